/**
 * `npm run test:scale` (also the last step of `npm run test:slow`, alone): the production shape under load, with a
 * process killed and the database taken away in the middle, and nothing lost.
 *
 * PostgreSQL, two storefront processes and nginx on free ports; 60 s of mixed shoppers through
 * nginx (scripts/lib/scale-load.ts); at a third of the run one process gets SIGKILL, at two
 * thirds it starts again, at four fifths PostgreSQL stops for 4 s. Then, from the database:
 * every acknowledged order exists once with the answered totals, no stock is below zero, no
 * acknowledged cart add is lost or doubled, every order went through each step of its lifecycle
 * once (one event per step, none left behind), every event reached the customer's live stream;
 * from the answers: failures only for requests in flight on the killed process, 503 with
 * Retry-After (never a 500) while the database was away, and the process that came back served
 * again. Prints the figures, writes test-reports/scale.json and exits 1 on any loss.
 *
 *   tsx scripts/test-scale.ts [--seconds 60] [--no-db-outage]
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Cluster, freePorts, probe } from './lib/cluster';
import { startPostgres } from './lib/postgres.mjs';
import { guarded, root, SetupError, tsx } from './lib/prepare.mjs';
import { checkDatabase, eventIds, judgeAnswers, waitForDelivery, type Timeline } from './lib/scale-checks';
import { browse, Client, customerOrders, eventStream, guestCarts, loadFixtures, signUp, sleep, type CartLedger, type OrderLedger } from './lib/scale-load';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '60' }, 'no-db-outage': { type: 'boolean', default: false } } });
const seconds = Number(values.seconds);
const PACE_MS = 1000;

void guarded(async () => {
  if (!Number.isFinite(seconds) || seconds < 15) throw new SetupError('--seconds must be 15 or more');
  const dir = mkdtempSync(join(tmpdir(), 'souk-scale-'));
  const db = await startPostgres();
  let cluster: Cluster | null = null;
  try {
    const env = { ...process.env, DATABASE_URL: db.url, NODE_ENV: 'production' as const };
    if (tsx('scripts/db.ts', ['seed'], { env }) !== 0) throw new SetupError('The database could not be seeded.');
    const [port, a, b] = await freePorts(3);
    if (!port || !a || !b) throw new SetupError('no free ports');
    // the scenario below reaches the cluster through this name (`cluster` is for the cleanup)
    const running = new Cluster({ dir, port, upstreams: [a, b], databaseUrl: db.url, exposeUpstream: true, env: { SOUK_ORDER_PACE_MS: String(PACE_MS), DATABASE_POOL_MAX: '8' } });
    cluster = running;
    await running.start();
    running.supervise();
    const client = new Client(`http://127.0.0.1:${port}`);
    const fx = await loadFixtures(client);
    const customers = [];
    for (let n = 0; n < 3; n += 1) customers.push(await signUp(client, n));

    const runMs = seconds * 1000;
    const start = client.now();
    const timeline: Timeline = { start, end: start + runMs, victim: b, killedAt: null, restartedAt: null, dbDownAt: null, dbUpAt: null, health: [] };
    // the shoppers go on until the scenario is through (the restart and the outage under load),
    // then to its end: a slow machine's restart (21-28 s on a busy 2-core one) moves the outage and
    // the end later instead of leaving them after the load
    let scenarioOver = false;
    const until = () => (scenarioOver ? timeline.end : Number.POSITIVE_INFINITY);
    const lasts = (t: number) => {
      timeline.end = Math.max(timeline.end, t);
      scenarioOver = true;
    };
    const at = (share: number) => start + Math.round(runMs * share);
    const reach = async (t: number) => {
      while (client.now() < t) await sleep(50);
    };
    const scenario = async () => {
      await reach(at(1 / 3));
      // the moment the signal goes, not the moment the process is seen gone: a request it cut
      // short just before that is the kill's
      timeline.killedAt = client.now();
      await running.kill(b, 'SIGKILL');
      console.log(`  ${(timeline.killedAt / 1000).toFixed(1)} s: process ${b} killed (SIGKILL)`);
      await reach(at(2 / 3));
      const restarting = client.now();
      await running.startProcess(b);
      timeline.restartedAt = client.now();
      console.log(`  ${(timeline.restartedAt / 1000).toFixed(1)} s: process ${b} restarted and answering (start took ${((timeline.restartedAt - restarting) / 1000).toFixed(1)} s)`);
      if (values['no-db-outage']) {
        lasts(timeline.restartedAt + runMs / 6);
        return;
      }
      await reach(Math.max(at(0.8), timeline.restartedAt + runMs / 30));
      timeline.dbDownAt = client.now();
      await db.pause();
      console.log(`  ${(client.now() / 1000).toFixed(1)} s: PostgreSQL stopped`);
      const probing = setInterval(() => {
        for (const p of [a, b]) void probe(p, '/api/health', 3000).then((status) => timeline.health.push({ at: client.now(), port: p, status }));
      }, 300);
      await sleep(4000);
      clearInterval(probing);
      await db.resume();
      timeline.dbUpAt = client.now();
      lasts(timeline.dbUpAt + runMs / 8);
      console.log(`  ${(timeline.dbUpAt / 1000).toFixed(1)} s: PostgreSQL back`);
      for (let i = 0; i < 20; i += 1) {
        await sleep(500);
        for (const p of [a, b]) timeline.health.push({ at: client.now(), port: p, status: await probe(p, '/api/health', 3000) });
      }
    };
    const events = scenario().finally(() => {
      scenarioOver = true;
    });

    const carts: CartLedger = new Map();
    const orders: OrderLedger = { answered: new Map(), unknown: new Set() };
    let streaming = true;
    const live = customers.map(() => new Set<number>());
    const streams = customers.map((c, n) => eventStream(client, c, () => streaming, live[n]));
    console.log(`› ${seconds} s of shoppers through nginx on ${port} (processes ${a} and ${b})…`);
    await Promise.all([
      events,
      ...[0, 1, 2].map(() => browse(client, fx, until, false, 100)),
      ...[0, 1, 2].map(() => browse(client, fx, until, true, 100)),
      ...[0, 1, 2].map((n) => guestCarts(client, fx, until, carts, `guest-${n}`, 150)),
      ...customers.map((c, n) => customerOrders(client, fx, until, c, orders, carts, `customer-${n}`, 1500)),
    ]);

    console.log('› Waiting for every order to be delivered…');
    const drainedInMs = await waitForDelivery(db.url, customers, 90_000);
    // the last steps' events are on their way to the streams: give them up to 10 s
    for (const wait = Date.now() + 10_000; Date.now() < wait; await sleep(250)) {
      const all = await eventIds(db.url, customers);
      if (all.every((list, n) => list.every((id) => live[n]?.has(id)))) break;
    }
    streaming = false;
    const received = await Promise.all(streams);
    const final = await checkDatabase(db.url, { customers, carts, orders, fx, drainedInMs, received });
    const verdict = judgeAnswers(client.samples, timeline, running.log);
    verdict.figures.resentOnClosedKeepAlive = client.resent;
    verdict.lines.push(`sent again on a fresh connection after nginx closed a kept-alive one (a reload): ${client.resent}`);
    client.close();

    const report = { seconds, processes: 2, pace: PACE_MS, ...verdict.figures, database: final.figures };
    mkdirSync(join(root, 'test-reports'), { recursive: true });
    writeFileSync(join(root, 'test-reports', 'scale.json'), `${JSON.stringify(report, null, 2)}\n`);
    for (const line of [...verdict.lines, ...final.lines]) console.log(`  ${line}`);
    const problems = [...verdict.problems, ...final.problems];
    if (problems.length) {
      for (const p of problems) console.error(`  ✗ ${p}`);
      throw new SetupError(`test:scale found ${problems.length} problem(s) (logs in ${dir})`);
    }
    console.log('✓ nothing lost: every acknowledged order, cart line, lifecycle step and event is there once');
    rmSync(dir, { recursive: true, force: true });
  } finally {
    await cluster?.stop();
    db.stop();
  }
});
