/**
 * Jest only: the migrated and seeded marketplace is made once and copied into each test file's
 * database, instead of every test file migrating and seeding its own (8–20 s a file).
 *
 * - In-memory PGlite: the first test file that finds no fresh copy migrates and seeds as before,
 *   then saves its data directory (PGlite's dumpDataDir, a plain tarball) under
 *   node_modules/.cache/souk/; later files open their own PGlite from it (the loadDataDir option).
 * - PostgreSQL (SOUK_TEST_PG_URL, jest.setup.ts): one seeded database per run, and each test file's
 *   database is created from it (CREATE DATABASE … TEMPLATE …).
 *
 * Every test file still has a database of its own; only its starting state is copied. A copy is
 * keyed by a hash of what it is made from (migrations, schema, seed, the engines' versions) and
 * used for at most MAX_AGE_MS and only on the day it was made: the seed dates things relative to
 * the time it runs (flash sales, coupons by day, reviews), so a copy is never much older than a
 * seed made at the start of the run, and never from another day.
 * Nothing here runs outside Jest: src/testing/database.ts hands `seedCopies()` to the database
 * client (startDatabasesFrom); production opens and seeds its database exactly as before.
 * SOUK_TEST_SEED_COPY=0 turns it off (every file seeds its own database, as before).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { StartingCopies } from '../backend/db/hooks';

/** A copy older than this is made again (the seed's dates are relative to when it ran). */
export const MAX_AGE_MS = 30 * 60_000;

/** A copy made at `madeMs` can be used at `nowMs`: young enough, and made the same day (UTC and local). */
export function copyIsFresh(madeMs: number, nowMs: number): boolean {
  const made = new Date(madeMs);
  const now = new Date(nowMs);
  const sameDay = made.toISOString().slice(0, 10) === now.toISOString().slice(0, 10) && made.toDateString() === now.toDateString();
  // a file's mtime has a fraction of a millisecond that Date.now() does not: one written in the
  // same millisecond can look made up to 1 ms "after" now (a second of leeway for clocks)
  const age = nowMs - madeMs;
  return age > -1000 && age < MAX_AGE_MS && sameDay;
}

/** True in a Jest worker of the test environment (never in a server, a script or a build). */
export function seedCopyEnabled(): boolean {
  return process.env.NODE_ENV === 'test' && process.env.JEST_WORKER_ID !== undefined && process.env.SOUK_TEST_SEED_COPY !== '0';
}

const root = (): string => process.cwd();

/** Files the seeded state is made from, beside the migrations, schema and seed folders. */
const SOURCES = ['src/backend/db', 'src/backend/seed', 'src/backend/services/passwords.ts', 'src/backend/services/geo.ts'];
const VERSIONS = ['@electric-sql/pglite', 'drizzle-orm'];

function addFiles(hash: ReturnType<typeof createHash>, abs: string): void {
  const stat = fs.statSync(abs, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(abs).sort()) addFiles(hash, path.join(abs, name));
    return;
  }
  hash.update(path.relative(root(), abs)).update('\0').update(fs.readFileSync(abs)).update('\0');
}

let sourceHash: string | undefined;

/** A short hash of the migrations, schema, seed and engine versions: a change makes a new copy. */
export function seedSourceHash(): string {
  if (sourceHash === undefined) {
    const hash = createHash('sha256');
    for (const source of SOURCES) addFiles(hash, path.join(root(), source));
    for (const pkg of VERSIONS) {
      const file = path.join(root(), 'node_modules', pkg, 'package.json');
      hash.update(pkg).update('\0').update(fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version ?? '' : '');
    }
    sourceHash = hash.digest('hex').slice(0, 16);
  }
  return sourceHash;
}

export interface PgliteSeedCopy {
  /** The tarball of the seeded data directory. */
  file: string;
  /** The file exists and is fresh (copyIsFresh): open from it instead of seeding. */
  fresh: boolean;
}

