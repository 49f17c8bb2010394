/**
 * The rows of a raw statement. Both drivers (node-postgres and PGlite) answer `db.execute` with
 * an object holding them as `rows`; Drizzle types the two answers apart, so they are read here once.
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from './types';

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
