// Types of security-headers.mjs for TypeScript callers and tests (the repo type-checks no JavaScript).
// Generated from its JSDoc: tsc --declaration --emitDeclarationOnly --allowJs --strict --removeComments
export function inlineScriptHashes(html: string): string[];
export function thirdParties(env: Env): Record<string, string[]>;
export function contentSecurityPolicy(scriptHashes: string[], env: Env): string;
export function isHttps(req: IncomingMessage, env: Env): boolean;
export function addSecurityHeaders(req: IncomingMessage, res: ServerResponse, env: Env): void;
export function refuseUnusualTarget(req: IncomingMessage, res: ServerResponse): boolean;
export function refuseConnect(server: import('node:http').Server): void;
export function withContentSecurityPolicy(handler: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void, env: Env): (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
export type IncomingMessage = import("node:http").IncomingMessage;
export type ServerResponse = import("node:http").ServerResponse;
export type Env = Record<string, string | undefined>;
