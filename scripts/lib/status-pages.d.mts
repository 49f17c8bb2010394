// Types of status-pages.mjs for TypeScript callers and tests (the repo type-checks no JavaScript).
export function notAnErrorPagePath(url: string): string;
