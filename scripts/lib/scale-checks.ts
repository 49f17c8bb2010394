/**
 * What `npm run test:scale` checks after its run: the database against the shoppers' ledgers
 * (checkDatabase) and the answers against the run's timeline (judgeAnswers). Each returns its
 * figures, printable lines and the problems found (any problem fails the run).
 */
import pg from 'pg';
import { latency } from './bench-stats';
import type { CartLedger, Customer, Fixtures, OrderLedger, Sample } from './scale-load';

export interface Timeline {
  start: number;
  end: number;
  victim: number;
  killedAt: number | null;
  restartedAt: number | null;
  dbDownAt: number | null;
  dbUpAt: number | null;
  health: { at: number; port: number; status: number }[];
}

interface Verdict {
  figures: Record<string, unknown>;
  lines: string[];
  problems: string[];
}

/** The statuses an order goes through, each told to its customer once. */
const STEPS = ['confirmed', 'processing', 'handover', 'picked_up', 'delivered'];
/** After the kill, requests already sent to the killed process may fail for this long. */
const KILL_GRACE_MS = 3000;
/** After the database returns, the pool reconnects within this long. */
const DB_GRACE_MS = 3000;

interface OrderRow {
  id: number;
  customer_id: number;
  idempotency_key: string | null;
  order_amount: number;
  item_total: number;
  order_status: string;
  confirmed: Date | null;
  processing: Date | null;
  handover: Date | null;
  picked_up: Date | null;
  delivered: Date | null;
}

/** Waits (at most `withinMs`) until every order of the customers is delivered; answers how long that took. */
export async function waitForDelivery(url: string, customers: Customer[], withinMs: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    const undelivered = async () =>
      Number((await client.query<{ n: string }>("SELECT count(*) AS n FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.email = ANY($1) AND o.order_status <> 'delivered'", [customers.map((c) => c.email)])).rows[0]?.n ?? 0);
    while (Date.now() - started < withinMs && (await undelivered()) > 0) await new Promise((r) => setTimeout(r, 1000));
    return Date.now() - started;
  } finally {
    await client.end();
  }
}

