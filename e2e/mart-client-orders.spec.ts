import { expect, test, type APIRequestContext } from './fixtures';
import { clientOrderAmount, clientSession, moduleOf, ZONES, type ClientLine, type ClientStore, type Module, type Session } from './mart-client-helpers';

/**
 * The orders 6amMart's web client makes, played call by call with the amounts it counts (issue 56):
 * a delivery from a free-delivery store, a signed-in order to the current location (no contact
 * sent, the name read from customer/info), a grocery item with size options whose discount it
 * does not round, and a parcel (its instructions, its `+` before a phone that has one, no tax);
 * then the fields it reads: the place answer's `status`, coupons' `end_date` and a wallet bonus's
 * maximum. None may be refused.
 */

interface Item {
  id: number;
  price: number;
  store_id: number;
  stock: number | null;
  discount: number;
  discount_type: string;
  variations: { type: string; price: number; stock?: number }[];
  maximum_cart_quantity: number | null;
}

const scope = (s: Session, m: Module) => ({ ...s.auth, zoneId: ZONES, moduleId: String(m.id) });

async function storeOf(request: APIRequestContext, s: Session, m: Module, id: number): Promise<ClientStore> {
  return (await (await request.get(`/api/v1/stores/details/${id}`, { headers: scope(s, m) })).json()) as ClientStore;
}

async function storeItems(request: APIRequestContext, m: Module, storeId: number): Promise<Item[]> {
  const page = await request.get(`/api/v1/items/latest?store_id=${storeId}&category_id=0&limit=100&offset=1&type=all`, { headers: { zoneId: ZONES, moduleId: String(m.id) } });
  return ((await page.json()) as { products: Item[] }).products;
}

/** A store the client shows for the module, with a plain undiscounted item in stock, chosen by `which`. */
async function plainOrderFrom(request: APIRequestContext, s: Session, m: Module, which: (st: ClientStore) => boolean): Promise<{ store: ClientStore; item: Item }> {
  const list = (await (await request.get('/api/v1/stores/get-stores/all?offset=1&limit=50', { headers: scope(s, m) })).json()) as { stores: { id: number }[] };
  for (const { id } of list.stores) {
    const store = await storeOf(request, s, m, id);
    if (!which(store) || store.discount !== null) continue;
    const item = (await storeItems(request, m, id)).find((i) => i.variations.length === 0 && i.discount === 0 && !i.maximum_cart_quantity && (i.stock ?? 0) >= 20);
    if (item) return { store, item };
  }
  throw new Error(`no ${m.module_type} store the test can order from`);
}

/** Enough units to pass the store's minimum order and stay below the marketplace's free delivery (100). */
const unitsFor = (store: ClientStore, unit: number) => Math.max(1, Math.ceil((store.minimum_order + 1) / unit));

/** customer/order/place as the client sends a home delivery: its cart lines, the point, its unrounded amount. */
async function placeAsClient(request: APIRequestContext, s: Session, m: Module, store: ClientStore, cart: object[], amount: number, contact: Record<string, unknown>) {
  const at = { lat: store.latitude, lng: store.longitude };
  return request.post('/api/v1/customer/order/place', {
    headers: scope(s, m),
    data: {
      cart: JSON.stringify(cart),
      ...at,
      latitude: store.latitude,
      longitude: store.longitude,
      address: 'Near the store',
      address_type: 'Selected Address',
      is_buy_now: 0,
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      store_id: store.id,
      order_amount: amount,
      dm_tips: 0,
      guest_id: s.owner.guest_id ?? '',
      ...contact,
    },
  });
}

