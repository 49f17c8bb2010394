// In-memory PGlite hosted in a worker thread, for Jest only (see loadJestPglite in client.ts).
// Jest's module sandbox has no dynamic import(), which PGlite needs while it boots; a worker thread
// is a plain Node context, so PGlite runs here and the test process talks to it by messages.
import { parentPort } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const same = (value) => value;
// The same parsers drizzle-orm/pglite passes (dates and intervals stay strings).
const parsers = {
  [types.TIMESTAMP]: same,
  [types.TIMESTAMPTZ]: same,
  [types.INTERVAL]: same,
  [types.DATE]: same,
  1231: same,
  1115: same,
  1185: same,
  1187: same,
  1182: same,
};

const db = new PGlite({ extensions: { pg_trgm } });

parentPort.on('message', async (msg) => {
  if (msg.close) {
    await db.close().catch(() => undefined);
    parentPort.postMessage({ id: msg.id, result: null });
    return;
  }
  try {
    await db.waitReady;
    if (msg.exec !== undefined) {
      const results = await db.exec(msg.exec, { parsers });
      parentPort.postMessage({ id: msg.id, result: results.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows })) });
      return;
    }
    const r = await db.query(msg.sql, msg.params, { rowMode: msg.rowMode, parsers });
    parentPort.postMessage({ id: msg.id, result: { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows } });
  } catch (err) {
    parentPort.postMessage({ id: msg.id, error: { message: String(err && err.message), code: err && err.code } });
  }
});
