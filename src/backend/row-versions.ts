/**
 * Wide catalogue rows (items, stores) kept in process memory by id together with the row's
 * version, PostgreSQL's `xmin` (the transaction that wrote this version of the row). A list asks
 * the database only for the ids and versions of its page; a row is taken from here when its
 * version is the one the database just named, and read again otherwise. So an answer is never
 * older than the query that made it, in one process or several, and a page of search results
 * does not carry some ninety columns per row out of the database each time.
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { processMap, trimOldest } from './process-maps';

/** A row's version: the transaction that wrote it (PostgreSQL's `xmin`). */
export const rowVersion = (table: PgTable) => sql<string>`${table}."xmin"::text`;

const MAX_ROWS = 5000;

interface Versioned {
  version: string;
  row: unknown;
}

const store = () => processMap<Versioned>('rowVersions');

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
  trimOldest(map, MAX_ROWS);
}

/**
 * The current rows of `table` for these ids and versions: kept ones when the version matches,
 * the others read (once, all together) with `read` and kept. A row gone in between is missing.
 */
export async function currentRows<T extends { id: number }>(
  table: string,
  refs: { id: number; version: string }[],
  read: (ids: number[]) => Promise<{ row: T; version: string }[]>,
): Promise<Map<number, T>> {
  const rows = new Map<number, T>();
  for (const r of refs) {
    const kept = rowAt<T>(table, r.id, r.version);
    if (kept) rows.set(r.id, kept);
  }
  const missing = [...new Set(refs.map((r) => r.id).filter((id) => !rows.has(id)))];
  if (missing.length) {
    for (const f of await read(missing)) {
      keepRow(table, f.row.id, f.version, f.row);
      rows.set(f.row.id, f.row);
    }
  }
  return rows;
}

export function clearRowVersions(): void {
  store().clear();
}
