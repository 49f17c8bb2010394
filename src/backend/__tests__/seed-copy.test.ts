/** @jest-environment node */
/**
 * Jest's test databases start as copies of one seeded database (src/testing/seed-copy.ts): a PGlite
 * data directory saved by the worker and opened again is the same database, the copy is used
 * only under Jest and only while fresh, and whatever a test file starts from holds the whole seed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { closeDatabase, ensureDatabase } from '../index';
import { getDb, getRawDb } from '../db/client';
import { openWorkerPglite } from '../db/pglite-client';
import { customers, items, stores } from '../db/schema';
import { copyIsFresh, MAX_AGE_MS, PG_SEEDED_URL_ENV, pgCopiedFromSeed, pgliteSeedCopy, pruneOtherCopies, releaseSeeding, seedCopyEnabled, seedSourceHash, waitForAnotherWorkersCopy } from '../../testing/seed-copy';
import { buildSeed } from '../seed/build';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'souk-seed-copy-'));

afterAll(async () => {
  await closeDatabase();
  fs.rmSync(tmp, { recursive: true, force: true });
}, 30_000);

/** Runs `fn` with the environment variables given (undefined: unset), then puts them back. */
function withEnv<T>(vars: Record<string, string | undefined>, fn: () => T): T {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  const set = (k: string, v: string | undefined) => {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  };
  for (const [k, v] of Object.entries(vars)) set(k, v);
  try {
    return fn();
  } finally {
    for (const [k, v] of Object.entries(saved)) set(k, v);
  }
}

describe('when a copy is used', () => {
  it('only under Jest with NODE_ENV=test, and not with SOUK_TEST_SEED_COPY=0', () => {
    expect(withEnv({ NODE_ENV: 'test', SOUK_TEST_SEED_COPY: undefined }, seedCopyEnabled)).toBe(true);
    expect(withEnv({ NODE_ENV: 'production', SOUK_TEST_SEED_COPY: undefined }, seedCopyEnabled)).toBe(false);
    expect(withEnv({ NODE_ENV: 'test', JEST_WORKER_ID: undefined }, seedCopyEnabled)).toBe(false);
    expect(withEnv({ NODE_ENV: 'test', SOUK_TEST_SEED_COPY: '0' }, seedCopyEnabled)).toBe(false);
    expect(withEnv({ NODE_ENV: 'production' }, pgliteSeedCopy)).toBeNull();
  });

  it('a PostgreSQL database counts as copied only when it is the one jest.setup created from the template', () => {
    const url = 'postgres://souk@127.0.0.1:5432/souk_1_x';
    const on = { SOUK_TEST_SEED_COPY: undefined, NODE_ENV: 'test' };
    expect(withEnv({ ...on, [PG_SEEDED_URL_ENV]: url }, () => pgCopiedFromSeed(url))).toBe(true);
    expect(withEnv({ ...on, [PG_SEEDED_URL_ENV]: url }, () => pgCopiedFromSeed('postgres://souk@127.0.0.1:5432/shop'))).toBe(false);
    expect(withEnv({ ...on, [PG_SEEDED_URL_ENV]: url, NODE_ENV: 'production' }, () => pgCopiedFromSeed(url))).toBe(false);
    expect(withEnv({ ...on, [PG_SEEDED_URL_ENV]: url, SOUK_TEST_SEED_COPY: '0' }, () => pgCopiedFromSeed(url))).toBe(false);
    expect(withEnv({ ...on, [PG_SEEDED_URL_ENV]: undefined }, () => pgCopiedFromSeed(url))).toBe(false);
  });

  it('a copy is fresh while younger than the limit, and only on the day it was made (the seed dates things from when it ran)', () => {
    const noon = new Date(2026, 10, 26, 12, 0, 0).getTime();
    expect(copyIsFresh(noon, noon + 60_000)).toBe(true);
    expect(copyIsFresh(noon, noon + MAX_AGE_MS + 1)).toBe(false);
    expect(copyIsFresh(noon, noon - 60_000)).toBe(false);
    // written in the millisecond now is read in: the mtime's fraction makes it look 0.7 ms younger than now
    expect(copyIsFresh(noon + 0.7, noon)).toBe(true);
    const lateLocal = new Date(2026, 10, 26, 23, 59, 30).getTime();
    expect(copyIsFresh(lateLocal, lateLocal + 60_000)).toBe(false);
    const lateUtc = Date.UTC(2026, 10, 26, 23, 59, 30);
    expect(copyIsFresh(lateUtc, lateUtc + 60_000)).toBe(false);
  });

  it('a PGlite copy is named by the hash of what it is made from, and is fresh only while younger than the limit', () => {
    withEnv({ SOUK_TEST_SEED_COPY: undefined, NODE_ENV: 'test' }, pgliteCopyNamedAndFresh);
  });
});

