import { and, eq, gte, isNull } from 'drizzle-orm';
import { getDb } from '../db/client';
import { items, modules } from '../db/schema';
import { call, errorCode, type Json } from '../../testing/backend';

type ItemRow = typeof items.$inferSelect;
type Line = Json & { id: number; quantity: number; price: number; item: Json; variation: Json[]; add_ons: Json[] };

async function newGuest(): Promise<string> {
  const res = await call<{ guest_id: number }>('auth/guest/request', { method: 'POST' });
  return String(res.body.guest_id);
}

const add = (guest: string, body: Json) => call<Line[]>('customer/cart/add', { method: 'POST', body: { guest_id: guest, model: 'Item', quantity: 1, ...body } });
const firstMessage = (body: unknown): unknown => (body as { errors: Json[] }).errors[0]?.message;
const list = (guest: string) => call<Line[]>('customer/cart/list', { query: { guest_id: guest } });

async function moduleItems(type: string): Promise<ItemRow[]> {
  const db = await getDb();
  const rows = await db.select({ item: items }).from(items).innerJoin(modules, eq(items.moduleId, modules.id)).where(and(eq(modules.moduleType, type), eq(items.status, 1)));
  return rows.map((r) => r.item);
}

async function plainItem(minStock: number): Promise<ItemRow> {
  const db = await getDb();
  const [row] = await db
    .select({ item: items })
    .from(items)
    .innerJoin(modules, eq(items.moduleId, modules.id))
    .where(and(eq(modules.moduleType, 'grocery'), eq(items.status, 1), gte(items.stock, minStock), isNull(items.maximumCartQuantity)));
  if (!row || row.item.variations.length > 0) throw new Error('seed has no plain grocery item');
  return row.item;
}

describe('cart owner', () => {
  it('needs a token or a guest id', async () => {
    const res = await call('customer/cart/list');
    expect(res.status).toBe(401);
    expect(errorCode(res)).toBe('auth-001');
    const bad = await call('customer/cart/list', { query: { guest_id: '999999' } });
    expect(bad.status).toBe(422);
    expect(errorCode(bad)).toBe('guest_id');
  });
});

describe('adding', () => {
  it('prices the line on the server: a lower price sent is only echoed as the line\'s price (as 6amMart keeps it)', async () => {
    const guest = await newGuest();
    const it = await plainItem(5);
    const res = await add(guest, { item_id: it.id, quantity: 2, price: 0.01 });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const [line] = res.body;
    expect(line).toMatchObject({ item_id: it.id, quantity: 2, price: 0.01, unit_price: it.price, model: 'Item', is_guest: true });
    // the amounts come from the server's price, as for a line added without one
    const plain = (await add(await newGuest(), { item_id: it.id, quantity: 2 })).body[0];
    expect(plain).toMatchObject({ price: it.price, unit_price: it.price });
    expect(line?.discounted_price).toBe(plain?.discounted_price);
    expect(line?.total_price).toBe(plain?.total_price);
    expect(Number(line?.total_price)).toBeGreaterThan(0.02);
    expect(line?.item).toMatchObject({ id: it.id, name: it.name });
    expect((await list(guest)).body).toHaveLength(1);
  });

  it('20 concurrent adds of one line from one guest give the exact quantity', async () => {
    const guest = await newGuest();
    const it = await plainItem(40);
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(guest, { item_id: it.id, quantity: 1 })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const lines = (await list(guest)).body;
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(20);
  });

  it('adds a tap that arrives twice (same request_id) once', async () => {
    const guest = await newGuest();
    const it = await plainItem(10);
    const body = { item_id: it.id, quantity: 1, request_id: 'tap-1' };
    const answers = await Promise.all([add(guest, body), add(guest, body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await list(guest)).body[0]?.quantity).toBe(1);
    await add(guest, { ...body, request_id: 'tap-2' });
    expect((await list(guest)).body[0]?.quantity).toBe(2);
  });

  it('refuses more than the stock with Out of Stock', async () => {
    const guest = await newGuest();
    const it = await plainItem(4);
    const res = await add(guest, { item_id: it.id, quantity: it.stock + 1 });
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('stock');
    expect(firstMessage(res.body)).toBe('Out of Stock');
    expect((await list(guest)).body).toHaveLength(0);
  });

  it('refuses more than maximum_cart_quantity with Out of Limits, counting what is in the cart', async () => {
    const candidates = (await moduleItems('grocery')).concat(await moduleItems('pharmacy'));
    const it = candidates.find((x) => x.maximumCartQuantity !== null && x.variations.length === 0 && x.stock > x.maximumCartQuantity + 1);
    if (!it?.maximumCartQuantity) throw new Error('seed has no limited item');
    const guest = await newGuest();
    expect((await add(guest, { item_id: it.id, quantity: it.maximumCartQuantity })).status).toBe(200);
    const res = await add(guest, { item_id: it.id, quantity: 1 });
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('maximum_cart_quantity');
    expect(firstMessage(res.body)).toBe('Out of Limits');
    expect((await list(guest)).body[0]?.quantity).toBe(it.maximumCartQuantity);
  });

  it('keeps one store per cart', async () => {
    const guest = await newGuest();
    const first = await plainItem(5);
    const other = (await moduleItems('grocery')).find((x) => x.storeId !== first.storeId && x.stock > 2 && x.variations.length === 0);
    if (!other) throw new Error('seed has no second store');
    expect((await add(guest, { item_id: first.id })).status).toBe(200);
    const res = await add(guest, { item_id: other.id });
    expect(res.status).toBe(409);
    expect(errorCode(res)).toBe('cart_store');
    expect((await call('customer/cart/remove', { method: 'DELETE', query: { guest_id: guest } })).body).toEqual([]);
    expect((await add(guest, { item_id: other.id })).body).toHaveLength(1);
  });

  it('needs a variation of an item that has them, matched ignoring dashes, spaces and case', async () => {
    const it = (await moduleItems('ecommerce')).find((x) => x.variations.some((v) => v.stock > 0 && v.type.includes('-')));
    const variation = it?.variations.find((v) => v.stock > 0 && v.type.includes('-'));
    if (!it || !variation) throw new Error('seed has no ecommerce variation');
    const guest = await newGuest();
    const none = await add(guest, { item_id: it.id });
    expect(none.status).toBe(422);
    expect(errorCode(none)).toBe('variation');
    const sloppy = variation.type.replace(/-/g, ' - ').toUpperCase();
    const res = await add(guest, { item_id: it.id, variation: [{ type: sloppy, price: 1 }] });
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ price: variation.price, variation: [{ type: variation.type, price: variation.price }] });
  });
});

