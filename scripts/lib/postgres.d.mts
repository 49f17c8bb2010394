export function findPostgres(): string | null;
export function ensurePostgres(): string;
export function startPostgres(): Promise<{ url: string; stop: () => void }>;
