/**
 * A second storefront process for the two-process test (event-stream.test.ts): an HTTP server on
 * DATABASE_URL that answers only the event stream; it prints `port <n>` once it listens.
 */
import { createServer } from 'node:http';
import { ensureDatabase } from '../backend';
import { serveEventStream } from '../backend/event-stream';

async function main(): Promise<void> {
  await ensureDatabase();
  const server = createServer((req, res) => {
    const auth = req.headers.authorization;
    const last = req.headers['last-event-id'];
    serveEventStream(req, res, { authorization: auth, lastEventId: Array.isArray(last) ? last[0] : last }).catch((err: unknown) => {
      console.error(err);
      res.destroy();
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.log(`port ${typeof address === 'object' && address ? address.port : 0}`);
  });
  process.on('SIGTERM', () => process.exit(0));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
