export function shortClassName(relativePath: string, exportName: string): string;
export function getShortLocalIdent(context: { rootContext: string; resourcePath: string }, template: string, exportName: string): string;
export function applyShortClassNames(node: unknown): number;
export function shortClassNamesOn(env?: Record<string, string | undefined>): boolean;
