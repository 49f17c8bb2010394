import { log } from '../../observe/log';
import { connectTimeoutMs } from './availability';

/**
 * LISTEN on PostgreSQL: one client of its own (a pooled connection may not keep a LISTEN),
 * connected on the first listen and connected again (re-listening every channel) when it drops.
 */
export function pgListener(url: string): {
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<void>;
  close: () => Promise<void>;
  /** idle: nothing listened on yet; connecting (again, after a drop); listening */
  state: () => 'idle' | 'connecting' | 'listening';
} {
  const channels = new Map<string, Set<(payload: string) => void>>();
  let client: Promise<import('pg').Client> | null = null;
  let connected = false;
  let closed = false;
  const quoted = (channel: string) => `"${channel.replace(/"/g, '""')}"`;
  const connect = (): Promise<import('pg').Client> => {
    client ??= (async () => {
      const { Client } = await import('pg');
      // a connect that hangs (the server unreachable) fails in time and is tried again, as a refused one is
      const c = new Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs(), keepAlive: true });
      c.on('notification', (n) => {
        for (const hear of channels.get(n.channel) ?? []) hear(n.payload ?? '');
      });
      c.on('error', (err) => {
        log().error({ err }, 'database: the live events listener lost its connection');
        client = null;
        connected = false;
        c.end().catch(() => undefined);
        // connect again after a moment, listening on every channel again
        if (!closed) setTimeout(() => void relisten(), 1000).unref();
      });
      await c.connect();
      for (const channel of channels.keys()) await c.query(`LISTEN ${quoted(channel)}`);
      connected = true;
      return c;
    })().catch((err: unknown) => {
      client = null;
      throw err;
    });
    return client;
  };
  const relisten = async () => {
    if (closed || channels.size === 0) return;
    await connect().catch(() => setTimeout(() => void relisten(), 2000).unref());
  };
  return {
    async listen(channel, onPayload) {
      const set = channels.get(channel);
      if (set) set.add(onPayload);
      else channels.set(channel, new Set([onPayload]));
      // no connection (none yet, or the last try failed: the database was away): a fresh one
      const fresh = client === null;
      const c = await connect();
      // a fresh connection listened on every channel already
      if (!fresh && !set) await c.query(`LISTEN ${quoted(channel)}`);
    },
    state: () => (channels.size === 0 ? 'idle' : connected && client !== null ? 'listening' : 'connecting'),
    async close() {
      closed = true;
      connected = false;
      const c = client;
      client = null;
      if (c) await (await c.catch(() => null))?.end().catch(() => undefined);
    },
  };
}