test("6amMart's client: a guest's delivery from a free-delivery store, at the fee it counts, and the status its order dialog shows", async ({ request }) => {
  const s = await clientSession(request, 'guest');
  const grocery = await moduleOf(request, 'grocery');
  const { store, item } = await plainOrderFrom(request, s, grocery, (st) => st.free_delivery);
  const qty = unitsFor(store, item.price);
  const line: ClientLine = { price: item.price, quantity: qty, selectedOption: [], discount: 0, discount_type: 'percent' };
  const amount = await clientOrderAmount(request, grocery, store, [line], { lat: store.latitude, lng: store.longitude });
  const placed = await placeAsClient(request, s, grocery, store, [{ item_id: item.id, model: 'Item', quantity: qty, price: item.price, variation: [], add_on_ids: [], add_on_qtys: [] }], amount, {
    contact_person_name: 'Mart Guest',
    contact_person_number: '+971500001313',
  });
  expect(await placed.text()).toContain('"order_id"');
  expect(placed.status()).toBe(200);
  expect(await placed.json()).toMatchObject({ order_status: 'pending', status: 'pending' });
});

test("6amMart's client: a signed-in order to the current location, its contact from customer/info", async ({ request }) => {
  const s = await clientSession(request, 'customer');
  const grocery = await moduleOf(request, 'grocery');
  const profile = (await (await request.get('/api/v1/customer/info', { headers: s.auth })).json()) as { name?: string; phone: string };
  const { store, item } = await plainOrderFrom(request, s, grocery, (st) => !st.free_delivery);
  const qty = unitsFor(store, item.price);
  const line: ClientLine = { price: item.price, quantity: qty, selectedOption: [], discount: 0, discount_type: 'percent' };
  const amount = await clientOrderAmount(request, grocery, store, [line], { lat: store.latitude, lng: store.longitude });
  // an address picked on the map has no contact: the client sends the profile's name (absent when
  // customer/info has none) and its phone, with a + when it has none
  const placed = await placeAsClient(request, s, grocery, store, [{ item_id: item.id, model: 'Item', quantity: qty, price: item.price, variation: [] }], amount, {
    contact_person_name: profile.name,
    contact_person_number: profile.phone.startsWith('+') ? profile.phone : `+${profile.phone}`,
  });
  expect(await placed.text()).toContain('"order_id"');
  expect(placed.status()).toBe(200);
});

test("6amMart's client: a grocery item with size options and a discount it does not round", async ({ request }) => {
  const s = await clientSession(request, 'guest');
  const grocery = await moduleOf(request, 'grocery');
  const page = (await (await request.get('/api/v1/items/latest?limit=100&offset=1&type=all', { headers: scope(s, grocery) })).json()) as { products: Item[] };
  // a percentage off a size whose discounted price has a third decimal (14.50 less 25 % is 10.875)
  const item = page.products.find((i) => i.discount > 0 && i.discount_type === 'percent' && i.variations.some((v) => Math.round(v.price * (1 - i.discount / 100) * 1000) % 10 !== 0));
  if (!item) throw new Error('no discounted grocery item with size options');
  const option = item.variations.find((v) => Math.round(v.price * (1 - item.discount / 100) * 1000) % 10 !== 0)!;
  const store = await storeOf(request, s, grocery, item.store_id);
  const added = await request.post('/api/v1/customer/cart/add', {
    headers: scope(s, grocery),
    data: { ...s.owner, model: 'Item', item_id: item.id, quantity: 6, price: option.price * 6, variation: [option] },
  });
  expect(added.status()).toBe(200);
  const cart = (await (await request.get(`/api/v1/customer/cart/list?guest_id=${s.owner.guest_id}`, { headers: scope(s, grocery) })).json()) as { item_id: number; quantity: number; variation: { type: string; price: number }[] }[];
  const [row] = cart;
  if (!row) throw new Error('no cart line');
  const line: ClientLine = { price: item.price, quantity: row.quantity, selectedOption: row.variation, discount: item.discount, discount_type: item.discount_type };
  const amount = await clientOrderAmount(request, grocery, store, [line], { lat: store.latitude, lng: store.longitude });
  const placed = await placeAsClient(request, s, grocery, store, [{ item_id: row.item_id, model: 'Item', quantity: row.quantity, price: item.price, variation: row.variation }], amount, {
    contact_person_name: 'Mart Guest',
    contact_person_number: '+971500001414',
  });
  expect(await placed.text()).toContain('"order_id"');
  expect(placed.status()).toBe(200);
  // the order is the server's amount, which the answer says
  const answer = (await placed.json()) as { total_amount: number };
  expect(Math.abs(answer.total_amount - amount)).toBeLessThan(0.1);
});

