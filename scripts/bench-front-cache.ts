/**
 * The measure behind docs/deploy.md's "One page cache, not two": a cookieless product page
 * through nginx and two processes, with the front cache (nginx keeps it, the processes do not)
 * and without it (each process keeps it), 20 connections for 10 s each, in one run; then both
 * processes restarted and the page asked for once more (the front cache survives a restart, a
 * process's cache does not).
 *
 *   npx tsx scripts/bench-front-cache.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Cluster, freePorts } from './lib/cluster';
import { startPostgres } from './lib/postgres.mjs';
import { guarded, SetupError, tsx } from './lib/prepare.mjs';

void guarded(async () => {
  const db = await startPostgres();
  try {
    if (tsx('scripts/db.ts', ['seed'], { env: { ...process.env, DATABASE_URL: db.url, NODE_ENV: 'production' as const } }) !== 0) throw new SetupError('seeding failed');
    console.log('| cache of cookieless pages | req/s | p50 | p97.5 | non-2xx | first answer after both processes restart |');
    console.log('|---|---:|---:|---:|---:|---|');
    for (const front of [true, false]) {
      const [port, a, b] = await freePorts(3);
      if (!port || !a || !b) throw new SetupError('no free ports');
      const dir = mkdtempSync(join(tmpdir(), 'souk-front-'));
      const cluster = new Cluster({ dir, port, upstreams: [a, b], databaseUrl: db.url, frontCache: front });
      try {
        await cluster.start();
        const base = `http://127.0.0.1:${port}`;
        const popular = (await (await fetch(`${base}/api/v1/items/popular?limit=1&offset=1&type=all`, { headers: { zoneId: '[1]', moduleId: '1' } })).json()) as { products: { slug: string }[] };
        const path = `/product/${popular.products[0]?.slug}`;
        for (let i = 0; i < 3; i += 1) await (await fetch(`${base}${path}`)).arrayBuffer();
        const r = await autocannon({ url: `${base}${path}`, connections: 20, duration: 10, headers: { 'accept-encoding': 'gzip' } });
        for (const p of [a, b]) {
          await cluster.kill(p, 'SIGTERM');
          await cluster.startProcess(p);
        }
        const t0 = performance.now();
        const again = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
        await again.arrayBuffer();
        const label = again.headers.get('x-souk-front-cache') ?? again.headers.get('x-souk-cache') ?? 'none';
        console.log(`| ${front ? 'nginx (front cache)' : 'each process'} | ${Math.round(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p97_5} ms | ${r.non2xx} | ${Math.round(performance.now() - t0)} ms (${label}) |`);
      } finally {
        await cluster.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    db.stop();
  }
});
