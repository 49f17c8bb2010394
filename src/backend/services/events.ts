/**
 * Live events for a customer (spec 01 section 3's push types: message, order_status,
 * referral_code). An event is a row of `customer_events` (its id only grows) and a NOTIFY on the
 * database's `souk_events` channel carrying `<customer id>:<event id>`; every storefront process
 * LISTENs on that channel (PostgreSQL, or PGlite in one process), so whichever process holds the
 * customer's event stream hears it and reads the rows after the last id it sent. A reconnect
 * names its last id (Last-Event-ID) and gets what it missed from the same rows.
 * Inside a transaction the NOTIFY leaves at commit, with the row.
 */
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listenDatabase } from '../db/client';
import { customerEvents } from '../db/schema-chat';
import { registerProbe } from '../../observe/probes';

export const EVENTS_CHANNEL = 'souk_events';
export type EventType = 'message' | 'order_status' | 'referral_code';

/** How long events are kept for a reconnect to catch up (a day). */
const KEEP_MS = 24 * 60 * 60 * 1000;

export interface CustomerEvent {
  id: number;
  type: EventType;
  data: Record<string, unknown>;
}

/** The advisory lock (with the customer id as second key) a customer's events are written under. */
const EVENTS_LOCK = 7_424_002;

/**
 * Records an event for the customer and tells every process (at commit, inside a transaction).
 * A customer's events are written one transaction at a time (an advisory lock held to commit),
 * so their ids follow the order they commit in: without it, an event written in a longer
 * transaction (an order's step) could take a lower id and commit after a stream had sent a
 * higher one, and "the rows after the last id sent" would skip it for good.
 */
export async function publishEvent(db: Db, customerId: number, type: EventType, data: Record<string, unknown>): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${EVENTS_LOCK}, ${customerId})`);
    const [row] = await tx.insert(customerEvents).values({ customerId, type, data }).returning({ id: customerEvents.id });
    if (!row) throw new Error('the event was not recorded');
    await tx.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${`${customerId}:${row.id}`})`);
    // now and then, events older than a reconnect could ask for go (cheap: an index range)
    if (row.id % 200 === 0) await tx.delete(customerEvents).where(lt(customerEvents.createdAt, new Date(Date.now() - KEEP_MS)));
    return row.id;
  });
}

/** The customer's events after an id, oldest first. */
export async function eventsAfter(db: Db, customerId: number, afterId: number, limit = 100): Promise<CustomerEvent[]> {
  const rows = await db
    .select({ id: customerEvents.id, type: customerEvents.type, data: customerEvents.data })
    .from(customerEvents)
    .where(and(eq(customerEvents.customerId, customerId), gt(customerEvents.id, afterId)))
    .orderBy(asc(customerEvents.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, type: r.type as EventType, data: r.data }));
}

/** The newest event id of the customer (0 when none): a fresh stream starts after it. */
export async function lastEventId(db: Db, customerId: number): Promise<number> {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${customerEvents.id}), 0)::int` }).from(customerEvents).where(eq(customerEvents.customerId, customerId));
  return Number(row?.id ?? 0);
}

type Wake = () => void;
interface Hub {
  listening: Promise<void> | null;
  byCustomer: Map<number, Set<Wake>>;
}
const KEY = Symbol.for('souk.backend.events');
type G = typeof globalThis & { [KEY]?: Hub };
const g = globalThis as G;
const hub = (): Hub => (g[KEY] ??= { listening: null, byCustomer: new Map() });

function hear(payload: string): void {
  const customerId = Number(payload.split(':')[0]);
  for (const wake of hub().byCustomer.get(customerId) ?? []) wake();
}

/** Calls `wake` whenever an event for the customer is published (in any process); answers the unsubscribe. */
export async function subscribe(customerId: number, wake: Wake): Promise<() => void> {
  const h = hub();
  h.listening ??= listenDatabase(EVENTS_CHANNEL, hear).catch((err: unknown) => {
    h.listening = null;
    throw err;
  });
  let set = h.byCustomer.get(customerId);
  if (!set) {
    set = new Set();
    h.byCustomer.set(customerId, set);
  }
  set.add(wake);
  await h.listening;
  return () => {
    const s = h.byCustomer.get(customerId);
    s?.delete(wake);
    if (s && s.size === 0) h.byCustomer.delete(customerId);
  };
}

/** How many streams this process holds (for tests, /api/health and /metrics). */
export function subscriberCount(): number {
  let n = 0;
  for (const s of hub().byCustomer.values()) n += s.size;
  return n;
}

registerProbe('streams', subscriberCount);