test("6amMart's client: a signed-in sender books a parcel with its instructions, at the charge it counts", async ({ request }) => {
  const s = await clientSession(request, 'customer');
  const parcel = await moduleOf(request, 'parcel');
  const headers = scope(s, parcel);
  const instructions = await request.get('/api/v1/customer/order/parcel-instructions', { headers });
  expect(instructions.status()).toBe(200);
  const [first] = ((await instructions.json()) as { data: { instruction: string }[] }).data;
  const categories = (await (await request.get('/api/v1/parcel-category', { headers })).json()) as { id: number; parcel_per_km_shipping_charge: number; parcel_minimum_shipping_charge: number }[];
  const category = categories.find((c) => c.parcel_per_km_shipping_charge > 0);
  if (!category) throw new Error('no parcel category with its own charges');
  const profile = (await (await request.get('/api/v1/customer/info', { headers: s.auth })).json()) as { f_name: string; phone: string };
  const from = { lat: '25.1972', lng: '55.2744' };
  const to = { lat: '25.08', lng: '55.14' };
  const distance = (await (await request.get(`/api/v1/config/distance-api?origin_lat=${from.lat}&origin_lng=${from.lng}&destination_lat=${to.lat}&destination_lng=${to.lng}&mode=driving`)).json()) as { rows: { elements: { distance: { value: number } }[] }[] };
  const km = (distance.rows[0]?.elements[0]?.distance.value ?? 0) / 1000;
  const extra = Number(await (await request.get(`/api/v1/vehicle/extra_charge?distance=${km}`)).json());
  // the category's per-km charge, at least its minimum, plus the vehicle's: no tax
  const byKm = km * category.parcel_per_km_shipping_charge;
  const charge = (byKm > category.parcel_minimum_shipping_charge ? byKm : category.parcel_minimum_shipping_charge) + extra;
  const placed = await request.post('/api/v1/customer/order/place', {
    headers,
    data: {
      ...from,
      latitude: from.lat,
      longitude: from.lng,
      address: 'Burj Khalifa, Downtown Dubai',
      address_type: 'Selected Address',
      cart: [],
      order_amount: charge,
      order_type: 'parcel',
      payment_method: 'cash_on_delivery',
      distance: km,
      discount_amount: 0,
      tax_amount: 0,
      receiver_details: JSON.stringify({ contact_person_name: 'Rami Receiver', contact_person_number: '+971500003333', address: 'Dubai Marina Walk', latitude: to.lat, longitude: to.lng, address_type: 'others' }),
      parcel_category_id: category.id,
      charge_payer: 'sender',
      dm_tips: 0,
      contact_person_name: profile.f_name,
      // the sender's phone is the profile's, which has its +: the client adds another
      contact_person_number: `+${profile.phone}`,
      delivery_instruction: first?.instruction ?? null,
      is_guest: 0,
    },
  });
  expect(await placed.text()).toContain('"order_id"');
  expect(placed.status()).toBe(200);
});

test("6amMart's client: a coupon's end date and a wallet bonus's maximum, where it reads them", async ({ request }) => {
  const s = await clientSession(request, 'customer');
  const coupons = (await (await request.get('/api/v1/coupon/list', { headers: { ...s.auth, zoneId: ZONES } })).json()) as { expire_date: string; end_date?: string }[];
  expect(coupons.length).toBeGreaterThan(0);
  for (const c of coupons) expect(c.end_date).toBe(c.expire_date);
  const bonuses = (await (await request.get('/api/v1/customer/wallet/bonuses', { headers: s.auth })).json()) as { maximum_bonus_amount: number }[];
  expect(bonuses.length).toBeGreaterThan(0);
  // "You have to add min … fund to get max of …": never 0.00
  for (const b of bonuses) expect(b.maximum_bonus_amount).toBeGreaterThan(0);
});
