/** The database handle's types (a leaf: the client, its hooks and every query import them). */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite-memory' | 'pglite-disk' | 'postgres';
