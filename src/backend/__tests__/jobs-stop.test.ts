/** @jest-environment node */
/** The job queue while it stops (PGlite here, PostgreSQL in the suite's PostgreSQL pass). */
import { closeDatabase } from '../index';
import { jobQueue, stopJobs } from '../services/jobs';

const QUEUE = 'souk-test-drain';

afterAll(() => closeDatabase(), 30_000);

test('a step ending while the queue stops queues its next step on that queue, not on a new one left running', async () => {
  const running = await jobQueue(QUEUE);
  // stopJobs waits for the steps in progress; one of them asks for the queue meanwhile
  const stopping = stopJobs();
  const during = await jobQueue(QUEUE);
  expect(during).toBe(running);
  // and its next step is queued (the database is still open)
  expect(await during.send(QUEUE, { step: 'next' })).toEqual(expect.any(String));
  await stopping;
  // once stopped, asking again starts a new queue (a database opened again), and it stops too
  const again = await jobQueue(QUEUE);
  expect(again).not.toBe(running);
  expect(await again.getQueueSize(QUEUE)).toBe(1);
  await stopJobs();
}, 120_000);
