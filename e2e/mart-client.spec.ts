import { expect, test, type APIRequestContext } from './fixtures';
import { clientSession, moduleOf, ZONES, type Module } from './mart-client-helpers';

/**
 * 6amMart's web client against /api/v1, played call by call: a bearer token (or a guest id), one
 * cart per module read through the client's own rule (it keeps the lines whose item.module.id is
 * the module it shows, and rebuilds the chosen food options from isSelected), then a home-delivery
 * cash-on-delivery order in food and in grocery, each leaving the other module's cart alone.
 */

interface FoodGroup {
  name: string;
  type: string;
  required: string;
  min: number;
  values: { label: string; isSelected?: boolean }[];
}
interface Item {
  id: number;
  name: string;
  price: number;
  store_id: number;
  stock: number | null;
  variations: unknown[];
  choice_options: unknown[];
  food_variations: FoodGroup[];
  add_ons: { id: number }[];
  maximum_cart_quantity: number | null;
}
interface Line {
  id: number;
  item_id: number;
  store_id: number;
  quantity: number;
  add_on_ids: number[];
  add_on_qtys: number[];
  item: Item & { module: Module; addons: { id: number; quantity: number }[] };
}

/** An item of the module the client can order from a store of zone 1 or 2: a food dish with a required choice and an add-on, or a plain grocery item. */
async function orderable(request: APIRequestContext, m: Module): Promise<Item> {
  const page = (await (await request.get('/api/v1/items/latest?limit=100&offset=1&type=all', { headers: { zoneId: ZONES, moduleId: String(m.id) } })).json()) as { products: Item[] };
  const wanted =
    m.module_type === 'food'
      ? page.products.find((i) => i.food_variations.some((g) => g.required === 'on') && i.add_ons.length > 0 && (i.maximum_cart_quantity ?? 99) >= 10)
      : page.products
          .filter((i) => i.variations.length === 0 && i.choice_options.length === 0 && !i.maximum_cart_quantity)
          .sort((a, b) => (b.stock ?? 0) - (a.stock ?? 0))[0];
  if (!wanted) throw new Error(`no orderable ${m.module_type} item`);
  return wanted;
}

/** Enough of an item to pass its store's minimum order, however a discount prices it. */
async function enough(request: APIRequestContext, m: Module, item: Item): Promise<number> {
  const store = (await (await request.get(`/api/v1/stores/details/${item.store_id}`, { headers: { zoneId: ZONES, moduleId: String(m.id) } })).json()) as { minimum_order: number };
  return Math.max(2, Math.ceil((store.minimum_order + 1) / (item.price * 0.5)));
}

function choicesFor(item: Item) {
  return item.food_variations
    .filter((g) => g.required === 'on')
    .map((g) => ({ name: g.name, values: { label: g.values.slice(0, Math.max(1, g.min)).map((v) => v.label) } }));
}

for (const who of ['guest', 'customer'] as const) {
  test(`6amMart's client: a ${who} fills a food and a grocery cart and orders each, cash on delivery`, async ({ request }) => {
    const { auth, owner } = await clientSession(request, who);
    const [food, grocery] = [await moduleOf(request, 'food'), await moduleOf(request, 'grocery')];
    const scope = (m: Module) => ({ ...auth, zoneId: ZONES, moduleId: String(m.id) });
    const dish = await orderable(request, food);
    const pack = await orderable(request, grocery);
    const sent = choicesFor(dish);
    const [dishes, packs] = [await enough(request, food, dish), await enough(request, grocery, pack)];
    expect(pack.stock ?? 0).toBeGreaterThanOrEqual(packs);

    const addDish = await request.post('/api/v1/customer/cart/add', {
      headers: scope(food),
      data: { ...owner, model: 'Item', item_id: dish.id, quantity: dishes, price: dish.price, variation: sent, add_on_ids: [dish.add_ons[0]?.id], add_on_qtys: [2] },
    });
    expect(addDish.status()).toBe(200);
    // a grocery item while a food cart exists: another module's cart, not "another store"
    const addPack = await request.post('/api/v1/customer/cart/add', { headers: scope(grocery), data: { ...owner, model: 'Item', item_id: pack.id, quantity: packs, price: pack.price } });
    expect(addPack.status()).toBe(200);

    // the client's rule: the lines whose item.module.id is the module shown
    const cartOf = async (m: Module) => {
      const res = await request.get(`/api/v1/customer/cart/list${owner.guest_id ? `?guest_id=${owner.guest_id}` : ''}`, { headers: scope(m) });
      expect(res.status()).toBe(200);
      return ((await res.json()) as Line[]).filter((l) => l.item.module?.id === m.id);
    };
    const foodCart = await cartOf(food);
    expect(foodCart.map((l) => [l.item_id, l.quantity])).toEqual([[dish.id, dishes]]);
    const [dishLine] = foodCart;
    if (!dishLine) throw new Error('no food line');
    // the chosen options, rebuilt from isSelected as the client does
    const rebuilt = dishLine.item.food_variations
      .map((g) => ({ name: g.name, values: { label: g.values.filter((v) => v.isSelected).map((v) => v.label) } }))
      .filter((g) => g.values.label.length > 0);
    expect(rebuilt).toEqual(sent);
    expect(dishLine.item.addons).toEqual([expect.objectContaining({ id: dish.add_ons[0]?.id, quantity: 2 })]);
    expect((await cartOf(grocery)).map((l) => [l.item_id, l.quantity])).toEqual([[pack.id, packs]]);

    for (const [m, lines] of [
      [food, foodCart],
      [grocery, await cartOf(grocery)],
    ] as const) {
      const first = lines[0];
      if (!first) throw new Error(`no ${m.module_type} line`);
      const store = (await (await request.get(`/api/v1/stores/details/${first.store_id}`, { headers: scope(m) })).json()) as { latitude: string; longitude: string };
      const cart = lines.map((l) => ({
        item_id: l.item_id,
        model: 'Item',
        quantity: l.quantity,
        price: l.item.price,
        variation: l.item.food_variations.map((g) => ({ name: g.name, values: { label: g.values.filter((v) => v.isSelected).map((v) => v.label) } })).filter((g) => g.values.label.length),
        add_on_ids: l.item.addons.map((a) => a.id),
        add_on_qtys: l.item.addons.map((a) => a.quantity),
      }));
      const placed = await request.post('/api/v1/customer/order/place', {
        headers: scope(m),
        data: {
          ...owner,
          cart: JSON.stringify(cart),
          order_type: 'delivery',
          payment_method: 'cash_on_delivery',
          store_id: first.store_id,
          address: 'Near the store',
          address_type: 'home',
          contact_person_name: 'Mart Client',
          contact_person_number: '+971500001212',
          latitude: store.latitude,
          longitude: store.longitude,
        },
      });
      expect(placed.status(), await placed.text()).toBe(200);
      expect(await placed.json()).toMatchObject({ order_status: 'pending' });
      // the ordered module's cart is empty; the other module's is kept until its own order
      expect(await cartOf(m)).toEqual([]);
    }
  });
}
