/**
 * What the database client is given by whoever starts it: how a newly opened database is made
 * ready (src/backend/index.ts and scripts/db.ts give db/prepare.ts's), and, in a test harness,
 * prepared copies to start from (src/testing/seed-copy.ts). A leaf: the test harness sets these
 * without loading the client.
 */
import type { Db, DbKind } from './types';

/** Makes a newly opened database ready: migrates it and seeds it when empty (db/prepare.ts). */
export type Preparer = (db: Db, kind: DbKind) => Promise<void>;

/**
 * Prepared databases to start from instead of preparing each (a test harness's copies of one
 * seeded database, src/testing/seed-copy.ts). Production has none.
 */
export interface StartingCopies {
  /** PostgreSQL: the database at `url` is a copy of a prepared one (nothing to do). */
  postgresPrepared(url: string): boolean;
  /** In-memory PGlite: the data directory's tarball to start from (`fresh`), or where to save it once prepared. */
  pglite(): Promise<{ file: string; fresh: boolean } | null>;
  /** The tarball could not be opened: it is forgotten, and this database saves a new one. */
  discard(file: string): void;
  /** This database saved `file` (or gave up making it): others may go on. */
  release(file: string, saved: boolean): void;
}

export interface Hooks {
  prepare?: Preparer;
  copies?: StartingCopies;
}
const HOOKS = Symbol.for('souk.backend.db.hooks');
/** On globalThis, like the handle: Next's bundles each have their own copy of this module. */
export const hooks = (): Hooks => ((globalThis as typeof globalThis & { [HOOKS]?: Hooks })[HOOKS] ??= {});

/** How databases opened from now on are made ready (the API's entry, scripts/db.ts and the test harness call this). */
export function prepareDatabasesWith(prepare: Preparer): void {
  hooks().prepare = prepare;
}

/** Test harness only: prepared copies that databases opened from now on start from. */
export function startDatabasesFrom(copies: StartingCopies | undefined): void {
  hooks().copies = copies;
}

