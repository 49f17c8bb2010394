/**
 * The PGlite worker's prepared statements (db/pglite-statements.mts) answer exactly what
 * PGlite's query() answers, recover from errors and from tables that change under them, and a
 * transaction whose BEGIN is not awaited still runs its queries inside it. A statement that
 * PostgreSQL plans afresh on every run is tried on its generic plan (db/plan-choice.ts), with the
 * same answers, and never inside a transaction.
 */
import { openWorkerPglite, type WorkerPglite } from '../db/pglite-client';
import { TRIAL_RUNS } from '../db/plan-choice';

let prepared: WorkerPglite;
let plain: WorkerPglite;

beforeAll(async () => {
  prepared = await openWorkerPglite(undefined, '');
  const before = process.env.SOUK_PGLITE_PREPARE;
  process.env.SOUK_PGLITE_PREPARE = '0';
  try {
    plain = await openWorkerPglite(undefined, '');
  } finally {
    if (before === undefined) delete process.env.SOUK_PGLITE_PREPARE;
    else process.env.SOUK_PGLITE_PREPARE = before;
  }
  const schema = `
    CREATE TABLE t (id serial PRIMARY KEY, name text NOT NULL UNIQUE, price double precision, tags int[], doc jsonb, at timestamptz DEFAULT '2026-01-02T03:04:05Z', stamps timestamptz[] DEFAULT '{2026-01-02T03:04:05Z}', amounts numeric[] DEFAULT '{1.50,2}', words text[] DEFAULT '{a,"b c"}');
    INSERT INTO t (name, price, tags, doc) VALUES ('Crème brûlée', 12.5, '{1,2}', '{"a": [1, "x"]}'), ('Falafel', NULL, '{}', NULL), ('أرز', 3, '{7}', '{"b": true}');`;
  await prepared.exec(schema);
  await plain.exec(schema);
}, 60_000);

afterAll(async () => {
  await prepared?.close();
  await plain?.close();
});

const both = async (sql: string, params: unknown[] = [], rowMode?: string) => {
  const [a, b] = await Promise.all([prepared.client.query(sql, params, { rowMode }), plain.client.query(sql, params, { rowMode })]);
  return { a, b };
};

