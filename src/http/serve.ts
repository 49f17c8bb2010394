// `npm run serve` (and `npm start`, the e2e servers and the bench): the production build
// through Next's custom-server API, behind the shared page cache of ./shared-cache.ts.
//
//   tsx src/http/serve.ts [-p PORT] [-H HOSTNAME]
//
// PORT (or -p) defaults to 3000; NEXT_DIST_DIR picks the build folder (next.config.js reads it);
// SHARED_CACHE_MB bounds the cache (default 64; 0 turns it off).
import { createServer } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
// a leaf module of the embedded API's (no imports): the same log line as the API's and the gateway's
import { errorLine } from '../backend/error-line';
import { checkEnvironment, env, nodeOptions, setDefaultEnvironment } from '../lib/env';
import { expandMediaImageUrl } from '../lib/media-url';
import { API_PREFIX, loadApiRoute } from './api-route';
import { addSecurityHeaders, refuseConnect, refuseUnusualTarget, withContentSecurityPolicy } from './security-headers';
import { anonymousFromEnv, createSharedCache, maxBytesFromEnv } from './shared-cache';
import { notAnErrorPagePath } from './status-pages';

/** The project's folder (Next's `dir`): two up from src/http. */
const dir = join(__dirname, '..', '..');

async function main(): Promise<void> {
  // every variable of src/lib/env.ts with a value its schema refuses: one line each, and no server
  const problems = checkEnvironment();
  if (problems.length > 0) {
    console.error(`✗ The environment has ${problems.length === 1 ? 'a bad value' : 'bad values'} (see the README's configuration table):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  const { values } = parseArgs({
    options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
  });
  // (PORT itself was checked above)
  const port = values.port === undefined ? (env('PORT') ?? 3000) : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`✗ Not a port: ${values.port}`);
    process.exit(1);
  }
  /** Where to listen; unset, every interface (as `next start` does). */
  const listenHost = values.hostname;

  // Next reads NODE_ENV when it loads, so it is set before the import below.
  setDefaultEnvironment({ NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' });
  // tsx, which runs this file, turns Node's source maps on; left on, Node would read the source
  // map of every file of Next's build it loads (0.5 s of CPU more before the server is ready).
  // The server runs as the JavaScript server did, without them (NODE_OPTIONS=--enable-source-maps
  // keeps them).
  if (!process.execArgv.includes('--enable-source-maps') && !nodeOptions().includes('--enable-source-maps')) process.setSourceMapsEnabled(false);
  const { default: next } = await import('next');

  const server = createServer();
  const app = next({ dev: false, dir, hostname: listenHost ?? 'localhost', port, webpack: true, httpServer: server });
  await app.prepare();
  const handle = app.getRequestHandler();
  // pages carry a Content-Security-Policy of their own inline scripts, stored with them in the cache
  const cache = createSharedCache({ handler: withContentSecurityPolicy(handle), maxBytes: maxBytesFromEnv(), anonymous: anonymousFromEnv() });
  // /api/v1 straight to the gateway's compiled handler (./api-route.ts), the rest through the cache to Next
  const api = await loadApiRoute(dir, env('NEXT_DIST_DIR') ?? '.next');

  refuseConnect(server);
  server.on('request', (req, res) => {
    addSecurityHeaders(req, res);
    if (refuseUnusualTarget(req, res)) return;
    // /500 requested by its path is an unknown page (404), not an error
    req.url = notAnErrorPagePath(req.url ?? '/');
    // a picture's short address (src/lib/media-url.ts) is Next's optimizer's, at the same width
    req.url = expandMediaImageUrl(req.url) ?? req.url;
    const answering = api && req.url?.startsWith(API_PREFIX) ? api(req, res) : cache(req, res);
    answering.catch((error: unknown) => {
      console.error(`[serve] ${req.method} ${req.url?.slice(0, 200)}: ${errorLine(error)}`);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Internal Server Error\n');
      } else res.destroy();
    });
  });

  server.listen(port, listenHost, () => {
    const size = cache.enabled ? `shared cache ${Math.round(cache.store.maxBytes / (1024 * 1024))} MB` : 'shared cache off';
    console.log(`▲ Souk ready on http://${listenHost ?? 'localhost'}:${port} (${size})`);
  });

  let closing = false;
  /** Stops taking connections, lets requests under way finish (3 s at most), then closes Next. */
  function shutdown(signal: NodeJS.Signals): void {
    if (closing) return;
    closing = true;
    console.log(`› ${signal}: closing`);
    const force = setTimeout(() => server.closeAllConnections(), 3000);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      app
        .close()
        .catch((error: unknown) => console.error('[serve] closing Next:', error))
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 8000).unref();
  }
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error('[serve] could not start:', error);
  process.exit(1);
});
