// Types of shared-cache.mjs for TypeScript callers and tests (the repo type-checks no JavaScript).
// Generated from its JSDoc: tsc --declaration --emitDeclarationOnly --allowJs --strict --removeComments
export function parseCacheControl(value: string | string[] | number | undefined | null): Map<string, string | true>;
export function isEligibleRequest(req: {
    method?: string;
    url?: string;
    headers: IncomingHttpHeaders;
}): boolean;
export function isPageRequest(req: {
    method?: string;
    url?: string;
}): boolean;
export function cacheKey(req: {
    url?: string;
    headers: IncomingHttpHeaders;
}): string;
export function storability(status: number, headers: OutgoingHttpHeaders | IncomingHttpHeaders): {
    ttlMs: number;
    swrMs: number;
} | null;
export function ageSeconds(entry: Pick<Entry, "storedAt">, now: number): number;
export function freshness(entry: Pick<Entry, "storedAt" | "ttlMs" | "swrMs">, now: number): "fresh" | "stale" | "expired";
export function selectEncoding(acceptEncoding: string | string[] | undefined): Encoding;
export function etagFor(etag: string | undefined, encoding: Encoding): string | undefined;
export function matchesIfNoneMatch(ifNoneMatch: string | string[] | undefined, etag: string | undefined): boolean;
export function createEntry({ key, status, headers, body, now, ttlMs, swrMs }: {
    key: string;
    status: number;
    headers: OutgoingHttpHeaders;
    body: Buffer;
    now: number;
    ttlMs: number;
    swrMs: number;
}): Entry;
export function answerHeaders(entry: Entry, { encoding, label, now }: {
    encoding: Encoding;
    label: CacheLabel;
    now: number;
}): Record<string, string | string[]>;
export function maxBytesFromEnv(env: Record<string, string | undefined>): number;
export function interceptResponse(res: ServerResponse, { wanted, finish, maxBytes, onPass }: {
    wanted: (status: number, headers: OutgoingHttpHeaders) => boolean;
    finish: (status: number, headers: OutgoingHttpHeaders, body: Buffer, io: Io) => boolean;
    maxBytes: number;
    onPass?: (status: number) => void;
}): void;
export function createSharedCache({ handler, maxBytes, now, followerWaitMs, refresh }: SharedCacheOptions): ((req: IncomingMessage, res: ServerResponse) => Promise<void>) & {
    store: ByteLru;
    enabled: boolean;
};
export const CACHE_HEADER: "x-souk-cache";
export const REFRESH_HEADER: "x-souk-cache-refresh";
export const VARY: "Cookie, Accept-Encoding";
export const DEFAULT_MAX_MB: 64;
export class ByteLru {
    constructor(maxBytes: number);
    maxBytes: number;
    bytes: number;
    entries: Map<string, Entry>;
    get(key: string): Entry | undefined;
    peek(key: string): Entry | undefined;
    set(entry: Entry): boolean;
    delete(key: string): boolean;
    get size(): number;
}
export type SharedCacheOptions = {
    handler: RequestHandler;
    maxBytes: number;
    now?: (() => number) | undefined;
    followerWaitMs?: number | undefined;
    refresh?: ((req: IncomingMessage, headers: Record<string, string>, failed: () => void) => void) | undefined;
};
export type IncomingMessage = import("node:http").IncomingMessage;
export type ServerResponse = import("node:http").ServerResponse;
export type IncomingHttpHeaders = import("node:http").IncomingHttpHeaders;
export type OutgoingHttpHeaders = import("node:http").OutgoingHttpHeaders;
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
export type CacheLabel = "HIT" | "MISS" | "STALE";
export type Method = (this: ServerResponse, ...args: never[]) => unknown;
export type Io = {
    writeHead: Method;
    end: Method;
};
export type Encoding = "gzip" | "identity";
export type Entry = {
    key: string;
    status: number;
    headers: Record<string, string | string[]>;
    identity: Buffer;
    gzip: Buffer;
    storedAt: number;
    ttlMs: number;
    swrMs: number;
    bytes: number;
};