describe('workers that start together with no copy', () => {
  it('one claims the seeding, another waits for its copy and opens it, and the claim ends when the copy is saved', async () => {
    const file = path.join(tmp, 'claims', 'pglite-seed-0000.tar');
    expect(await waitForAnotherWorkersCopy(file, 5000)).toBe(false);
    expect(fs.existsSync(`${file}.seeding`)).toBe(true);
    // the seeding worker saves its copy a moment later
    const saved = setTimeout(() => {
      fs.writeFileSync(file, 'seeded');
      releaseSeeding(file);
    }, 400);
    expect(await waitForAnotherWorkersCopy(file, 5000)).toBe(true);
    clearTimeout(saved);
    expect(fs.existsSync(`${file}.seeding`)).toBe(false);
  });

  it('a claim whose worker died is taken over, and a wait that runs out seeds as before', async () => {
    const file = path.join(tmp, 'claims', 'pglite-seed-1111.tar');
    expect(await waitForAnotherWorkersCopy(file, 5000)).toBe(false);
    // still claimed, no copy: the next worker waits, then seeds itself
    expect(await waitForAnotherWorkersCopy(file, 300)).toBe(false);
    const old = new Date(Date.now() - 10_000);
    fs.utimesSync(`${file}.seeding`, old, old);
    // a claim older than the wait is a dead worker's: taken over at once
    expect(await waitForAnotherWorkersCopy(file, 5000)).toBe(false);
    expect(fs.statSync(`${file}.seeding`).mtimeMs).toBeGreaterThan(old.getTime() + 5000);
  });
});

/** The copy's name and freshness, and the pruning of copies made from other sources, in a scratch project folder. */
function pgliteCopyNamedAndFresh(): void {
  const copy = pgliteSeedCopy();
  expect(copy?.file).toBe(path.join(process.cwd(), 'node_modules', '.cache', 'souk', `pglite-seed-${seedSourceHash()}.tar`));
  expect(seedSourceHash()).toMatch(/^[0-9a-f]{16}$/);
  const cwd = process.cwd();
  const elsewhere = path.join(tmp, 'project');
  fs.mkdirSync(elsewhere);
  process.chdir(elsewhere);
  try {
    const { file, fresh } = pgliteSeedCopy()!;
    expect(fresh).toBe(false);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'x');
    expect(pgliteSeedCopy()?.fresh).toBe(true);
    const old = new Date(Date.now() - MAX_AGE_MS - 1000);
    fs.utimesSync(file, old, old);
    expect(pgliteSeedCopy()?.fresh).toBe(false);
    const stale = path.join(path.dirname(file), 'pglite-seed-0123456789abcdef.tar.gz');
    const unrelated = path.join(path.dirname(file), 'notes.txt');
    fs.writeFileSync(stale, 'x');
    fs.writeFileSync(unrelated, 'x');
    pruneOtherCopies(file);
    expect(fs.readdirSync(path.dirname(file)).sort()).toEqual(['notes.txt', path.basename(file)].sort());
  } finally {
    process.chdir(cwd);
  }
}

describe("a test file's database", () => {
  it('starts with the whole seed, its sequences past the seeded ids', async () => {
    await ensureDatabase();
    const db = await getDb();
    const { data } = buildSeed(new Date());
    expect((await db.select({ n: count() }).from(stores))[0]?.n).toBe(data.stores.length);
    expect((await db.select({ n: count() }).from(items))[0]?.n).toBe(data.items.length);
    expect((await db.select({ n: count() }).from(customers))[0]?.n).toBe(1);
    const seq = (await db.execute(sql`SELECT nextval(pg_get_serial_sequence('items', 'id'))::int AS next, (SELECT max(id) FROM items)::int AS max`)) as unknown as { rows: { next: number; max: number }[] };
    expect(seq.rows[0]!.next).toBeGreaterThan(seq.rows[0]!.max);
  }, 120_000);

  it('in PGlite, was saved (or copied) and a database opened from the copy is the same, and a database of its own', async () => {
    await ensureDatabase();
    const { kind } = await getRawDb();
    const copy = pgliteSeedCopy();
    if (kind !== 'pglite-memory' || !copy) return; // PostgreSQL: a template database (src/testing/pg-template.ts)
    expect(copy.fresh).toBe(true);
    const db = await getDb();
    const other = await openWorkerPglite(undefined, '', copy.file);
    try {
      const digest = (table: string) => `SELECT count(*)::int AS n, md5(string_agg(x::text, '|' ORDER BY x::text)) AS sum FROM ${table} x`;
      for (const table of ['stores', 'items', 'customers', 'coupons', 'flash_sales', 'settings']) {
        const mine = (await db.execute(sql.raw(digest(table)))) as unknown as { rows: unknown[] };
        expect((await other.query(digest(table))).rows).toEqual(mine.rows);
      }
      // the planner's statistics come along (ANALYZE ran before the copy was saved)
      const stats = "SELECT count(*)::int AS n FROM pg_stats WHERE tablename = 'items'";
      expect(((await other.query(stats)).rows[0] as { n: number }).n).toBeGreaterThan(0);
      // the copy's sequences and rows are its own
      const next = "SELECT nextval(pg_get_serial_sequence('stores', 'id'))::int AS id";
      const mine = (await db.execute(sql.raw(next))) as unknown as { rows: { id: number }[] };
      expect((await other.query(next)).rows).toEqual(mine.rows);
      await other.query("UPDATE stores SET name = 'Changed in the copy'");
      const changed = (await db.execute(sql`SELECT count(*)::int AS n FROM stores WHERE name = 'Changed in the copy'`)) as unknown as { rows: { n: number }[] };
      expect(changed.rows[0]?.n).toBe(0);
    } finally {
      await other.close();
    }
  }, 120_000);
});
