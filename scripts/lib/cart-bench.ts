/**
 * The cart under load: `customer/cart/add` through the gateway, each autocannon connection a
 * guest of its own (one guest id per connection, asked for up front), adding one unit of a food
 * item (food counts no stock, so a long run never hits a limit) to its own cart.
 */
import autocannon from 'autocannon';
import { loadRun, type LoadRun } from './bench-stats';

export interface CartFigures extends LoadRun {
  call: string;
  guests: number;
  durationS: number;
}


async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...init?.headers } });
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

interface SeedItem {
  id: number;
  maximum_cart_quantity: number | null;
  variations: unknown[];
  choice_options: unknown[];
  food_variations: { required: string }[];
}

export async function measureCartAdd(base: string, guests: number, duration: number): Promise<CartFigures> {
  const modules = await json<{ id: number; module_type: string }[]>(`${base}/api/v1/module`);
  const food = modules.find((m) => m.module_type === 'food');
  if (!food) throw new Error('no food module to add from');
  const list = await json<{ products: SeedItem[] }>(`${base}/api/v1/items/latest?limit=100&offset=1`, { headers: { zoneId: '[1,2]', moduleId: String(food.id) } });
  const item = list.products.find((x) => x.maximum_cart_quantity === null && !x.variations.length && !x.choice_options.length && !x.food_variations.some((g) => g.required === 'on'));
  if (!item) throw new Error('no food item without required options and limits');
  const ids: string[] = [];
  for (let i = 0; i < guests; i += 1) ids.push(String((await json<{ guest_id: number }>(`${base}/api/v1/auth/guest/request`, { method: 'POST', body: '{}' })).guest_id));
  const times: number[] = [];
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}/api/v1/customer/cart/add`,
        connections: guests,
        duration,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            setupRequest: (request, context) => {
              const ctx = context as { guest?: string };
              ctx.guest ??= ids[next++ % ids.length];
              return { ...request, body: JSON.stringify({ guest_id: ctx.guest, model: 'Item', item_id: item.id, quantity: 1, price: 0, add_on_ids: [], add_on_qtys: [], variation: [] }) };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  const figures: CartFigures = {
    call: 'POST customer/cart/add',
    guests,
    durationS: duration,
    ...loadRun(result, times),
  };
  console.log(`  cart add, ${guests} guests: ${figures.rps} req/s p50 ${figures.p50Ms} ms p95 ${figures.p95Ms} ms p99 ${figures.p99Ms} ms non-2xx ${figures.non2xx}`);
  return figures;
}

export function cartMarkdown(f: CartFigures): string[] {
  return [
    '## Cart (autocannon, one guest per connection, through the gateway)',
    '',
    'Budget: p95 of `customer/cart/add` at 20 concurrent guests ≤ 60 ms.',
    '',
    '| call | guests | req/s | p50 | p95 | p99 | non-2xx | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    `| ${f.call} | ${f.guests} | ${f.rps} | ${f.p50Ms} ms | ${f.p95Ms <= 60 ? '✅' : '❌'} ${f.p95Ms} ms | ${f.p99Ms} ms | ${f.non2xx} | ${f.errors} |`,
    '',
  ];
}
