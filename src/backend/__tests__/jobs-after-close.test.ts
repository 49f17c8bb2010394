/** @jest-environment node */
/** The job queue's SQL once the database handle closes (PGlite here, PostgreSQL in the suite's PostgreSQL pass). */
import { closeDatabase } from '../index';
import { getJobsSql } from '../db/client';

test('a step recorded by the job queue after the database handle closed is dropped, not thrown where no one hears it', async () => {
  const jobs = await getJobsSql();
  expect((await jobs.executeSql('select 1 as one')).rows).toEqual([{ one: 1 }]);
  await closeDatabase();
  // pg-boss calls this without waiting for it (its complete and fail); the handle has closed
  await expect(jobs.executeSql('select 1 as one')).resolves.toEqual({ rows: [] });
  // opening the database (migrated, seeded) is most of the time: as long as the other suites' beforeAll
}, 120_000);
