// Types of lockfile.mjs for TypeScript callers and tests (the repo type-checks no JavaScript).
// Generated from its JSDoc: tsc --declaration --emitDeclarationOnly --allowJs --strict --removeComments
export function platformOf(name: string): {
    os?: string[];
    cpu?: string[];
    libc?: string[];
} | null;
export function missingOptionals(lock: {
    packages: Record<string, {
        optionalDependencies?: Record<string, string>;
        dev?: boolean;
        devOptional?: boolean;
        optional?: boolean;
    }>;
}): {
    parent: string;
    name: string;
    spec: string;
}[];
export function fillOptionals(lock: {
    packages: Record<string, Record<string, unknown>>;
}): string[];
