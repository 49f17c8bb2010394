/**
 * Every shopper under load (`npm run bench -- --only shoppers`): the product page, a store page
 * and the food home, each for four shoppers: anonymous (no cookie), with a delivery location and
 * module chosen (`souk_zone`, `souk_module`, `souk_location`), the same with a guest cart, and
 * signed in (with a cart). Each at the bench's busiest connection count against the prerendered
 * 404 page measured in the same run (the floor); per row req/s as a share of the floor,
 * p50/p95/p99, errors, the server's CPU time per answer (user + system of the server process
 * over the run, divided by the answers), and the HTML's and `__NEXT_DATA__`'s sizes (and how many
 * queries the dehydrated state holds, and how many of them twice).
 */
import autocannon from 'autocannon';
import { measureCrowd, meetsCrowdTarget } from './bench-crowd';
import { measure, type ShopperFigures, type ShopperPage } from './bench-measure';

export type { ShopperFigures, ShopperPage } from './bench-measure';

export interface ShoppersReport {
  floor: ShopperFigures;
  rows: ShopperFigures[];
  /** Issue 37: every request from another delivery point, at CROWD_CONNECTIONS, against its own floor in the same run. */
  crowd?: { floor: ShopperFigures; rows: ShopperFigures[] };
}

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...init.headers } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

interface Shopper {
  name: string;
  cookie: (page: ShopperPage) => string | undefined;
}


/** An item of a module a guest or customer can add without choosing options. */
async function plainItem(base: string, zone: string, moduleId: number): Promise<number | null> {
  const list = await json<{ products: { id: number; variations: unknown[]; choice_options: unknown[]; food_variations?: { required: string }[]; stock?: number; maximum_cart_quantity: number | null }[] }>(
    `${base}/api/v1/items/latest?limit=50&offset=1`,
    { headers: { zoneId: zone, moduleId: String(moduleId) } },
  );
  const item = list.products.find((x) => !x.variations.length && !x.choice_options.length && !(x.food_variations ?? []).some((g) => g.required === 'on') && (x.stock === undefined || x.stock > 2));
  return item?.id ?? null;
}

async function addToCart(base: string, owner: { guestId?: string; token?: string }, itemId: number): Promise<void> {
  await json(`${base}/api/v1/customer/cart/add`, {
    method: 'POST',
    headers: owner.token ? { Authorization: `Bearer ${owner.token}` } : {},
    body: JSON.stringify({ ...(owner.guestId ? { guest_id: owner.guestId } : {}), model: 'Item', item_id: itemId, quantity: 1, price: 0, add_on_ids: [], add_on_qtys: [], variation: [] }),
  });
}

/** The four shoppers, each with what it needs on the server (a guest cart, an account with a cart). */
async function makeShoppers(base: string, zone: string, pages: ShopperPage[]): Promise<Shopper[]> {
  const location = encodeURIComponent(JSON.stringify({ lat: 25.2048, lng: 55.2708, address: 'Downtown Dubai' }));
  const located = (page: ShopperPage) => `souk_zone=${encodeURIComponent(zone)}; souk_module=${page.moduleId}; souk_location=${location}`;
  const guestId = String((await json<{ guest_id: number }>(`${base}/api/v1/auth/guest/request`, { method: 'POST', body: '{}' })).guest_id);
  const stamp = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const who = { name: 'Bench Shopper', email: `bench-${stamp}@example.com`, phone: `+97155${stamp}9`, password: 'bench-secret-1' };
  // sign-up answers a token at once, or (phone verification on, demo codes) after the code
  const signedUp = await json<{ token?: string | null }>(`${base}/api/v1/auth/sign-up`, { method: 'POST', body: JSON.stringify({ ...who, confirm_password: who.password }) });
  const token =
    signedUp.token ??
    (
      await json<{ token?: string | null }>(`${base}/api/v1/auth/verify-phone`, {
        method: 'POST',
        body: JSON.stringify({ phone: who.phone, otp: '123456', verification_type: 'phone', login_type: 'manual' }),
      })
    ).token;
  if (!token) throw new Error('the bench shopper could not sign in (no token in the answer)');
  // one line in each cart, from the first page's module (a cart holds one store's items)
  const first = pages[0];
  const item = first ? await plainItem(base, zone, first.moduleId) : null;
  if (item !== null) {
    await addToCart(base, { guestId }, item);
    await addToCart(base, { token }, item);
  }
  return [
    { name: 'anonymous', cookie: () => undefined },
    { name: 'location + module', cookie: located },
    { name: 'location + guest cart', cookie: (page) => `${located(page)}; souk_guest=${guestId}` },
    { name: 'signed in (cart)', cookie: (page) => `${located(page)}; souk_token=${token}; souk_auth=1` },
  ];
}

/**
 * The product page, the store page and the food home among the bench's targets, each with the
 * module a shopper looking at it would have chosen (the module the bench took them from).
 */