describe('food options and add-ons', () => {
  async function foodItem(): Promise<ItemRow> {
    const it = (await moduleItems('food')).find((x) => x.foodVariations.some((g) => g.required === 'on' && g.type === 'single') && x.addOnIds.length > 0);
    if (!it) throw new Error('seed has no food item with a required group and add-ons');
    return it;
  }

  it('refuses a missing required choice with the spec message', async () => {
    const it = await foodItem();
    const group = it.foodVariations.find((g) => g.required === 'on');
    const res = await add(await newGuest(), { item_id: it.id });
    expect(res.status).toBe(422);
    expect(firstMessage(res.body)).toBe(`Variation ${group?.name} can not remain without selection.`);
  });

  it('prices options and add-ons on the server, and one choice stays one line', async () => {
    const it = await foodItem();
    const variation = it.foodVariations
      .filter((g) => g.required === 'on' || g.type === 'single')
      .map((g) => ({ name: g.name, values: { label: g.values.slice(0, Math.max(1, g.min)).map((v) => v.label) } }));
    const optionPrice = it.foodVariations.reduce((sum, g) => {
      const chosen = variation.find((v) => v.name === g.name)?.values.label ?? [];
      return sum + g.values.filter((v) => chosen.includes(v.label)).reduce((s, v) => s + v.optionPrice, 0);
    }, 0);
    const guest = await newGuest();
    const body = { item_id: it.id, variation, add_on_ids: [it.addOnIds[0]], add_on_qtys: [2], price: 1 };
    const res = await add(guest, body);
    expect(res.status).toBe(200);
    const line = res.body[0];
    expect(line?.price).toBe(1);
    expect(line?.unit_price).toBeCloseTo(it.price + optionPrice, 2);
    expect(line?.add_ons).toEqual([expect.objectContaining({ id: it.addOnIds[0], quantity: 2 })]);
    await add(guest, body);
    const lines = (await list(guest)).body;
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(2);
    const other = await add(guest, { ...body, add_on_ids: [] });
    expect(other.body).toHaveLength(2);
    const bad = await add(guest, { ...body, add_on_ids: [999999] });
    expect(bad.status).toBe(422);
    expect(errorCode(bad)).toBe('add_on_ids');
  });
});

