/**
 * "The database is unreachable", told apart from every other failure. A call that fails this way
 * answers 503 with Retry-After (the router), the health check answers 503 (pages/api/health.ts),
 * and nothing it tried to write was acknowledged: a statement that never reached the server, or
 * whose connection died before COMMIT answered, is rolled back by PostgreSQL.
 */
import { log } from '../../observe/log';

import { env, type EnvSource } from '../../lib/env';

/** Seconds a caller is asked to wait before trying again (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** What a new connection may take before the database counts as unreachable (DATABASE_CONNECT_TIMEOUT_MS). */
export function connectTimeoutMs(source?: EnvSource): number {
  return env('DATABASE_CONNECT_TIMEOUT_MS', source) ?? 2000;
}

/**
 * What a call may wait for a connection of a full pool (DATABASE_POOL_WAIT_MS): a busy process
 * lends all its connections out and the next call queues for one; that is load, not an outage,
 * so it waits longer than a new connection may take before counting as unreachable.
 */
export function poolWaitMs(source?: EnvSource): number {
  // never shorter than a new connection may take (the pool times both with one limit)
  return Math.max(env('DATABASE_POOL_WAIT_MS', source) ?? 10_000, connectTimeoutMs(source));
}

/** Socket errors of a server that is not there, or went away. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'EHOSTDOWN', 'ENETUNREACH', 'ENETDOWN', 'EAI_AGAIN', 'ENOTFOUND']);

/**
 * SQLSTATEs of a server that cannot serve: class 08 (connection exception), 57P01 admin
 * shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up or shutting down),
 * 53300 too many connections.
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/** Messages of node-postgres (pg, pg-pool) for a connection that died, timed out or never came. */
const DRIVER_MESSAGES = [
  /^Connection terminated/i,
  // a full pool's wait past DATABASE_POOL_WAIT_MS: load, answered the same way (503, Retry-After)
  /^timeout exceeded when trying to connect/i,
  /^Client has encountered a connection error and is not queryable/i,
  /^Connection ended unexpectedly/i,
];

/**
 * Whether an error (or anything in its `cause` chain, or an AggregateError's errors, as
 * Drizzle and Node's happy-eyeballs connect wrap them) says the database could not be reached.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableReason(error) !== null;
}

/**
 * The error that says the database could not be reached (its message: `connect ECONNREFUSED …`,
 * not the failed query's SQL that wraps it), or null when the error is another kind.
 */
export function unavailableReason(error: unknown, depth = 0): string | null {
  if (!error || typeof error !== 'object' || depth > 5) return null;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const message = typeof e.message === 'string' ? e.message : '';
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || isUnavailableSqlState(e.code))) return message || e.code;
  if (DRIVER_MESSAGES.some((re) => re.test(message))) return message;
  for (const inner of Array.isArray(e.errors) ? (e.errors as unknown[]) : []) {
    const reason = unavailableReason(inner, depth + 1);
    if (reason !== null) return reason;
  }
  return unavailableReason(e.cause, depth + 1);
}

/** The answer's message, in the caller's language (x-localization). */
export function unavailableMessage(lang: string | undefined): string {
  return (lang ?? '').toLowerCase().startsWith('ar') ? 'الخدمة غير متاحة لحظيًا؛ حاول مرة أخرى بعد بضع ثوانٍ.' : 'The service is briefly unavailable; try again in a few seconds.';
}

/**
 * One log line a second at most while the database is unreachable (every call during an outage
 * would otherwise write its own), with how many calls were answered 503 since the last line.
 */
export function createOutageLog(write: (line: string) => void = (line) => log().error({ database: 'unreachable' }, line), now: () => number = Date.now): (what: string) => void {
  let last = -Infinity;
  let quiet = 0;
  return (what) => {
    const at = now();
    if (at - last < 1000) {
      quiet += 1;
      return;
    }
    write(`database unreachable: ${what.split('\n')[0]?.slice(0, 200) ?? ''}${quiet > 0 ? ` (${quiet} more calls answered 503 since the last line)` : ''}`);
    last = at;
    quiet = 0;
  };
}

/** The probe's connection as pg_stat_activity names it. */
export const PROBE_NAME = 'souk-health';

/**
 * Whether PostgreSQL answers, on a connection of its own (a pool busy with shoppers' calls is
 * not a database that is down): connected on the first check, dropped on any failure and
 * connected again by the next check.
 */
export function pgProbe(url: string): { ping: (timeoutMs: number) => Promise<void>; close: () => Promise<void> } {
  let client: Promise<import('pg').Client> | null = null;
  const drop = (c: Promise<import('pg').Client> | null) => {
    if (client === c) client = null;
    void c?.then((open) => open.end()).catch(() => undefined);
  };
  const connect = (timeoutMs: number): Promise<import('pg').Client> => {
    client ??= (async () => {
      const { Client } = await import('pg');
      const c = new Client({ connectionString: url, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs, keepAlive: true, application_name: PROBE_NAME });
      // a dropped connection is noticed by the next check; unheard, its 'error' would end the process
      c.on('error', () => undefined);
      await c.connect();
      return c;
    })();
    return client;
  };
  /** The check under way: checks asked meanwhile share it (one query at a time on the connection). */
  let checking: Promise<void> | null = null;
  const check = async (timeoutMs: number, again = true): Promise<void> => {
    const reused = client !== null;
    const pending = connect(timeoutMs);
    try {
      await (await pending).query('SELECT 1');
    } catch (error) {
      drop(pending);
      // a kept connection may have died on its own (an idle time-out on the way): one fresh try
      if (reused && again) return check(timeoutMs, false);
      throw error;
    }
  };
  return {
    ping(timeoutMs) {
      checking ??= check(timeoutMs).finally(() => {
        checking = null;
      });
      return checking;
    },
    async close() {
      const c = client;
      client = null;
      await c?.then((open) => open.end()).catch(() => undefined);
    },
  };
}

/**
 * Runs `start` (the database opened, the order worker started); when it fails because the
 * database cannot be reached, the process goes on serving (503s, health 503) and `start` is
 * tried again every `everyMs` until it succeeds. Any other failure is thrown as before.
 */
export async function startWhenReachable(start: () => Promise<void>, everyMs = 5000, say: (line: string) => void = (line) => log().warn(line)): Promise<void> {
  try {
    await start();
  } catch (error) {
    const reason = unavailableReason(error);
    if (reason === null) throw error;
    say(`database unreachable at start (${reason.split('\n')[0]?.slice(0, 200) ?? ''}): answering 503 until it answers, trying again every ${everyMs / 1000} s`);
    const again = () => {
      setTimeout(() => {
        start().then(
          () => say('database reachable again: started'),
          (err: unknown) => (isDatabaseUnavailable(err) ? again() : say(`database start failed: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`)),
        );
      }, everyMs).unref();
    };
    again();
  }
}
