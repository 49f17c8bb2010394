/**
 * The cart as 6amMart's clients read it: one cart per module (the moduleId header), each line's
 * item with its module object, the chosen food options marked isSelected and the chosen add-ons
 * in `addons` with their quantity.
 */
import { and, eq, gte, isNull } from 'drizzle-orm';
import { getDb } from '../db/client';
import { items, modules } from '../db/schema';
import { call, errorCode, type Json } from '../../testing/backend';

type ItemRow = typeof items.$inferSelect;
interface Line {
  id: number;
  item_id: number;
  module_id: number;
  store_id: number;
  quantity: number;
  item: Json & { module: Json | null; food_variations: { name: string; values: { label: string; isSelected: boolean }[] }[]; addons: (Json & { id: number; quantity: number })[] };
}

async function newGuest(): Promise<string> {
  return String((await call<{ guest_id: number }>('auth/guest/request', { method: 'POST' })).body.guest_id);
}

const inModule = (moduleId: number | null): Record<string, string> => (moduleId === null ? {} : { moduleid: String(moduleId) });
const add = (guest: string, moduleId: number | null, body: Json) =>
  call<Line[]>('customer/cart/add', { method: 'POST', headers: inModule(moduleId), body: { guest_id: guest, model: 'Item', quantity: 1, ...body } });
const list = (guest: string, moduleId: number | null) => call<Line[]>('customer/cart/list', { headers: inModule(moduleId), query: { guest_id: guest } });

async function itemsOf(type: string, minStock = 0): Promise<{ item: ItemRow; moduleId: number }[]> {
  const db = await getDb();
  const rows = await db
    .select({ item: items, moduleId: modules.id })
    .from(items)
    .innerJoin(modules, eq(items.moduleId, modules.id))
    .where(and(eq(modules.moduleType, type), eq(items.status, 1), gte(items.stock, minStock), isNull(items.maximumCartQuantity)));
  return rows;
}

async function plain(type: string) {
  const found = (await itemsOf(type, 5)).filter((r) => r.item.variations.length === 0 && !r.item.foodVariations.some((g) => g.required === 'on'));
  if (found.length < 2) throw new Error(`the seed has too few plain ${type} items`);
  return found;
}

describe('one cart per module', () => {
  it('keeps a food cart and a grocery cart side by side, each listed and cleared in its own module', async () => {
    const guest = await newGuest();
    const [food] = await plain('food');
    const [grocery] = await plain('grocery');
    if (!food || !grocery) throw new Error('seed');
    expect((await add(guest, food.moduleId, { item_id: food.item.id })).status).toBe(200);
    const second = await add(guest, grocery.moduleId, { item_id: grocery.item.id });
    // another module's store is not "another store": no cart_store refusal
    expect(second.status).toBe(200);
    expect(second.body.map((l) => l.item_id)).toEqual([grocery.item.id]);

    expect((await list(guest, food.moduleId)).body.map((l) => l.item_id)).toEqual([food.item.id]);
    expect((await list(guest, grocery.moduleId)).body.map((l) => l.item_id)).toEqual([grocery.item.id]);
    // no module named: the whole cart
    expect((await list(guest, null)).body.map((l) => l.item_id).sort()).toEqual([food.item.id, grocery.item.id].sort());

    const cleared = await call('customer/cart/remove', { method: 'DELETE', headers: inModule(food.moduleId), query: { guest_id: guest } });
    expect(cleared.status).toBe(200);
    expect((await list(guest, food.moduleId)).body).toEqual([]);
    expect((await list(guest, grocery.moduleId)).body.map((l) => l.item_id)).toEqual([grocery.item.id]);
  });

  it('still holds one store within a module, for adds and for updates', async () => {
    const guest = await newGuest();
    const groceries = await plain('grocery');
    const first = groceries[0];
    const other = groceries.find((g) => g.item.storeId !== first?.item.storeId);
    if (!first || !other) throw new Error('the seed has one grocery store only');
    const [food] = await plain('food');
    if (!food) throw new Error('seed');
    await add(guest, food.moduleId, { item_id: food.item.id });
    const [line] = (await add(guest, first.moduleId, { item_id: first.item.id })).body;
    const refused = await add(guest, other.moduleId, { item_id: other.item.id });
    expect(refused.status).toBe(409);
    expect(errorCode(refused)).toBe('cart_store');
    // a grocery line updated while a food cart of another store exists
    const updated = await call<Line[]>('customer/cart/update', {
      method: 'POST',
      headers: inModule(first.moduleId),
      body: { guest_id: guest, cart_id: line?.id, model: 'Item', item_id: first.item.id, quantity: 3 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.map((l) => l.quantity)).toEqual([3]);
  });

  it('refuses a malformed moduleId header with a 403', async () => {
    const guest = await newGuest();
    const res = await call('customer/cart/list', { headers: { moduleid: 'food' }, query: { guest_id: guest } });
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('moduleId');
  });
});

describe("a line's item as 6amMart echoes it", () => {
  it('carries its module object', async () => {
    const guest = await newGuest();
    const [grocery] = await plain('grocery');
    if (!grocery) throw new Error('seed');
    const [line] = (await add(guest, grocery.moduleId, { item_id: grocery.item.id })).body;
    expect(line?.item.module).toMatchObject({ id: grocery.moduleId, module_type: 'grocery', module_name: expect.any(String) });
    const ar = await call<Line[]>('customer/cart/list', { headers: { ...inModule(grocery.moduleId), 'x-localization': 'ar' }, query: { guest_id: guest } });
    expect(String(ar.body[0]?.item.module?.module_name)).toMatch(/[\u0600-\u06FF]/);
  });

  it('marks the chosen food options isSelected and lists the chosen add-ons with their quantity', async () => {
    const dish = (await itemsOf('food')).find((r) => r.item.foodVariations.some((g) => g.required === 'on' && g.values.length > 1) && r.item.addOnIds.length > 1);
    if (!dish) throw new Error('the seed has no food item with a choice and two add-ons');
    const groups = dish.item.foodVariations.filter((g) => g.required === 'on' || g.type === 'single');
    const variation = groups.map((g) => ({ name: g.name, values: { label: g.values.slice(0, Math.max(1, g.min)).map((v) => v.label) } }));
    const addOn = dish.item.addOnIds[1];
    const res = await add(await newGuest(), dish.moduleId, { item_id: dish.item.id, variation, add_on_ids: [addOn], add_on_qtys: [3] });
    expect(res.status).toBe(200);
    const item = res.body[0]?.item;
    for (const g of groups) {
      const chosen = variation.find((v) => v.name === g.name)?.values.label ?? [];
      const echoed = item?.food_variations.find((x) => x.name === g.name);
      expect(echoed?.values.filter((v) => v.isSelected).map((v) => v.label)).toEqual(chosen);
      expect(echoed?.values.filter((v) => !v.isSelected).length).toBe(g.values.length - chosen.length);
    }
    expect(item?.addons).toEqual([expect.objectContaining({ id: addOn, quantity: 3 })]);
  });
});