describe('prepared statements in the PGlite worker', () => {
  it.each([
    ['select * from t where price > $1 order by id', [1]],
    ['select id, name, tags, doc, at, stamps, amounts, words from t where name = any($1) order by id', [['Falafel', 'أرز']]],
    ['select count(*)::int as n, max(price) from t where doc is not null and id <> $1', [999]],
    ['select $1::text as echo, $2::int + 1 as next, $3::jsonb as j', ['hé', 41, { k: [1] }]],
    ['update t set price = price where id = $1', [1]],
  ])('%s answers what query() answers, as objects and as arrays', async (sql, params) => {
    for (const rowMode of ['object', 'array']) {
      const { a, b } = await both(sql, params, rowMode);
      expect(a.rows).toEqual(b.rows);
      expect(a.fields).toEqual(b.fields);
      expect(a.affectedRows).toEqual(b.affectedRows);
    }
  });

  it('answers the same statement again with other values', async () => {
    const sql = 'select name from t where id = $1';
    expect((await prepared.client.query(sql, [2])).rows).toEqual([{ name: 'Falafel' }]);
    expect((await prepared.client.query(sql, [3])).rows).toEqual([{ name: 'أرز' }]);
    expect((await prepared.client.query(sql, [99])).rows).toEqual([]);
  });

  it('reports a failing statement with its code, and the next one runs', async () => {
    const insert = 'insert into t (name) values ($1) returning id';
    await expect(prepared.client.query(insert, ['Falafel'])).rejects.toMatchObject({ code: '23505' });
    await expect(prepared.client.query(insert, ['Falafel'])).rejects.toMatchObject({ code: '23505' });
    const { rows } = await prepared.client.query(insert, ['Koshari']);
    expect(rows).toHaveLength(1);
    await expect(prepared.client.query('select nothing from t', [])).rejects.toMatchObject({ code: '42703' });
    expect((await prepared.client.query('select name from t where name = $1', ['Koshari'])).rows).toEqual([{ name: 'Koshari' }]);
  });

  it('reads a table that was dropped and made again with other columns', async () => {
    await prepared.exec('CREATE TABLE shape (id int PRIMARY KEY, a text); INSERT INTO shape VALUES (1, $$one$$);');
    const sql = 'select * from shape where id = $1';
    expect((await prepared.client.query(sql, [1])).rows).toEqual([{ id: 1, a: 'one' }]);
    await prepared.exec('DROP TABLE shape; CREATE TABLE shape (id int PRIMARY KEY, b int, c text); INSERT INTO shape VALUES (1, 2, $$two$$);');
    expect((await prepared.client.query(sql, [1])).rows).toEqual([{ id: 1, b: 2, c: 'two' }]);
  });

  it('runs a transaction’s queries inside it, before any query sent after it starts', async () => {
    const outside = prepared.client.transaction(async (tx) => {
      const q = tx as { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> };
      await q.query('insert into t (name) values ($1)', ['Inside']);
      throw new Error('changed my mind');
    });
    await expect(outside).rejects.toThrow('changed my mind');
    expect((await prepared.client.query('select name from t where name = $1', ['Inside'])).rows).toEqual([]);
    const kept = await prepared.client.transaction(async (tx) => {
      const q = tx as { query: (sql: string, params?: unknown[]) => Promise<{ rows: { id: number }[] }> };
      const [row] = (await q.query('insert into t (name) values ($1) returning id', ['Kept'])).rows;
      return row?.id;
    });
    expect((await prepared.client.query('select id from t where name = $1', ['Kept'])).rows).toEqual([{ id: kept }]);
  });

  it('tries a statement planned afresh on every run on its generic plan, with the same answers, and not inside a transaction', async () => {
    // a list of values on an indexed column: the generic plan is costed for ten of them, so
    // PostgreSQL's own choice plans a one-value list afresh each time
    const table = `CREATE TABLE zoned (id serial PRIMARY KEY, zone int NOT NULL, n int NOT NULL);
      INSERT INTO zoned (zone, n) SELECT g % 500, g FROM generate_series(1, 20000) AS g;
      CREATE INDEX zoned_zone ON zoned (zone); ANALYZE zoned;`;
    await prepared.exec(table);
    await plain.exec(table);
    const sql = 'select count(*)::int as n, sum(n)::int as total from zoned where zone = any($1::int[])';
    const plans = async () => (await prepared.client.query('select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement = $1', [sql])).rows[0] as { generic: number; custom: number };
    const run = async (zone: number) => {
      const { a, b } = await both(sql, [[zone]]);
      expect(a.rows).toEqual(b.rows);
      expect(a.rows).toEqual([{ n: 40, total: expect.any(Number) }]);
    };
    // PostgreSQL's own choice first: planned afresh every time
    for (let i = 0; i < TRIAL_RUNS; i++) await run(i);
    expect(await plans()).toEqual({ generic: 0, custom: TRIAL_RUNS });
    // then the trial's generic half (the first half ends within ten more runs)
    for (let i = 0; i < 15; i++) await run(100 + i);
    const tried = await plans();
    expect(tried.generic).toBeGreaterThan(0);
    // inside a transaction the statement runs on PostgreSQL's own choice, and the rollback leaves the session as it was
    await expect(
      prepared.client.transaction(async (tx) => {
        const q = tx as { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> };
        expect((await q.query(sql, [[7]])).rows).toEqual([{ n: 40, total: expect.any(Number) }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await plans()).toEqual({ generic: tried.generic, custom: tried.custom + 1 });
    // through the rest of the trial and on the plan it settles on, the same answers
    for (let i = 0; i < 2 * TRIAL_RUNS; i++) await run(200 + i);
  });
});
