/**
 * A storefront process's backend alone, for push-pg.test.ts: on the database DATABASE_URL names, it
 * runs the order lifecycle's and the pushes' workers (startBackend, as the server does at start),
 * says `ready` on its output, and closes the database when told to stop (SIGTERM).
 */
import { closeDatabase, startBackend } from '../backend';

process.on('SIGTERM', () => {
  void closeDatabase().finally(() => process.exit(0));
});

startBackend(true).then(
  () => process.stdout.write('ready\n'),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
