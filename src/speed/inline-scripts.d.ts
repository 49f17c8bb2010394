export const ROOT_EVENT: string;
export const HYDRATED_EVENT: string;
export const TAP_KEEPER: string;
export const SCRIPT_LIST_ID: string;
export const SCRIPT_LOADER: string;
export const INLINE_SCRIPTS: readonly string[];
