/** @jest-environment node */
/**
 * startBoss (./jobs.ts): a process that loses the race to create pg-boss's schema on a new
 * database starts on a new handle, which finds the schema installed. The race itself (two
 * processes' starts in the same milliseconds, push-pg.test.ts met it once in CI) could not be
 * made to happen on demand here, so the handles stand in: each start answers as pg-boss did.
 */
import { startBoss } from './jobs';

/** What PostgreSQL raised for the loser: the catalogue's unique index, in pg_catalog. */
const lostRace = Object.assign(new Error('duplicate key value violates unique constraint "pg_namespace_nspname_index"'), {
  code: '23505',
  schema: 'pg_catalog',
  constraint: 'pg_namespace_nspname_index',
});

class Handle {
  started = false;
  constructor(private readonly failure: Error | null) {}
  async start(): Promise<Handle> {
    if (this.failure) throw this.failure;
    this.started = true;
    return this;
  }
}

test('a start that lost the race to create the schema is made again on a new handle, which starts', async () => {
  const failures: (Error | null)[] = [lostRace, null];
  const made: Handle[] = [];
  const started = await startBoss(() => {
    const handle = new Handle(failures.shift() ?? null);
    made.push(handle);
    return handle;
  });
  expect(made).toHaveLength(2);
  expect(started).toBe(made[1]);
  expect(started.started).toBe(true);
});

/** Starts on handles that all fail with `failure`; expects the start to fail with it, and gives how many handles were made. */
async function handlesMadeFailing(failure: Error): Promise<number> {
  let made = 0;
  await expect(
    startBoss(() => {
      made += 1;
      return new Handle(failure);
    }),
  ).rejects.toBe(failure);
  return made;
}

test('any other failure of the start is passed on, and no second handle is made', async () => {
  const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const ownTable = Object.assign(new Error('duplicate key value violates unique constraint "job_pkey"'), { code: '23505', schema: 'pgboss' });
  for (const failure of [outage, ownTable]) expect(await handlesMadeFailing(failure)).toBe(1);
});

test('a second lost race is not tried a third time', async () => {
  expect(await handlesMadeFailing(lostRace)).toBe(2);
});
