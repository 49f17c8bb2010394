// `npm run serve` (and `npm start`, the e2e servers and the bench): the production build
// through Next's custom-server API, behind the shared page cache of ./shared-cache.ts.
//
//   tsx src/http/serve.ts [-p PORT] [-H HOSTNAME]
//
// PORT (or -p) defaults to 3000; NEXT_DIST_DIR picks the build folder (next.config.js reads it);
// SHARED_CACHE_MB bounds the cache (default 64; 0 turns it off). Every request leaves one JSON log
// line (./request-log.ts), /metrics answers Prometheus (./metrics-route.ts), and with
// OTEL_EXPORTER_OTLP_ENDPOINT set requests are traced (./tracing.ts, loaded only then).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkEnvironment, env, nodeOptions, setDefaultEnvironment } from '../lib/env';
import { flushLog, log } from '../observe/log';
import { readiness, setPhase } from '../observe/probes';
import { API_PREFIX, loadApiRoute } from './api-route';
import { logConsole } from './console-log';
import { answerMetrics, METRICS_PATH } from './metrics-route';
import { answerWith, observeRequests, timedRenders } from './request-log';
import { loadRoutePatterns } from './route-patterns';
import { addSecurityHeaders, refuseConnect, refuseUnusualTarget } from './security-headers';
import { anonymousFromEnv, createSharedCache, maxBytesFromEnv } from './shared-cache';
import { notAnErrorPagePath } from './status-pages';

/** The project's folder (Next's `dir`): two up from src/http. */
const dir = join(__dirname, '..', '..');

async function main(): Promise<void> {
  // /api/health?ready=1 answers 503 until the server listens and its API has started
  setPhase('starting');
  // every variable of src/lib/env.ts with a value its schema refuses: one line each, and no server
  const problems = checkEnvironment();
  if (problems.length > 0) {
    log().fatal({ problems }, `The environment has ${problems.length === 1 ? 'a bad value' : 'bad values'} (see the README's configuration table): ${problems.join('; ')}`);
    flushLog();
    process.exit(1);
  }
  const { values } = parseArgs({
    options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
  });
  // (PORT itself was checked above)
  const port = values.port === undefined ? (env('PORT') ?? 3000) : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    log().fatal(`Not a port: ${values.port}`);
    flushLog();
    process.exit(1);
  }
  /** Where to listen; unset, every interface (as `next start` does). */
  const listenHost = values.hostname;
  // what Next and the libraries write with console.* becomes JSON lines too
  logConsole();
  // the tracer before Next loads, so Next's own spans join the requests'
  // (required, not imported: the module is TypeScript that tsx's require hook compiles, and nothing loads it otherwise)
  const tracing = env('OTEL_EXPORTER_OTLP_ENDPOINT') ? (createRequire(__filename)('./tracing') as typeof import('./tracing')).startTracing() : null;

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
  const distDir = env('NEXT_DIST_DIR') ?? '.next';
  // the route patterns of the build's pages, for the log and the metrics
  const routes = loadRoutePatterns(dir, distDir);
  // Next's time on each page it renders is measured (souk_page_render_duration_seconds); its answers
  // carry their security headers and the pages' policy themselves (next.config.js), kept with them in the cache
  const cache = createSharedCache({ handler: timedRenders(routes, handle), maxBytes: maxBytesFromEnv(), anonymous: anonymousFromEnv() });
  // /api/v1 straight to the gateway's compiled handler (./api-route.ts), the rest through the cache to Next
  const api = await loadApiRoute(dir, distDir);

  refuseConnect(server);
  server.on(
    'request',
    observeRequests(routes, (req, res) => {
      addSecurityHeaders(req, res);
      if (refuseUnusualTarget(req, res)) return;
      // while draining, each answer asks its client (nginx, a browser) to reconnect elsewhere
      if (readiness().phase === 'draining') answerWith(res, 'connection', 'close');
      const path = req.url?.split('?')[0];
      // /500 requested by its path is an unknown page (404), not an error
      req.url = notAnErrorPagePath(req.url ?? '/');
      const answering = path === METRICS_PATH ? answerMetrics(req, res) : api && req.url?.startsWith(API_PREFIX) ? api(req, res) : cache(req, res);
      answering.catch((error: unknown) => {
        log().error({ request_id: req.headers['x-request-id'], method: req.method, err: error }, 'the request failed');
        if (!res.headersSent) {
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end('Internal Server Error\n');
        } else res.destroy();
      });
    }),
  );

  server.listen(port, listenHost, () => {
    setPhase('serving');
    const size = cache.enabled ? `shared cache ${Math.round(cache.store.maxBytes / (1024 * 1024))} MB` : 'shared cache off';
    log().info({ url: `http://${listenHost ?? 'localhost'}:${port}`, tracing: tracing !== null }, `▲ Souk ready on http://${listenHost ?? 'localhost'}:${port} (${size})`);
  });

  let closing = false;
  /** After SHUTDOWN_GRACE_MS of draining, stops taking connections, lets requests under way finish (3 s at most), then closes Next. */
  function shutdown(signal: NodeJS.Signals): void {
    if (closing) return;
    closing = true;
    // /api/health?ready=1 answers 503 from now on: a balancer that asks it takes the process out
    setPhase('draining');
    const graceMs = env('SHUTDOWN_GRACE_MS') ?? 0;
    log().info({ signal, grace_ms: graceMs }, `${signal}: draining, then closing`);
    const exit = (code: number) => {
      void (tracing?.stop() ?? Promise.resolve())
        .catch(() => undefined)
        .finally(() => {
          flushLog();
          process.exit(code);
        });
    };
    setTimeout(() => {
      const force = setTimeout(() => server.closeAllConnections(), 3000);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        app
          .close()
          .catch((error: unknown) => log().error({ err: error }, 'closing Next failed'))
          .finally(() => exit(0));
      });
      server.closeIdleConnections();
      setTimeout(() => exit(1), 8000).unref();
    }, graceMs);
  }
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  log().fatal({ err: error }, 'the server could not start');
  flushLog();
  process.exit(1);
});