/** A copy that exists and is recent enough to open (copyIsFresh). */
function isFreshFile(file: string): boolean {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat !== undefined && stat.isFile() && copyIsFresh(stat.mtimeMs, Date.now());
}

/** Where the seeded PGlite data directory is kept, and whether it can be used; null outside Jest. */
export function pgliteSeedCopy(): PgliteSeedCopy | null {
  if (!seedCopyEnabled()) return null;
  const file = path.join(root(), 'node_modules', '.cache', 'souk', `pglite-seed-${seedSourceHash()}.tar`);
  return { file, fresh: isFreshFile(file) };
}

/** How long a worker waits for another worker's copy (under the 120 s its test file gives the database to open); a claim this old was left by a worker that died. */
export const SEEDING_WAIT_MS = 90_000;

const claimOf = (file: string): string => `${file}.seeding`;

/**
 * Jest's workers start together and none finds a copy: one claims the seeding and makes the copy,
 * the others wait for it (true: open from `file`) instead of each seeding its own database at the
 * same time (10–20 s of both cores). False: this worker seeds, holding the claim until
 * `releaseSeeding`; also when the wait ran out (it then seeds as before).
 */
export async function waitForAnotherWorkersCopy(file: string, waitMs = SEEDING_WAIT_MS): Promise<boolean> {
  const claim = claimOf(file);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const end = Date.now() + waitMs; ; ) {
    if (isFreshFile(file)) return true;
    try {
      fs.writeFileSync(claim, String(process.pid), { flag: 'wx' });
      return false;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return false;
    }
    const claimed = fs.statSync(claim, { throwIfNoEntry: false });
    // a claim older than the wait: its worker died before saving; take it over
    if (claimed && Date.now() - claimed.mtimeMs > waitMs) fs.rmSync(claim, { force: true });
    else if (Date.now() > end) return false;
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Ends this worker's claim (its copy saved, or its seeding failed): waiting workers go on. */
export function releaseSeeding(file: string): void {
  fs.rmSync(claimOf(file), { force: true });
}

/** Removes the copies made from other sources than `file`'s (one per change of the seed would pile up). */
export function pruneOtherCopies(file: string): void {
  const dir = path.dirname(file);
  for (const name of fs.readdirSync(dir)) {
    if (/^pglite-seed-[0-9a-f]+\.tar(\.gz)?$/.test(name) && name !== path.basename(file)) fs.rmSync(path.join(dir, name), { force: true });
  }
}

/** Forgets a copy that could not be opened (the next file makes a new one). */
export function discardSeedCopy(file: string): void {
  fs.rmSync(file, { force: true });
}

/**
 * The environment variable jest.setup.ts sets to a PostgreSQL test database's URL when that
 * database was created from the seeded template: the API then skips migrating and seeding it.
 */
export const PG_SEEDED_URL_ENV = 'SOUK_TEST_PG_SEEDED_URL';

/** True when `url` is a Jest PostgreSQL database created from the seeded template. */
export function pgCopiedFromSeed(url: string): boolean {
  return seedCopyEnabled() && process.env[PG_SEEDED_URL_ENV] === url;
}

/**
 * What the database client starts from (its StartingCopies): the seeded PostgreSQL template's
 * copies, and the seeded PGlite tarball (waiting for another worker making it); undefined when
 * copies are off.
 */
export function seedCopies(): StartingCopies | undefined {
  if (!seedCopyEnabled()) return undefined;
  return {
    postgresPrepared: pgCopiedFromSeed,
    async pglite() {
      const copy = pgliteSeedCopy();
      // no copy yet: another Jest worker may be making it (one seeds, the others wait for its copy)
      if (copy && !copy.fresh) copy.fresh = await waitForAnotherWorkersCopy(copy.file);
      return copy;
    },
    discard: discardSeedCopy,
    release(file, saved) {
      try {
        if (saved) pruneOtherCopies(file);
      } finally {
        releaseSeeding(file);
      }
    },
  };
}