export async function checkDatabase(
  url: string,
  input: { customers: Customer[]; carts: CartLedger; orders: OrderLedger; fx: Fixtures; drainedInMs: number; received: Set<number>[] },
): Promise<Verdict> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const emails = input.customers.map((c) => c.email);
    const ids = (await client.query<{ id: number; email: string }>('SELECT id, email FROM customers WHERE email = ANY($1)', [emails])).rows;
    const customerIds = ids.map((r) => r.id);
    const answeredIds = new Set([...input.orders.answered.values()].flatMap((e) => [...e.orderIds]));
    const rows = (await client.query<OrderRow>('SELECT id, customer_id, idempotency_key, order_amount, item_total, order_status, confirmed, processing, handover, picked_up, delivered FROM orders WHERE customer_id = ANY($1)', [customerIds])).rows;
    const drainedInMs = input.drainedInMs;
    const problems: string[] = [];
    const byId = new Map(rows.map((r) => [r.id, r]));

    // orders: each acknowledged one exists once, with the totals it was answered with
    let lost = 0;
    let duplicated = 0;
    let wrongTotals = 0;
    let strays = 0;
    const expectedItemTotal = input.fx.order.price * input.fx.order.quantity;
    for (const [key, entry] of input.orders.answered) {
      if (entry.orderIds.size > 1) duplicated += entry.orderIds.size - 1;
      for (const id of entry.orderIds) {
        const row = byId.get(id);
        if (!row || row.idempotency_key !== key) lost += 1;
        else if ((entry.total !== null && Math.abs(row.order_amount - entry.total) > 0.005) || Math.abs(row.item_total - expectedItemTotal) > 0.005) wrongTotals += 1;
      }
    }
    for (const row of rows) if (!answeredIds.has(row.id) && !(row.idempotency_key && input.orders.unknown.has(row.idempotency_key))) strays += 1;
    if (lost) problems.push(`${lost} acknowledged order(s) missing from the database`);
    if (duplicated) problems.push(`${duplicated} order(s) answered twice for one idempotency key`);
    if (wrongTotals) problems.push(`${wrongTotals} order(s) whose stored totals differ from the answer`);
    if (strays) problems.push(`${strays} order(s) in the database that no shopper was told of (and whose call did not fail)`);

    // stock
    const negative = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM items WHERE stock < 0')).rows[0]?.n ?? 0);
    if (negative) problems.push(`${negative} item(s) with stock below zero`);

    // carts: each line holds every acknowledged add, and at most the adds whose outcome is unknown besides
    const ownerOf = (key: string) => (key.startsWith('e:') ? `c:${ids.find((r) => r.email === key.slice(2))?.id}` : key);
    const owners = [...input.carts.keys()].map(ownerOf);
    const lines = (await client.query<{ owner: string; item_id: number; quantity: number }>('SELECT owner, item_id, quantity FROM cart_items WHERE owner = ANY($1)', [owners])).rows;
    let cartLost = 0;
    let cartDoubled = 0;
    let acknowledgedAdds = 0;
    const quantities = new Map<string, number>();
    for (const line of lines) {
      const key = `${line.owner}:${line.item_id}`;
      if (quantities.has(key)) cartDoubled += 1;
      quantities.set(key, (quantities.get(key) ?? 0) + line.quantity);
    }
    for (const [key, items] of input.carts) {
      const owner = ownerOf(key);
      for (const [item, { acked, unknown }] of items) {
        acknowledgedAdds += acked;
        const quantity = quantities.get(`${owner}:${item}`) ?? 0;
        if (quantity < acked) cartLost += acked - quantity;
        if (quantity > acked + unknown) cartDoubled += quantity - acked - unknown;
      }
    }
    if (cartLost) problems.push(`${cartLost} acknowledged cart add(s) lost`);
    if (cartDoubled) problems.push(`${cartDoubled} cart add(s) counted twice`);

    // the lifecycle: delivered, each step once, told once
    const undelivered = [...answeredIds].filter((id) => byId.get(id)?.order_status !== 'delivered').length;
    if (undelivered) problems.push(`${undelivered} acknowledged order(s) not delivered ${Math.round(drainedInMs / 1000)} s after the load (a step left behind)`);
    const told = (
      await client.query<{ order_id: string; status: string; n: string }>(
        "SELECT data->>'order_id' AS order_id, data->>'status' AS status, count(*) AS n FROM customer_events WHERE type = 'order_status' AND customer_id = ANY($1) GROUP BY 1, 2",
        [customerIds],
      )
    ).rows;
    const tells = new Map(told.map((t) => [`${t.order_id}:${t.status}`, Number(t.n)]));
    let stepsTwice = 0;
    let stepsMissing = 0;
    let steps = 0;
    for (const id of answeredIds) {
      const row = byId.get(id);
      if (row?.order_status !== 'delivered') continue;
      const times = [row.confirmed, row.processing, row.handover, row.picked_up, row.delivered];
      if (times.some((t, i) => !t || (i > 0 && times[i - 1] !== null && t < (times[i - 1] as Date)))) stepsMissing += 1;
      for (const status of STEPS) {
        const n = tells.get(`${id}:${status}`) ?? 0;
        steps += n;
        if (n > 1) stepsTwice += n - 1;
        if (n === 0) stepsMissing += 1;
      }
    }
    if (stepsTwice) problems.push(`${stepsTwice} lifecycle step(s) run (and told) twice`);
    if (stepsMissing) problems.push(`${stepsMissing} lifecycle step(s) missing or out of order`);

    // live events: every event of the customers reached their open stream
    let eventsMissed = 0;
    for (const [n, customer] of input.customers.entries()) {
      const id = ids.find((r) => r.email === customer.email)?.id;
      const all = (await client.query<{ id: string }>('SELECT id FROM customer_events WHERE customer_id = $1', [id])).rows.map((r) => Number(r.id));
      eventsMissed += all.filter((e) => !input.received[n]?.has(e)).length;
    }
    if (eventsMissed) problems.push(`${eventsMissed} event(s) never reached the customer's live stream`);
    const figures = { drainedInMs, orders: answeredIds.size, ordersUnknown: input.orders.unknown.size, lost, duplicated, wrongTotals, strays, negativeStock: negative, acknowledgedAdds, cartLost, cartDoubled, undelivered, lifecycleSteps: steps, stepsTwice, stepsMissing, eventsMissed };
    const out = [
      `orders: ${answeredIds.size} acknowledged (${input.orders.unknown.size} keys unanswered), ${lost} lost, ${duplicated} duplicated, ${wrongTotals} with other totals; stock below zero: ${negative}`,
      `carts: ${acknowledgedAdds} acknowledged adds to ${owners.length} carts (guests' and customers'), ${cartLost} lost, ${cartDoubled} doubled`,
      `lifecycle: ${steps} steps told for ${answeredIds.size - undelivered} delivered orders (${undelivered} not delivered), ${stepsTwice} twice, ${stepsMissing} missing; all delivered ${(drainedInMs / 1000).toFixed(1)} s after the load`,
      `live events: ${input.received.reduce((s, r) => s + r.size, 0)} received, ${eventsMissed} missed`,
    ];
    return { figures, lines: out, problems };
  } finally {
    await client.end();
  }
}