describe('updating and removing', () => {
  it('sets a line, refuses a line that is gone, removes one line', async () => {
    const guest = await newGuest();
    const it = await plainItem(6);
    const [line] = (await add(guest, { item_id: it.id })).body;
    const up = await call<Line[]>('customer/cart/update', { method: 'POST', body: { guest_id: guest, cart_id: line?.id, item_id: it.id, model: 'Item', quantity: 3 } });
    expect(up.status).toBe(200);
    expect(up.body[0]?.quantity).toBe(3);
    const removed = await call<Line[]>('customer/cart/remove-item', { method: 'DELETE', query: { guest_id: guest, cart_id: String(line?.id) } });
    expect(removed.body).toEqual([]);
    const again = await call('customer/cart/remove-item', { method: 'DELETE', query: { guest_id: guest, cart_id: String(line?.id) } });
    expect(again.status).toBe(404);
    expect(errorCode(again)).toBe('cart_id');
  });

  it('refuses bad input with a 422, never a 500', async () => {
    const guest = await newGuest();
    for (const body of [{ item_id: 'x' }, { item_id: 1, quantity: 0 }, { item_id: 1, model: 'Other' }, { item_id: 1, variation: 'nonsense{' }]) {
      const res = await add(guest, body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});

describe('guest cart joins the account on sign-in', () => {
  it('moves the guest lines into the customer cart', async () => {
    const guest = await newGuest();
    const it = await plainItem(5);
    await add(guest, { item_id: it.id, quantity: 2 });
    const login = await call<{ token: string }>('auth/login', { method: 'POST', body: { email_or_phone: 'demo@souk.test', password: 'souk-demo-1', login_type: 'manual', guest_id: guest } });
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${login.body.token}` };
    const mine = await call<Line[]>('customer/cart/list', { headers: auth });
    expect(mine.body.find((l) => l.item_id === it.id)?.quantity).toBe(2);
    expect((await list(guest)).body).toHaveLength(0);
    await call('customer/cart/remove', { method: 'DELETE', headers: auth });
  });

  /** The account's cart holds the guest's line (and the guest's cart is empty). */
  async function expectJoined(token: unknown, guest: string, itemId: number, quantity: number) {
    expect(typeof token).toBe('string');
    const auth = { authorization: `Bearer ${String(token)}` };
    const mine = await call<Line[]>('customer/cart/list', { headers: auth });
    expect(mine.body.find((l) => l.item_id === itemId)?.quantity).toBe(quantity);
    expect((await list(guest)).body).toHaveLength(0);
  }

  it('moves the guest lines into the account on sign-up and on a later OTP sign-in', async () => {
    const it = await plainItem(5);
    const phone = `+97158${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const email = `joins-${Date.now()}@example.com`;
    const firstGuest = await newGuest();
    await add(firstGuest, { item_id: it.id, quantity: 1 });
    const signUp = await call('auth/sign-up', { method: 'POST', body: { name: 'Huda Joins', email, phone, password: 'secret-123', confirm_password: 'secret-123', guest_id: firstGuest } });
    expect(signUp.status).toBe(200);
    await expectJoined(signUp.body.token, firstGuest, it.id, 1);

    const saved = { demo: process.env.SOUK_DEMO_MODE, hook: process.env.SOUK_OTP_WEBHOOK_URL };
    process.env.SOUK_DEMO_MODE = '1';
    delete process.env.SOUK_OTP_WEBHOOK_URL;
    try {
      const secondGuest = await newGuest();
      await add(secondGuest, { item_id: it.id, quantity: 2 });
      expect((await call('auth/login', { method: 'POST', body: { login_type: 'otp', phone } })).status).toBe(200);
      const otp = await call('auth/login', { method: 'POST', body: { login_type: 'otp', phone, otp: '123456', guest_id: secondGuest } });
      expect(otp.status).toBe(200);
      await expectJoined(otp.body.token, secondGuest, it.id, 3);
    } finally {
      if (saved.demo === undefined) delete process.env.SOUK_DEMO_MODE;
      else process.env.SOUK_DEMO_MODE = saved.demo;
      if (saved.hook !== undefined) process.env.SOUK_OTP_WEBHOOK_URL = saved.hook;
    }
  });
});

describe('wishlist', () => {
  it('needs a token, then adds, lists and removes items and stores', async () => {
    expect((await call('customer/wish-list')).status).toBe(401);
    const login = await call<{ token: string }>('auth/login', { method: 'POST', body: { email_or_phone: 'demo@souk.test', password: 'souk-demo-1', login_type: 'manual' } });
    const auth = { authorization: `Bearer ${login.body.token}` };
    const it = await plainItem(1);
    expect((await call('customer/wish-list/add', { method: 'POST', headers: auth, query: { item_id: String(it.id) } })).status).toBe(200);
    expect((await call('customer/wish-list/add', { method: 'POST', headers: auth, query: { store_id: String(it.storeId) } })).status).toBe(200);
    const wl = await call<{ item: Json[]; store: Json[] }>('customer/wish-list', { headers: auth });
    expect(wl.body.item.map((x) => x.id)).toContain(it.id);
    expect(wl.body.store.map((x) => x.id)).toContain(it.storeId);
    expect((await call('customer/wish-list/remove', { method: 'DELETE', headers: auth, query: { item_id: String(it.id) } })).status).toBe(200);
    const gone = await call('customer/wish-list/remove', { method: 'DELETE', headers: auth, query: { item_id: String(it.id) } });
    expect(gone.status).toBe(404);
    const unknown = await call('customer/wish-list/add', { method: 'POST', headers: auth, query: { item_id: '999999' } });
    expect(unknown.status).toBe(404);
    expect((await call('customer/wish-list/add', { method: 'POST', headers: auth })).status).toBe(422);
  });
});
