/**
 * The shoppers of `npm run test:scale`, a scripted node:http client through nginx: browsers of
 * pages (without cookies, and with a delivery scope), guests adding to carts (each write under its
 * own Idempotency-Key, sent again with it while its outcome is unknown, as the storefront does), customers signing
 * in, adding to their own carts and placing orders (every fourth a double tap of one idempotency key) while their live event
 * stream stays open. Every answer is recorded with its time and the process that gave it; every
 * acknowledged write is kept in a ledger the database is checked against afterwards.
 */
import http from 'node:http';

export interface Sample {
  /** ms since the run started */
  at: number;
  kind: string;
  /** 0 when the connection failed */
  status: number;
  ms: number;
  upstream: string | null;
  retryAfter: boolean;
  /** the connection's error code, when it failed (status 0) */
  error?: string;
}

export interface Answer {
  status: number;
  text: string;
  headers: http.IncomingHttpHeaders;
}

export class Client {
  readonly samples: Sample[] = [];
  readonly t0 = Date.now();
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  constructor(readonly base: string) {}

  now(): number {
    return Date.now() - this.t0;
  }

  /** Requests sent again because nginx had closed the kept-alive connection they went out on. */
  resent = 0;

  call(kind: string, method: string, path: string, options: { headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) });
    const started = performance.now();
    const at = this.now();
    return this.send(kind, method, path, headers, payload, started, at, true);
  }

  private send(kind: string, method: string, path: string, headers: Record<string, string>, payload: string | undefined, started: number, at: number, mayResend: boolean): Promise<Answer> {
    return new Promise((resolve) => {
      const record = (status: number, h: http.IncomingHttpHeaders, text: string, error?: string) => {
        const upstream = typeof h['x-souk-upstream'] === 'string' ? h['x-souk-upstream'] : null;
        this.samples.push({ at, kind, status, ms: performance.now() - started, upstream, retryAfter: h['retry-after'] !== undefined, ...(error ? { error } : {}) });
        resolve({ status, text, headers: h });
      };
      // a request sent again goes out on a connection of its own: the pool's other kept-alive
      // connections may be closing too (a reload closes every idle one at once)
      const agent = mayResend ? this.agent : false;
      const req = http.request(`${this.base}${path}`, { method, headers, agent, timeout: 30_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => record(res.statusCode ?? 0, res.headers, res.headers['content-encoding'] ? '' : Buffer.concat(chunks).toString('utf8')));
        res.on('error', (error: NodeJS.ErrnoException) => record(0, {}, '', error.code ?? error.message));
      });
      req.on('timeout', () => req.destroy());
      req.on('error', (error: NodeJS.ErrnoException) => {
        // a kept-alive connection nginx closed as the request went out on it (a reload's old worker
        // closes its idle connections): nothing was read, so it is sent again on a fresh one, as a
        // browser does (Node's documented check: reusedSocket and ECONNRESET)
        if (mayResend && req.reusedSocket && error.code === 'ECONNRESET') {
          this.resent += 1;
          resolve(this.send(kind, method, path, headers, payload, started, at, false));
        } else record(0, {}, '', error.code ?? error.message);
      });
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const failedCall = (status: number) => status === 0 || status >= 500;
/** An answer that leaves the write's outcome unknown: no answer, a 5xx, or 409 while its first try still runs. */
const unknownOutcome = (status: number) => failedCall(status) || status === 409;

/**
 * A write sent as the storefront sends it: under its Idempotency-Key, and again with the same key
 * while its outcome is unknown (at most `tries` times, after Retry-After or 300 ms).
 */
async function keyedWrite(client: Client, kind: string, path: string, key: string, options: { headers?: Record<string, string>; body?: unknown }, tries = 3): Promise<Answer> {
  const headers = { ...options.headers, 'idempotency-key': key };
  let answer = await client.call(kind, 'POST', path, { ...options, headers });
  for (let n = 1; n < tries && unknownOutcome(answer.status); n += 1) {
    const after = Number(answer.headers['retry-after']);
    await sleep(Number.isFinite(after) && after > 0 ? Math.min(after, 5) * 1000 : 300);
    answer = await client.call(`${kind} (retry)`, 'POST', path, { ...options, headers });
  }
  return answer;
}

function parse<T>(answer: Answer): T | null {
  try {
    return JSON.parse(answer.text) as T;
  } catch {
    return null;
  }
}

export interface Fixtures {
  zone: string;
  foodModule: number;
  /** plain food items a guest adds (no options, no limits) */
  cartItems: number[];
  /** what a customer orders: a plain food item of a store open all day, and enough of it */
  order: { itemId: number; storeId: number; quantity: number; price: number; latitude: string; longitude: string };
  pages: string[];
}

async function must<T>(client: Client, path: string, headers: Record<string, string> = {}): Promise<T> {
  const answer = await client.call('setup', 'GET', path, { headers });
  const data = parse<T>(answer);
  if (answer.status !== 200 || data === null) throw new Error(`GET ${path} answered ${answer.status}`);
  return data;
}

interface ListedItem {
  id: number;
  slug?: string;
  price: number;
  store_id: number;
  maximum_cart_quantity: number | null;
  variations: unknown[];
  choice_options?: unknown[];
  food_variations: { required?: string }[];
  available_time_starts: string;
  available_time_ends: string;
}

export async function loadFixtures(client: Client): Promise<Fixtures> {
  const zone = '[1]';
  const modules = await must<{ id: number; module_type: string }[]>(client, '/api/v1/module');
  const food = modules.find((m) => m.module_type === 'food');
  if (!food) throw new Error('no food module');
  const headers = { zoneId: zone, moduleId: String(food.id) };
  const list = await must<{ products: ListedItem[] }>(client, '/api/v1/items/latest?limit=100&offset=1', headers);
  const plain = list.products.filter(
    (x) => !x.variations.length && !(x.choice_options ?? []).length && !x.food_variations.some((g) => g.required === 'on') && x.maximum_cart_quantity === null,
  );
  const allDay = plain.filter((x) => x.available_time_starts <= '00:00:00' && x.available_time_ends >= '23:59:00');
  let order: Fixtures['order'] | null = null;
  for (const candidate of allDay) {
    const store = await must<{ latitude: string; longitude: string; minimum_order: number; open: number }>(client, `/api/v1/stores/details/${candidate.store_id}`);
    if (store.open !== 1) continue;
    const quantity = Math.max(1, Math.ceil((store.minimum_order + 1) / candidate.price));
    order = { itemId: candidate.id, storeId: candidate.store_id, quantity, price: candidate.price, latitude: store.latitude, longitude: store.longitude };
    break;
  }
  if (!order) throw new Error('no plain food item of an open store, open all day');
  const stores = await must<{ stores: { id: number; slug?: string }[] }>(client, '/api/v1/stores/popular?limit=3&offset=1&type=all', headers);
  const pages = ['/', '/home', '/categories', `/home?search=chicken&data_type=searched&module_id=${food.id}`];
  for (const s of stores.stores.slice(0, 3)) pages.push(`/store/${s.slug ?? s.id}`);
  for (const i of plain.slice(0, 4)) pages.push(`/product/${i.slug ?? i.id}`);
  // a cart holds one store's items: the store with the most plain items
  const counts = new Map<number, number>();
  for (const x of plain) counts.set(x.store_id, (counts.get(x.store_id) ?? 0) + 1);
  const cartStore = [...counts.entries()].sort((x, y) => y[1] - x[1])[0]?.[0];
  const cartItems = plain.filter((x) => x.store_id === cartStore).slice(0, 6).map((x) => x.id);
  return { zone, foodModule: food.id, cartItems, order, pages };
}

/** Pages and a search, without cookies (the front cache) or with a delivery scope (the processes' cache). */
export async function browse(client: Client, fx: Fixtures, until: () => number, scoped: boolean, pauseMs: number): Promise<void> {
  const location = encodeURIComponent(JSON.stringify({ lat: 25.2048, lng: 55.2708, address: 'Downtown Dubai' }));
  const cookie = `souk_zone=${encodeURIComponent(fx.zone)}; souk_module=${fx.foodModule}; souk_location=${location}`;
  for (let n = 0; client.now() < until(); n += 1) {
    const path = fx.pages[n % fx.pages.length] ?? '/';
    await client.call(scoped ? 'page (scoped)' : 'page (anonymous)', 'GET', path, { headers: { accept: 'text/html', 'accept-encoding': 'gzip', ...(scoped ? { cookie } : {}) } });
    if (n % 5 === 4) await client.call('search', 'GET', `/api/v1/items/search?name=chicken&offset=1&limit=10`, { headers: { zoneId: fx.zone, moduleId: String(fx.foodModule) } });
    await sleep(pauseMs);
  }
}

/** cart owner (`g:<guest id>`, or `e:<email>` for a customer) → item id → acknowledged adds, and adds whose outcome the shopper never learnt. */
export type CartLedger = Map<string, Map<number, { acked: number; unknown: number }>>;

/** One add to a cart with its own request id, tried once more with it after a failure (as the storefront does). */
async function addToCart(client: Client, ledger: CartLedger, owner: string, itemId: number, requestId: string, auth: { guestId?: number; token?: string }): Promise<void> {
  const body = { ...(auth.guestId ? { guest_id: String(auth.guestId) } : {}), model: 'Item', item_id: itemId, quantity: 1, price: 0, add_on_ids: [], add_on_qtys: [], variation: [], request_id: requestId };
  const headers: Record<string, string> = auth.token ? { authorization: `Bearer ${auth.token}` } : {};
  const lines = ledger.get(owner) ?? new Map<number, { acked: number; unknown: number }>();
  ledger.set(owner, lines);
  const line = lines.get(itemId) ?? { acked: 0, unknown: 0 };
  lines.set(itemId, line);
  const answer = await keyedWrite(client, 'cart add', '/api/v1/customer/cart/add', requestId, { headers, body });
  if (answer.status === 200) line.acked += 1;
  else if (unknownOutcome(answer.status)) line.unknown += 1;
}

/** A guest adding items one call at a time; every 8 calls another guest. */
export async function guestCarts(client: Client, fx: Fixtures, until: () => number, ledger: CartLedger, name: string, pauseMs: number): Promise<void> {
  let guest = 0;
  for (let n = 0; client.now() < until(); n += 1) {
    if (n % 8 === 0) {
      const answer = await keyedWrite(client, 'guest id', '/api/v1/auth/guest/request', `${name}-guest-${n}-${client.now()}`, { body: {} }, 2);
      const id = parse<{ guest_id: number }>(answer)?.guest_id;
      if (!id) {
        await sleep(pauseMs);
        n -= 1;
        continue;
      }
      guest = id;
    }
    const itemId = fx.cartItems[n % fx.cartItems.length] ?? fx.cartItems[0] ?? 0;
    await addToCart(client, ledger, `g:${guest}`, itemId, `${name}-${n}`, { guestId: guest });
    await sleep(pauseMs);
  }
}

export interface Customer {
  email: string;
  password: string;
  token: string;
}

/** idempotency key → the order ids and totals answered for it, by customer. */
export interface OrderLedger {
  answered: Map<string, { orderIds: Set<number>; total: number | null; customer: string }>;
  /** keys whose every attempt failed without an answer (the order may or may not exist) */
  unknown: Set<string>;
}

export async function signUp(client: Client, n: number): Promise<Customer> {
  const stamp = `${Date.now() % 1_000_000}${n}`.padStart(7, '0').slice(-7);
  const who = { name: `Scale Shopper ${n}`, email: `scale-${stamp}-${n}@example.com`, phone: `+9715${stamp}${n}`.slice(0, 13), password: 'scale-secret-1' };
  const answer = await keyedWrite(client, 'sign up', '/api/v1/auth/sign-up', `sign-up-${stamp}-${n}`, { body: { ...who, confirm_password: who.password } });
  const token = parse<{ token?: string }>(answer)?.token;
  if (!token) throw new Error(`sign-up answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  return { email: who.email, password: who.password, token };
}

/** A customer placing orders (a double tap every fourth) and signing in again every few orders. */
export async function customerOrders(client: Client, fx: Fixtures, until: () => number, customer: Customer, ledger: OrderLedger, carts: CartLedger, name: string, pauseMs: number): Promise<void> {
  const o = fx.order;
  for (let n = 0; client.now() < until(); n += 1) {
    // something for later in the customer's own cart
    await addToCart(client, carts, `e:${customer.email}`, fx.cartItems[n % fx.cartItems.length] ?? 0, `${name}-cart-${n}`, { token: customer.token });
    if (n % 5 === 4) {
      const answer = await keyedWrite(client, 'sign in', '/api/v1/auth/login', `${name}-sign-in-${n}`, { body: { email_or_phone: customer.email, password: customer.password, field_type: 'email', login_type: 'manual' } }, 1);
      const token = parse<{ token?: string }>(answer)?.token;
      if (token) customer.token = token;
    }
    const key = `${name}-${n}`;
    const body = {
      store_id: o.storeId,
      order_type: 'delivery',
      payment_method: 'cash_on_delivery',
      cart: JSON.stringify([{ model: 'Item', item_id: o.itemId, quantity: o.quantity }]),
      idempotency_key: key,
      address: 'Scale Street 1, Dubai',
      contact_person_name: 'Scale Shopper',
      contact_person_number: '+971500000778',
      latitude: o.latitude,
      longitude: o.longitude,
    };
    const place = async () => {
      const answer = await client.call('order place', 'POST', '/api/v1/customer/order/place', { headers: { authorization: `Bearer ${customer.token}`, zoneId: fx.zone, moduleId: String(fx.foodModule), 'idempotency-key': key }, body });
      const data = parse<{ order_id?: number; total_amount?: number }>(answer);
      if (answer.status === 200 && typeof data?.order_id === 'number') {
        const entry = ledger.answered.get(key) ?? { orderIds: new Set<number>(), total: null, customer: customer.email };
        entry.orderIds.add(data.order_id);
        entry.total = typeof data.total_amount === 'number' ? data.total_amount : entry.total;
        ledger.answered.set(key, entry);
      }
      return answer.status;
    };
    const statuses = n % 4 === 3 ? await Promise.all([place(), place()]) : [await place()];
    if (!ledger.answered.has(key) && statuses.some(unknownOutcome)) {
      // as the checkout does after a tap whose outcome is unknown: again with the same key
      let again = 0;
      for (let n2 = 0; n2 < 2 && !ledger.answered.has(key); n2 += 1) {
        await sleep(n2 === 0 ? 300 : 1000);
        again = await place();
        if (!unknownOutcome(again)) break;
      }
      if (!ledger.answered.has(key) && unknownOutcome(again)) ledger.unknown.add(key);
    }
    await sleep(pauseMs);
  }
}

/**
 * The customer's live event stream, kept open while `open()` says so and opened again (from the last event
 * id, as EventSource does) whenever it drops. The ids received go into `ids` as they come.
 */
export async function eventStream(client: Client, customer: Customer, open: () => boolean, ids = new Set<number>()): Promise<Set<number>> {
  let last: number | null = null;
  while (open()) {
    await new Promise<void>((resolve) => {
      const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${customer.token}` };
      if (last !== null) headers['last-event-id'] = String(last);
      const req = http.request(`${client.base}/api/v1/customer/event-stream`, { headers }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          res.on('end', () => setTimeout(resolve, 500));
          return;
        }
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          const events = buffer.split('\n\n');
          buffer = events.pop() ?? '';
          for (const event of events) {
            const id = /^id: (\d+)$/m.exec(event)?.[1];
            if (id) {
              ids.add(Number(id));
              last = Number(id);
            }
          }
        });
        res.on('end', () => resolve());
        res.on('error', () => resolve());
      });
      req.on('error', () => setTimeout(resolve, 500));
      const watch = setInterval(() => {
        if (!open()) req.destroy();
      }, 250);
      req.on('close', () => clearInterval(watch));
      req.end();
    });
  }
  return ids;
}
