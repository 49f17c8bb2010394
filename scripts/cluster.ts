/**
 * `npm run cluster`: the production shape on this machine (docs/deploy.md): nginx on PORT (default
 * 8080) in front of N storefront processes (`--processes N`, default 2) on one PostgreSQL server,
 * Debian's `postgresql` kept under data/cluster/pg, or the one `--database-url` (or DATABASE_URL)
 * names. A process that exits is started again; Ctrl-C stops everything.
 *
 *   npm run cluster [-- --processes 3] [--port 8080] [--database-url postgres://…] [--print]
 *
 * `--print` prints the commands and nginx's configuration instead of starting anything.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Cluster, freePorts, nginxConfig, processCommand, type ClusterPlan } from './lib/cluster';
import { startPostgres } from './lib/postgres.mjs';
import { ensureBuilt, ensureInstalled, generateMedia, guarded, root, SetupError, tsx } from './lib/prepare.mjs';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    'database-url': { type: 'string' },
    print: { type: 'boolean', default: false },
  },
});

void guarded(async () => {
  const processes = Number(values.processes);
  const port = Number(values.port);
  if (!Number.isInteger(processes) || processes < 1 || processes > 32) throw new SetupError(`--processes must be a whole number from 1 to 32, not ${values.processes}`);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new SetupError(`--port must be a port number, not ${values.port}`);
  const dir = join(root, 'data', 'cluster');
  const given = values['database-url'] ?? process.env.DATABASE_URL;
  const upstreams = Array.from({ length: processes }, (_, i) => port + 1 + i);

  if (values.print) {
    const plan: ClusterPlan = { dir, port, upstreams, databaseUrl: given ?? 'postgres://souk@127.0.0.1:5432/postgres' };
    console.log(`# ${processes} storefront processes (after \`npm run build\` and \`DATABASE_URL=${plan.databaseUrl} npx tsx scripts/db.ts seed\`):`);
    for (const p of upstreams) {
      const { args, env } = processCommand(plan, p);
      const vars = ['NODE_ENV', 'DATABASE_URL', 'TRUST_PROXY', 'SHARED_CACHE_ANONYMOUS'].map((k) => `${k}=${env[k]}`).join(' ');
      console.log(`${vars} node ${args.map((a) => a.replace(`${root}/`, '')).join(' ')}`);
    }
    console.log(`\n# nginx -c ${dir}/nginx.conf -p ${dir}\n`);
    console.log(nginxConfig(plan));
    return;
  }

  ensureInstalled();
  generateMedia();
  ensureBuilt();
  const taken = await freePorts(1);
  let stopDb = () => {};
  let databaseUrl = given;
  if (!databaseUrl) {
    console.log('› Starting PostgreSQL (data kept in data/cluster/pg)…');
    const server = await startPostgres({ dir: join(dir, 'pg'), port: Number(process.env.SOUK_PG_PORT) || taken[0] });
    databaseUrl = server.url;
    stopDb = server.stop;
  }
  const env = { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'production' as const };
  console.log('› Preparing the database (migrations, seed when empty)…');
  if (tsx('scripts/db.ts', ['seed'], { env }) !== 0) throw new SetupError('The database could not be prepared.');

  const cluster = new Cluster({ dir, port, upstreams, databaseUrl });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\n› Stopping nginx, the processes and PostgreSQL…');
    await cluster.stop();
    stopDb();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  console.log(`› Starting ${processes} storefront processes on ports ${upstreams.join(', ')} and nginx on ${port}…`);
  await cluster.start();
  cluster.supervise({ restart: true });
  console.log(`▲ Souk (${processes} processes behind nginx, PostgreSQL at ${databaseUrl.replace(/:[^:@/]+@/, ':***@')}) on http://localhost:${port}`);
  console.log(`  logs and nginx.conf: ${dir}`);
  let seen = 0;
  setInterval(() => {
    for (const entry of cluster.log.slice(seen)) if (!/ready$/.test(entry.what)) console.log(`  ${new Date(entry.at).toISOString().slice(11, 19)} ${entry.what}`);
    seen = cluster.log.length;
  }, 1000);
});
