/** @jest-environment node */
/**
 * Two processes starting together on a new PostgreSQL database each create their job queues (the
 * suite's PostgreSQL pass only). pg-boss creating two queues at once deadlocks on its queue table,
 * which ended one process's start (push-pg.test.ts met it in CI): createQueueOnce tries the aborted
 * one again. Two pg-boss instances stand for the two processes.
 */
import type PgBoss from 'pg-boss';

const url = process.env.SOUK_TEST_PG_URL;
// loaded only on PostgreSQL: elsewhere this file costs no more than its skip
const modules = async () => ({ PgBoss: (await import('pg-boss')).default, pg: (await import('pg')).default, ...(await import('../services/jobs')) });
const pgTest = url ? test : test.skip;
jest.setTimeout(120_000);

const SCHEMA = 'pgboss_queues_test';
const NAMES = ['order-lifecycle', 'order-lifecycle-sweep', 'push', 'chat-reply', 'idempotency-keys-sweep', 'push-sweep'];

async function freshSchema(connectionString: string): Promise<void> {
  const { pg } = await modules();
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    await admin.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  } finally {
    await admin.end();
  }
}

pgTest('two processes creating their queues at once on a new database both start, each queue once', async () => {
  const connectionString = url ?? '';
  const { PgBoss, createQueueOnce } = await modules();
  for (let round = 0; round < 3; round += 1) {
    await freshSchema(connectionString);
    const bosses = [0, 1].map(() => new PgBoss({ connectionString, schema: SCHEMA, supervise: false, schedule: false }));
    for (const boss of bosses) await boss.start();
    try {
      const create = async (boss: PgBoss, names: string[]) => {
        for (const name of names) await createQueueOnce(boss, name);
      };
      // the same queues in opposite orders: without the retry, one of the two ends in 40P01 every round here
      await Promise.all([create(bosses[0]!, NAMES), create(bosses[1]!, [...NAMES].reverse())]);
      const queues = (await bosses[0]!.getQueues()).map((q) => q.name).sort();
      expect(queues).toEqual([...NAMES].sort());
    } finally {
      for (const boss of bosses) await boss.stop({ graceful: false, wait: true });
    }
  }
  await freshSchema(connectionString);
});
