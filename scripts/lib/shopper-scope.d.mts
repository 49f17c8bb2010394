// Types of shopper-scope.mjs for TypeScript callers and tests (the repo type-checks no JavaScript).
// Generated from its JSDoc: tsc --declaration --emitDeclarationOnly --allowJs --strict --removeComments
export function parseSharedBy(value: unknown): Dependence | null;
export function scopeOf(header: string): {
    zone: string | null;
    module: string | null;
    theme: string | null;
    language: string | null | undefined;
    point: {
        lat: number;
        lng: number;
    } | null;
    signedIn: boolean;
} | null;
export function sharedRender(scope: Scope, dependence: Dependence): {
    cookie: string;
    render: string;
    suffix: string;
};
export function sharingKey(url: string, cookieHeader: string | undefined): string;
export function planRequest(cookieHeader: string | undefined, dependence: Dependence | null | undefined): {
    kind: "personal";
} | {
    kind: "shared";
    cookie: string;
    render: string;
    suffix: string;
};
export const SHARED_RENDER_HEADER: "x-souk-shared-render";
export const SHARED_BY_HEADER: "x-souk-shared-by";
export class SharingMemo {
    constructor(max?: number);
    max: number;
    byUrl: Map<string, Dependence | null>;
    get(url: string): Dependence | null | undefined;
    set(url: string, dependence: Dependence | null): void;
}
export type Dependence = {
    point: boolean;
    account: boolean;
};
export type Scope = NonNullable<ReturnType<typeof scopeOf>>;