async function shopperPages(base: string, zone: string, targets: { name: string; path: string }[]): Promise<ShopperPage[]> {
  const modules = await json<{ id: number; module_type: string }[]>(`${base}/api/v1/module`, { headers: { zoneId: zone } });
  const shop = modules.find((m) => m.module_type === 'ecommerce') ?? modules.find((m) => m.module_type !== 'parcel');
  const food = modules.find((m) => m.module_type === 'food');
  const pages: ShopperPage[] = [];
  for (const name of ['product', 'store', 'home-food']) {
    const target = targets.find((t) => t.name === name);
    const chosen = name === 'home-food' ? food : shop;
    if (target && chosen) pages.push({ name: target.name, path: target.path, moduleId: chosen.id });
  }
  return pages;
}

/** Measures every page for every shopper; the floor first, in the same run. */
export async function measureShoppers(server: { base: string; pid: number }, targets: { name: string; path: string }[], connections: number, duration: number): Promise<ShoppersReport> {
  const zone = (await json<{ zone_id: string }>(`${server.base}/api/v1/config/get-zone-id?lat=25.2048&lng=55.2708`)).zone_id;
  const pages = await shopperPages(server.base, zone, targets);
  const shoppers = await makeShoppers(server.base, zone, pages);
  // a freshly started server answers its first few thousand requests slowly (JIT, lazy modules): warm it first
  await new Promise((resolve, reject) => autocannon({ url: `${server.base}/this-page-does-not-exist`, connections, duration: Math.min(5, duration) }, (error) => (error ? reject(error) : resolve(null))));
  const floor = await measure(server.base, server.pid, 'floor (404 page)', 'anonymous', '/this-page-does-not-exist', undefined, connections, duration);
  const rows: ShopperFigures[] = [];
  for (const page of pages) {
    for (const shopper of shoppers) {
      const figures = await measure(server.base, server.pid, page.name, shopper.name, page.path, shopper.cookie(page), connections, duration);
      figures.ratioToFloor = floor.rps > 0 ? Number((figures.rps / floor.rps).toFixed(3)) : undefined;
      rows.push(figures);
    }
  }
  const signedIn = shoppers.find((s) => s.name.startsWith('signed in'))?.cookie(pages[0] ?? { name: '', path: '', moduleId: 0 });
  const token = /souk_token=([^;]+)/.exec(signedIn ?? '')?.[1] ?? null;
  const crowd = await measureCrowd(server, zone, pages, token, duration);
  return { floor, rows, crowd };
}

/** The targets of issue 20: a location (with or without a guest cart) ≥ 10% of the floor, p95 < 300 ms; signed in ≥ 5%, p95 < 500 ms; no errors. */
export function meetsTarget(f: ShopperFigures): boolean | null {
  const ratio = f.ratioToFloor ?? 0;
  const clean = f.errors === 0 && f.non2xx === 0;
  if (f.shopper.startsWith('location')) return clean && ratio >= 0.1 && f.p95Ms < 300;
  if (f.shopper.startsWith('signed in')) return clean && ratio >= 0.05 && f.p95Ms < 500;
  return null;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const HEAD = [
  '| page | shopper | conns | req/s | vs floor | p50 | p95 | p99 | non-2xx | errors | CPU/answer | HTML (gzip) | `__NEXT_DATA__` | queries (twice) | cache |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
];

function row(f: ShopperFigures, target: boolean | null): string {
  const ratio = f.ratioToFloor !== undefined ? `${target === null ? '' : target ? '✅ ' : '❌ '}${(f.ratioToFloor * 100).toFixed(1)}%` : 'floor';
  return `| ${f.page} | ${f.shopper} | ${f.connections} | ${f.rps} | ${ratio} | ${f.p50Ms} ms | ${f.p95Ms} ms | ${f.p99Ms} ms | ${f.non2xx} | ${f.errors} | ${f.cpuMsPerRequest} ms | ${kb(f.htmlBytes)} (${kb(f.htmlGzipBytes)}) | ${kb(f.nextDataBytes)} | ${f.queries} (${f.duplicateQueries}) | ${f.cache} |`;
}

export function shoppersMarkdown(report: ShoppersReport): string[] {
  const lines = [
    '## Every shopper (autocannon, in-memory database)',
    '',
    'Targets: a location set, with or without a guest cart: ≥ 10% of the floor, p95 < 300 ms, no errors; signed in: ≥ 5% of the floor, p95 < 500 ms. CPU is the server process\'s user + system time over the run per answer. `__NEXT_DATA__` counts the dehydrated queries and how many appear twice.',
    '',
    ...HEAD,
  ];
  for (const f of [report.floor, ...report.rows]) lines.push(row(f, meetsTarget(f)));
  lines.push('');
  if (report.crowd) {
    lines.push(
      '## A crowd of addresses (autocannon, a new delivery point on every request)',
      '',
      'Targets (issue 37): the crowd rows at ≥ 50% of the floor measured at the same connection count in the same run, p95 < 100 ms, no errors. The cold render is a request the shared page cache cannot answer (a cookie it does not know): its CPU per answer is what a new scope costs.',
      '',
      ...HEAD,
    );
    for (const f of [report.crowd.floor, ...report.crowd.rows]) lines.push(row(f, meetsCrowdTarget(f)));
    lines.push('');
  }
  return lines;
}
