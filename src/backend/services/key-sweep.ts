/**
 * Idempotency keys older than a day (./request-keys.ts) are removed once an hour by the job queue
 * (./jobs.ts): one job id per hour, so however many processes queue it, it runs once; each run
 * queues the next hour's first, so a run that fails and is retried does not end the chain.
 */
import type { Db } from '../db/client';
import { claimWorkers, jobQueue, pollingSeconds, recordableFailure, stableId } from './jobs';
import { removeOldKeys } from './request-keys';
import { countedJobs } from './job-figures';

export const KEYS_QUEUE = 'idempotency-keys-sweep';
const EVERY_MS = 3_600_000;

/** The sweep of the next hour. */
export function nextKeySweep(now = Date.now()): { id: string; startAfter: Date } {
  const hour = Math.floor(now / EVERY_MS) + 1;
  return { id: stableId(`${KEYS_QUEUE}:${hour}`), startAfter: new Date(hour * EVERY_MS) };
}

/** Queues the next hour's sweep (the job id makes a second queueing nothing). */
export async function queueKeySweep(now = Date.now()): Promise<void> {
  const boss = await jobQueue(KEYS_QUEUE);
  const next = nextKeySweep(now);
  await boss.send(KEYS_QUEUE, {}, { id: next.id, startAfter: next.startAfter, retryLimit: 2 });
}

/** Runs the sweep's jobs in this process (where the order lifecycle runs), and queues the next one. */
export async function startKeySweep(db: Db): Promise<void> {
  if (!(await claimWorkers(KEYS_QUEUE))) return;
  const boss = await jobQueue(KEYS_QUEUE);
  await boss.work(KEYS_QUEUE, { pollingIntervalSeconds: pollingSeconds() }, (jobs) =>
    countedJobs(KEYS_QUEUE, jobs, () =>
      recordableFailure(jobs, async () => {
        await queueKeySweep();
        await removeOldKeys(db);
      }),
    ),
  );
  await queueKeySweep();
}
