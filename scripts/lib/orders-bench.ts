/**
 * Order placement under load: `customer/order/place` through the gateway, 20 guests placing
 * orders at once, each a cash-on-delivery order of a food item (food counts no stock, so a long
 * run never sells out) with its own idempotency key; every fourth checkout is a double tap (the
 * same key sent twice at once). Afterwards every guest's orders are listed and compared with the
 * answers: an answered order missing from the list is lost, and more orders than keys (or a double
 * tap answered with two order ids) is a duplicate. Both are expected to be zero.
 */
import http from 'node:http';
import { latency } from './bench-stats';

export interface OrderFigures {
  call: string;
  shoppers: number;
  durationS: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  non2xx: number;
  placed: number;
  lost: number;
  duplicated: number;
}


/** A JSON POST on the agent's kept-alive sockets: its status and body. */
function post(url: URL, payload: string, agent: http.Agent): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', accept: 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...init?.headers } });
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as T;
}

interface FoodItem {
  id: number;
  price: number;
  store_id: number;
  maximum_cart_quantity: number | null;
  variations: unknown[];
  food_variations: unknown[];
  available_time_starts: string;
  available_time_ends: string;
}

export async function measureOrderPlace(base: string, shoppers: number, duration: number): Promise<OrderFigures> {
  const modules = await json<{ id: number; module_type: string }[]>(`${base}/api/v1/module`);
  const food = modules.find((m) => m.module_type === 'food');
  if (!food) throw new Error('no food module to order from');
  const list = await json<{ products: FoodItem[] }>(`${base}/api/v1/items/latest?limit=100&offset=1`, { headers: { zoneId: '[1]', moduleId: String(food.id) } });
  const candidates = list.products.filter((x) => !x.variations.length && !x.food_variations.length && x.maximum_cart_quantity === null && x.available_time_starts <= '00:00:00' && x.available_time_ends >= '23:59:00');
  let item: FoodItem | undefined;
  let store: { latitude: string; longitude: string; minimum_order: number; open: number } | undefined;
  for (const candidate of candidates) {
    const details = await json<{ latitude: string; longitude: string; minimum_order: number; open: number }>(`${base}/api/v1/stores/details/${candidate.store_id}`);
    if (details.open !== 1) continue;
    item = candidate;
    store = details;
    break;
  }
  if (!item || !store) throw new Error('no plain food item of an open store, open all day');
  const quantity = Math.max(1, Math.ceil((store.minimum_order + 1) / item.price));
  const guests: string[] = [];
  for (let i = 0; i < shoppers; i += 1) guests.push(String((await json<{ guest_id: number }>(`${base}/api/v1/auth/guest/request`, { method: 'POST', body: '{}' })).guest_id));

  const body = (guest: string, key: string) =>
    JSON.stringify({
      guest_id: guest,
      store_id: item.store_id,
      order_type: 'delivery',
      payment_method: 'cash_on_delivery',
      cart: JSON.stringify([{ model: 'Item', item_id: item.id, quantity }]),
      idempotency_key: key,
      address: 'Bench Street 1, Dubai',
      contact_person_name: 'Bench Shopper',
      contact_person_number: '+971500000777',
      latitude: store.latitude,
      longitude: store.longitude,
    });
  const times: number[] = [];
  let non2xx = 0;
  /** key → order ids answered for it (a double tap sends one key twice). */
  const answered = new Map<string, Set<number>>();
  const byGuest = new Map<string, Set<string>>();
  const end = Date.now() + duration * 1000;

  // node:http on kept-alive sockets: the load generator shares the machine's cores with the server,
  // and fetch costs it about three times the CPU per request
  const agent = new http.Agent({ keepAlive: true, maxSockets: shoppers * 2 });
  const placeUrl = new URL(`${base}/api/v1/customer/order/place`);
  async function placeOnce(guest: string, key: string): Promise<void> {
    const t0 = performance.now();
    const response = await post(placeUrl, body(guest, key), agent);
    let data: { order_id?: number } = {};
    try {
      data = JSON.parse(response.text) as { order_id?: number };
    } catch {
      // counted below as a refusal
    }
    times.push(performance.now() - t0);
    if (response.status !== 200 || typeof data.order_id !== 'number') {
      if (non2xx === 0) console.log(`  first refusal: ${response.status} ${JSON.stringify(data).slice(0, 200)}`);
      non2xx += 1;
      return;
    }
    const ids = answered.get(key) ?? new Set<number>();
    ids.add(data.order_id);
    answered.set(key, ids);
    const keys = byGuest.get(guest) ?? new Set<string>();
    keys.add(key);
    byGuest.set(guest, keys);
  }

  await Promise.all(
    guests.map(async (guest, g) => {
      for (let n = 0; Date.now() < end; n += 1) {
        const key = `bench-${g}-${n}`;
        if (n % 4 === 3) await Promise.all([placeOnce(guest, key), placeOnce(guest, key)]);
        else await placeOnce(guest, key);
      }
    }),
  );
  agent.destroy();

  let placed = 0;
  let lost = 0;
  let duplicated = 0;
  for (const ids of answered.values()) if (ids.size > 1) duplicated += ids.size - 1;
  for (const guest of guests) {
    const listed = new Set<number>();
    for (let offset = 1; ; offset += 1) {
      const page = await json<{ total_size: number; orders: { id: number }[] }>(`${base}/api/v1/customer/order/running-orders?guest_id=${guest}&limit=100&offset=${offset}`);
      for (const o of page.orders) listed.add(o.id);
      if (page.orders.length < 100) break;
    }
    const keys = byGuest.get(guest) ?? new Set<string>();
    const ids = new Set([...keys].flatMap((k) => [...(answered.get(k) ?? [])]));
    placed += listed.size;
    lost += [...ids].filter((id) => !listed.has(id)).length;
    duplicated += Math.max(0, listed.size - keys.size);
  }

  const figures: OrderFigures = {
    call: 'POST customer/order/place',
    shoppers,
    durationS: duration,
    requests: times.length,
    rps: Number((times.length / duration).toFixed(1)),
    ...latency(times),
    non2xx,
    placed,
    lost,
    duplicated,
  };
  console.log(
    `  order place, ${shoppers} shoppers: ${figures.rps} req/s p50 ${figures.p50Ms} ms p95 ${figures.p95Ms} ms p99 ${figures.p99Ms} ms non-2xx ${figures.non2xx}; ${placed} orders, ${lost} lost, ${duplicated} duplicated`,
  );
  return figures;
}

export function ordersMarkdown(f: OrderFigures): string[] {
  return [
    '## Order placement (20 guests at once, through the gateway)',
    '',
    'Budget: p95 of `customer/order/place` at 20 concurrent shoppers ≤ 150 ms; lost and duplicated orders 0 (every fourth checkout is a double tap of one idempotency key).',
    '',
    '| call | shoppers | req/s | p50 | p95 | p99 | non-2xx | orders | lost | duplicated |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${f.call} | ${f.shoppers} | ${f.rps} | ${f.p50Ms} ms | ${f.p95Ms <= 150 ? '✅' : '❌'} ${f.p95Ms} ms | ${f.p99Ms} ms | ${f.non2xx} | ${f.placed} | ${f.lost === 0 ? '✅' : '❌'} ${f.lost} | ${f.duplicated === 0 ? '✅' : '❌'} ${f.duplicated} |`,
    '',
  ];
}
