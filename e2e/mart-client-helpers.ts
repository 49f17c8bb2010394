import { expect, type APIRequestContext } from './fixtures';

/**
 * 6amMart's web client, as mart-client.spec.ts and mart-client-orders.spec.ts play it against
 * /api/v1: its session (a bearer token or a guest id), the modules it picks, and the totals it
 * counts before it places (read from its source for behaviour: unrounded, the tax on the amount
 * after the items' discounts, the delivery fee from the store when the store delivers itself and
 * from the zone's module terms otherwise).
 */

export const ZONES = '[1,2]';

export interface Module {
  id: number;
  module_type: string;
}

export interface Session {
  auth: Record<string, string>;
  owner: Record<string, string>;
}

let phoneSeq = 0;

export async function moduleOf(request: APIRequestContext, type: string): Promise<Module> {
  const all = (await (await request.get('/api/v1/module', { headers: { zoneId: ZONES } })).json()) as Module[];
  const found = all.find((m) => m.module_type === type);
  if (!found) throw new Error(`no ${type} module`);
  return found;
}

/** The client's session: a customer's bearer token (a new account, signed up and verified), or a guest id. */
export async function clientSession(request: APIRequestContext, who: 'guest' | 'customer'): Promise<Session> {
  if (who === 'guest') {
    const guest = (await (await request.post('/api/v1/auth/guest/request', { data: {} })).json()) as { guest_id: number };
    return { auth: {}, owner: { guest_id: String(guest.guest_id) } };
  }
  phoneSeq += 1;
  const n = `${(Date.now() + phoneSeq * 7907 + process.pid) % 10_000_000}`.padStart(7, '0');
  const phone = `+97156${n}`;
  const up = await request.post('/api/v1/auth/sign-up', { data: { name: 'Mart Client', email: `mart-${n}@example.com`, phone, password: 'secret-123' } });
  expect(up.ok()).toBe(true);
  const verified = (await (await request.post('/api/v1/auth/verify-phone', { data: { phone, otp: '123456', verification_type: 'phone', login_type: 'manual' } })).json()) as { token: string | null };
  expect(typeof verified.token).toBe('string');
  return { auth: { Authorization: `Bearer ${verified.token}` }, owner: {} };
}

/** The store fields the client's totals read (stores/details). */
export interface ClientStore {
  id: number;
  latitude: string;
  longitude: string;
  tax: number;
  free_delivery: boolean;
  self_delivery_system: number;
  per_km_shipping_charge: number;
  minimum_shipping_charge: number;
  maximum_shipping_charge: number | null;
  minimum_order: number;
  discount: unknown;
}

/** A cart line as the client keeps it: the item's price, its chosen option (non-food) and its own discount. */
export interface ClientLine {
  price: number;
  quantity: number;
  selectedOption: { price: number }[];
  discount: number;
  discount_type: string;
}

/** The zone's terms for a module (config/get-zone-id's module pivot). */
interface Pivot {
  per_km_shipping_charge: number;
  minimum_shipping_charge: number;
  maximum_shipping_charge: number | null;
}

const unitOf = (l: ClientLine) => (l.selectedOption.length > 0 ? (l.selectedOption[0]?.price ?? l.price) : l.price);
/** The line's own discount, as the client takes it: an amount per unit, or a percentage of the unit, unrounded. */
const discountOf = (l: ClientLine) => (l.discount > 0 ? (l.discount_type === 'amount' ? l.discount : unitOf(l) * (l.discount / 100)) * l.quantity : 0);

/**
 * What the client sends as `order_amount` for a cash-on-delivery order to a point, without a
 * coupon or a tip: the lines less their discounts, the tax on that, and its delivery fee.
 */
export async function clientOrderAmount(
  request: APIRequestContext,
  m: Module,
  store: ClientStore,
  lines: ClientLine[],
  to: { lat: string; lng: string },
): Promise<number> {
  const config = (await (await request.get('/api/v1/config')).json()) as { free_delivery_over: number | null; tax_included: number };
  expect(store.discount, 'a store running its own discount prices the lines otherwise').toBeNull();
  const subtotal = lines.reduce((s, l) => s + unitOf(l) * l.quantity, 0);
  const afterDiscounts = subtotal - lines.reduce((s, l) => s + discountOf(l), 0);
  const tax = config.tax_included === 0 ? (afterDiscounts * store.tax) / 100 : 0;
  const search = `origin_lat=${store.latitude}&origin_lng=${store.longitude}&destination_lat=${to.lat}&destination_lng=${to.lng}&mode=driving`;
  const distance = (await (await request.get(`/api/v1/config/distance-api?${search}`)).json()) as { rows: { elements: { distance: { value: number } }[] }[] };
  const km = (distance.rows[0]?.elements[0]?.distance.value ?? 0) / 1000;
  let fee: number;
  if (store.self_delivery_system === 1) {
    // the store's own riders: free when it says so, else its own charges
    fee = store.free_delivery ? 0 : Math.min(Math.max(km * store.per_km_shipping_charge, store.minimum_shipping_charge), store.maximum_shipping_charge ?? Infinity);
  } else {
    const zone = (await (await request.get(`/api/v1/config/get-zone-id?lat=${to.lat}&lng=${to.lng}`)).json()) as { zone_data: { modules: (Module & { pivot: Pivot })[] }[] };
    const pivot = zone.zone_data.flatMap((z) => z.modules).find((x) => x.id === m.id)?.pivot;
    if (!pivot) throw new Error(`no zone terms for module ${m.id}`);
    const extra = Number(await (await request.get(`/api/v1/vehicle/extra_charge?distance=${km}`)).json());
    const byKm = km * pivot.per_km_shipping_charge;
    const over = config.free_delivery_over;
    if (over !== null && over > 0 && afterDiscounts >= over) fee = 0;
    else if (byKm <= pivot.minimum_shipping_charge) fee = pivot.minimum_shipping_charge + extra;
    else if (pivot.maximum_shipping_charge !== null && byKm >= pivot.maximum_shipping_charge) fee = pivot.maximum_shipping_charge + extra;
    else fee = byKm + extra;
  }
  return afterDiscounts + tax + fee;
}
