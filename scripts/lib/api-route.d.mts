// Types of api-route.mjs for TypeScript callers and tests (the repo type-checks no JavaScript).
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_PREFIX: string;
export type ApiHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
export function loadApiRoute(root: string, distDir: string, env: Record<string, string | undefined>): Promise<ApiHandler | null>;
