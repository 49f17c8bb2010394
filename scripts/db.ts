/**
 * Database commands for the embedded API:
 *   tsx scripts/db.ts migrate   apply pending migrations
 *   tsx scripts/db.ts seed      migrate, then seed when the database is empty
 *   tsx scripts/db.ts reset     drop everything, migrate and seed afresh
 *   tsx scripts/db.ts refund <id> approve|reject
 *                               an admin's decision on a refund request (approve credits the
 *                               order's amount to the customer's wallet, once)
 * The database is PGlite under DATA_DIR (default ./data/pglite), or PostgreSQL at DATABASE_URL.
 */
import { closeDatabase, getRawDb, prepareDatabasesWith, resetDatabase, runMigrations } from '../src/backend/db/client';
import { analyze, prepareDatabase } from '../src/backend/db/prepare';
import { seedIfEmpty } from '../src/backend/seed';
import { settleRefund } from '../src/backend/services/refunds';

function where(kind: string): string {
  if (kind === 'postgres') return 'PostgreSQL (DATABASE_URL)';
  if (kind === 'pglite-memory') return 'in-memory PGlite';
  return `PGlite at ${process.env.DATA_DIR ?? './data/pglite'}`;
}

async function main(command: string | undefined, args: string[]): Promise<void> {
  const started = Date.now();
  // `reset` prepares the emptied database as the API's first start does
  prepareDatabasesWith(prepareDatabase);
  const { db, kind } = await getRawDb();
  switch (command) {
    case 'migrate': {
      // the planner's statistics after a change, so that starting the server need not gather them
      const applied = await runMigrations(db, kind);
      if (applied > 0) await analyze(db);
      console.log(`› ${applied} migration${applied === 1 ? '' : 's'} applied to ${where(kind)}.`);
      break;
    }
    case 'seed': {
      const applied = await runMigrations(db, kind);
      const seeded = await seedIfEmpty(db);
      if (seeded || applied > 0) await analyze(db, seeded);
      if (seeded) {
        console.log(`› Seeded ${where(kind)} in ${Date.now() - started} ms.`);
      } else {
        console.log(`› ${where(kind)} already holds data; nothing to seed (use db:reset to start over).`);
      }
      break;
    }
    case 'reset':
      await resetDatabase();
      console.log(`› Reset and re-seeded ${where(kind)} in ${Date.now() - started} ms.`);
      break;
    case 'refund': {
      const [id, decision] = args;
      if (!id || !/^\d+$/.test(id) || (decision !== 'approve' && decision !== 'reject')) {
        console.error('Usage: tsx scripts/db.ts refund <refund id> approve|reject');
        process.exitCode = 2;
        break;
      }
      await runMigrations(db, kind);
      const done = await settleRefund(db, Number(id), decision === 'approve' ? 'approved' : 'rejected');
      console.log(done ? `› Refund ${id} ${decision === 'approve' ? 'approved: the wallet is credited' : 'rejected'}.` : `› Refund ${id} is not pending (unknown or settled already); nothing changed.`);
      break;
    }
    default:
      console.error('Usage: tsx scripts/db.ts migrate|seed|reset|refund <id> approve|reject');
      process.exitCode = 2;
  }
}

main(process.argv[2], process.argv.slice(3))
  .catch((err: unknown) => {
    console.error('✗ Database command failed:', err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