const failed = (s: Sample) => s.status === 0 || s.status >= 500;

export function judgeAnswers(samples: Sample[], t: Timeline, log: { at: number; what: string }[]): Verdict {
  const problems: string[] = [];
  const inKill = (s: Sample) => t.killedAt !== null && s.at <= t.killedAt + KILL_GRACE_MS && s.at + s.ms >= t.killedAt - 50;
  const inOutage = (s: Sample) => t.dbDownAt !== null && t.dbUpAt !== null && s.at + s.ms >= t.dbDownAt && s.at <= t.dbUpAt + DB_GRACE_MS;
  const load = samples.filter((s) => s.kind !== 'setup');
  const byStatus: Record<string, number> = {};
  for (const s of load) byStatus[String(s.status)] = (byStatus[String(s.status)] ?? 0) + 1;
  const killFailures = load.filter((s) => failed(s) && inKill(s));
  const outage = load.filter((s) => !inKill(s) && inOutage(s));
  const outageRefusals = outage.filter((s) => s.status === 503 && s.retryAfter);
  const outageFailures = outage.filter((s) => failed(s) && !(s.status === 503 && s.retryAfter));
  const otherFailures = load.filter((s) => failed(s) && !inKill(s) && !inOutage(s));
  if (otherFailures.length) {
    const kinds = [...new Set(otherFailures.map((s) => `${s.kind} ${s.status}${s.error ? ` (${s.error})` : ''} at ${(s.at / 1000).toFixed(1)} s after ${Math.round(s.ms)} ms`))].slice(0, 5);
    problems.push(`${otherFailures.length} request(s) failed outside the kill and the outage (${kinds.join('; ')})`);
  }
  if (outageFailures.length) problems.push(`${outageFailures.length} request(s) failed during the outage with something other than 503 + Retry-After (${[...new Set(outageFailures.map((s) => `${s.kind} ${s.status}${s.error ? ` (${s.error})` : ''} at ${(s.at / 1000).toFixed(1)} s after ${Math.round(s.ms)} ms`))].slice(0, 5).join('; ')})`);
  if (t.dbDownAt !== null && !outageRefusals.some((s) => !s.kind.startsWith('page'))) problems.push('no API call was answered 503 with Retry-After while the database was away');
  const servedAgain = t.restartedAt === null ? 0 : load.filter((s) => s.at > (t.restartedAt ?? 0) && s.upstream?.includes(`:${t.victim}`)).length;
  if (t.restartedAt !== null && servedAgain === 0) problems.push('the restarted process served no request');
  if (t.dbDownAt !== null && t.dbUpAt !== null) {
    for (const port of new Set(t.health.map((h) => h.port))) {
      const during = t.health.filter((h) => h.port === port && h.at > (t.dbDownAt ?? 0) + 1000 && h.at < (t.dbUpAt ?? 0));
      const after = t.health.filter((h) => h.port === port && h.at > (t.dbUpAt ?? 0) + DB_GRACE_MS);
      if (!during.some((h) => h.status === 503)) problems.push(`/api/health of process ${port} never answered 503 while the database was away (${[...new Set(during.map((h) => h.status))].join(', ')})`);
      if (!after.length || after.at(-1)?.status !== 200) problems.push(`/api/health of process ${port} did not answer 200 again after the database returned`);
    }
  }
  const kinds = [...new Set(load.map((s) => s.kind))].sort();
  const statusesOf = (k: string) => Object.entries(load.filter((s) => s.kind === k).reduce<Record<string, number>>((m, s) => ({ ...m, [s.status]: (m[s.status] ?? 0) + 1 }), {})).map(([st, n]) => `${st}: ${n}`).join(', ');
  const perKind = Object.fromEntries(kinds.map((k) => [k, { requests: load.filter((s) => s.kind === k).length, statuses: statusesOf(k), ...latency(load.filter((s) => s.kind === k && !failed(s)).map((s) => s.ms)) }]));
  const all = latency(load.filter((s) => !failed(s)).map((s) => s.ms));
  const seconds = (t.end - t.start) / 1000;
  const figures = {
    requests: load.length,
    rps: Number((load.length / seconds).toFixed(1)),
    byStatus,
    p50Ms: all.p50Ms,
    p95Ms: all.p95Ms,
    failedInFlightOnKill: killFailures.length,
    outageRefusals503: outageRefusals.length,
    outageAnswered: outage.length - outageRefusals.length - outageFailures.length,
    failedOutside: otherFailures.length,
    servedByRestarted: servedAgain,
    perKind,
    supervisor: log.map((l) => l.what),
  };
  const lines = [
    `requests through nginx: ${load.length} in ${seconds} s (${figures.rps}/s), p50 ${all.p50Ms} ms, p95 ${all.p95Ms} ms; by status ${Object.entries(byStatus).map(([k, v]) => `${k}: ${v}`).join(', ')}`,
    ...kinds.map((k) => `  ${k}: ${perKind[k]?.requests} (${perKind[k]?.statuses}; p50 ${perKind[k]?.p50Ms} ms, p95 ${perKind[k]?.p95Ms} ms)`),
    `kill: ${killFailures.length} request(s) in flight on the killed process failed; ${otherFailures.length} failed at other times; the restarted process answered ${servedAgain}`,
    ...(t.dbDownAt !== null ? [`database away ${(((t.dbUpAt ?? 0) - t.dbDownAt) / 1000).toFixed(1)} s: ${outageRefusals.length} answered 503 + Retry-After, ${figures.outageAnswered} answered (stale pages, no database needed), ${outageFailures.length} otherwise`] : []),
    `supervisor: ${log.map((l) => l.what).filter((w) => !/ready$/.test(w)).join('; ') || 'nothing to do'}`,
  ];
  return { figures, lines, problems };
}

/** Every event id of each customer, in the order given. */
export async function eventIds(url: string, customers: Customer[]): Promise<number[][]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: number[][] = [];
    for (const c of customers) {
      const rows = await client.query<{ id: string }>('SELECT e.id FROM customer_events e JOIN customers c ON c.id = e.customer_id WHERE c.email = $1', [c.email]);
      out.push(rows.rows.map((r) => Number(r.id)));
    }
    return out;
  } finally {
    await client.end();
  }
}
