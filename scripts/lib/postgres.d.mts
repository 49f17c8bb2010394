export function findPostgres(): string | null;
export function ensurePostgres(): string;
export function startPostgres(options?: { dir?: string; port?: number; settings?: string[] }): Promise<{ url: string; stop: () => void; pause: () => Promise<unknown>; resume: () => Promise<unknown> }>;
export function freeLoopbackPort(): Promise<number>;
