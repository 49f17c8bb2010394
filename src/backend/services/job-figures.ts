/**
 * The jobs queue's figures (/metrics, /api/health): the jobs each process ran or failed, by queue,
 * counted as its handlers end, and the jobs waiting to run, read from the queue when asked.
 */
import type PgBoss from 'pg-boss';
import { noteJobs } from '../../observe/metrics';

export { noteJobs };
import { registerProbe } from '../../observe/probes';

/**
 * Runs a batch's handler, counting its jobs completed when it ends and failed when it throws
 * (pg-boss fails, and retries, the whole batch then).
 */
export async function countedJobs<T>(queue: string, jobs: readonly unknown[], work: () => Promise<T>): Promise<T> {
  try {
    const done = await work();
    noteJobs(queue, 'completed', jobs.length);
    return done;
  } catch (error) {
    noteJobs(queue, 'failed', jobs.length);
    throw error;
  }
}

/** The depth of each queue created here and whether this process works on them, for whoever asks. */
export function registerQueueProbe(boss: PgBoss, queues: () => Iterable<string>, working: () => boolean): void {
  registerProbe('queue', async () => {
    const sizes = await Promise.all([...queues()].map(async (name) => [name, await boss.getQueueSize(name)] as const));
    return { working: working(), queued: Object.fromEntries(sizes) };
  });
}
