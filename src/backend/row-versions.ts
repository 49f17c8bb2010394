/**
 * Wide catalogue rows (items, stores) kept in process memory by id together with the row's
 * version, PostgreSQL's `xmin` (the transaction that wrote this version of the row). A list asks
 * the database only for the ids and versions of its page; a row is taken from here when its
 * version is the one the database just named, and read again otherwise. So an answer is never
 * older than the query that made it, in one process or several, and a page of search results
 * does not carry some ninety columns per row out of the database each time.
 */
const MAX_ROWS = 5000;

interface Versioned {
  version: string;
  row: unknown;
}

const KEY = Symbol.for('souk.backend.rowVersions');
type G = typeof globalThis & { [KEY]?: Map<string, Versioned> };

function store(): Map<string, Versioned> {
  const g = globalThis as G;
  g[KEY] ??= new Map();
  return g[KEY];
}

/** The row of `table` with this id, when the one kept is the version named. */
export function rowAt<T>(table: string, id: number, version: string): T | undefined {
  const map = store();
  const key = `${table}:${id}`;
  const kept = map.get(key);
  if (!kept || kept.version !== version) return undefined;
  // most recently used last, so the oldest use goes first when the store is full
  map.delete(key);
  map.set(key, kept);
  return kept.row as T;
}

export function keepRow(table: string, id: number, version: string, row: unknown): void {
  const map = store();
  const key = `${table}:${id}`;
  map.delete(key);
  map.set(key, { version, row });
  if (map.size > MAX_ROWS) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

export function clearRowVersions(): void {
  store().clear();
}
