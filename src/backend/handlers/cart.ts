/**
 * The server cart, for a signed-in customer (Bearer token) or a guest (`guest_id`). Every change
 * is one transaction that first locks the owner's row (customers or guests), so concurrent changes
 * of one cart run one after another; the line itself is an upsert on (owner, line_key).
 * Prices and limits come from the database, never from the request.
 */
import { z } from 'zod';
import { and, asc, eq, sql } from 'drizzle-orm';
import { notGiven, parseBody, q, requireModule, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import type { Db } from '../db/client';
import { customers, guests, itemCampaigns, items, stores } from '../db/schema';
import { cartItems, type CartVariation } from '../db/schema-cart';
import { byColumnName } from '../db/schema-columns';
import { moduleTypes } from '../services/catalog';
import { dubaiClock } from '../services/format';
import { looseList, resolveChoice } from '../services/cart-lines';
import { addOnsOf, cartLineKey, variationKey } from '../../contract/cart-line';
import { answerLines, type Line } from '../services/cart-answer';
import { badGuest, namedOwner, resolveOwner } from '../services/guards';
import { idText, type Owner } from '../services/cart-owner';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The module whose cart a call reads or changes (the moduleId header); every module when not sent. */
export function cartModule(ctx: Ctx): number | null {
  return notGiven(ctx.moduleIdRaw) ? null : requireModule(ctx);
}

/** Locks the owner's row and reads the cart in one statement; a guest that does not exist is refused. */
async function lockAndRead(tx: Tx, owner: Owner): Promise<Line[]> {
  const rows =
    owner.customerId !== null
      ? await tx
          .select({ owner: customers.id, line: cartItems })
          .from(customers)
          .leftJoin(cartItems, eq(cartItems.owner, owner.key))
          .where(eq(customers.id, owner.customerId))
          .orderBy(asc(cartItems.id))
          .for('update', { of: customers })
      : await tx
          .select({ owner: guests.id, line: cartItems })
          .from(guests)
          .leftJoin(cartItems, eq(cartItems.owner, owner.key))
          .where(eq(guests.id, owner.guestId ?? 0))
          .orderBy(asc(cartItems.id))
          .for('update', { of: guests });
  if (rows.length === 0) throw owner.guestId !== null ? badGuest() : new ApiError(401, 'auth-001', 'Unauthenticated.');
  return rows.flatMap((r) => (r.line ? [r.line] : []));
}

const lineSchema = z.object({
  model: z.enum(['Item', 'ItemCampaign'], { message: 'The model must be Item or ItemCampaign.' }).default('Item'),
  item_id: z.coerce.number({ message: 'The item id field is required.' }).int('The item id must be a number.').positive('The item id must be a number.'),
  quantity: z.coerce.number({ message: 'The quantity must be a number.' }).int('The quantity must be a whole number.').min(1, 'The quantity must be at least 1.').max(9999, 'The quantity may not be greater than 9999.'),
  add_on_ids: z.unknown().optional(),
  add_on_qtys: z.unknown().optional(),
  variation: z.unknown().optional(),
  request_id: z.string().trim().max(64, 'The request id may not be greater than 64 characters.').optional(),
  price: z.coerce.number({ message: 'The price must be a number.' }).finite('The price must be a number.').min(0, 'The price may not be negative.').max(1e9, 'The price is too large.').optional(),
});

interface Wanted {
  model: 'Item' | 'ItemCampaign';
  itemId: number;
  quantity: number;
  addOns: { id: number; qty: number }[];
  variation: CartVariation[];
  requestId: string | undefined;
  /** What the client says the line costs (kept and answered as its `price`; never used for totals). */
  clientPrice: number | null;
}

function readLine(ctx: Ctx): Wanted {
  const input = parseBody(ctx, lineSchema);
  const ids = looseList(input.add_on_ids).map(Number);
  const qtys = looseList(input.add_on_qtys).map(Number);
  if (!ids.every((n) => Number.isInteger(n) && n > 0)) throw new ApiError(422, 'add_on_ids', 'The add_on_ids must be a list of add-on ids.');
  if (!qtys.every((n) => Number.isInteger(n) && n >= 0 && n <= 999)) throw new ApiError(422, 'add_on_qtys', 'The add_on_qtys must be a list of whole numbers.');
  const addOns = addOnsOf(ids, qtys);
  if (new Set(addOns.map((a) => a.id)).size !== addOns.length) throw new ApiError(422, 'add_on_ids', 'An add-on is listed twice.');
  const variation = looseList(input.variation).map((v): CartVariation => {
    if (!v || typeof v !== 'object') throw new ApiError(422, 'variation', 'The variation must be a list of choices.');
    const o = v as Record<string, unknown>;
    const values = o.values && typeof o.values === 'object' ? (o.values as Record<string, unknown>).label : undefined;
    return {
      type: typeof o.type === 'string' ? o.type : undefined,
      name: typeof o.name === 'string' ? o.name : undefined,
      values: values === undefined ? undefined : { label: looseList(values).map(String) },
    };
  });
  return { model: input.model, itemId: input.item_id, quantity: input.quantity, addOns, variation, requestId: input.request_id || undefined, clientPrice: input.price ?? null };
}

interface Priced {
  storeId: number;
  moduleId: number;
  lineKey: string;
  stockKey: string;
  variation: CartVariation[];
  price: number;
  stock: number;
  max: number | null;
  food: boolean;
  underlying: number;
}

const notFound = (ctx: Ctx) => new ApiError(404, 'product-001', ctx.lang === 'ar' ? 'المنتج غير موجود!' : 'Item not found!');

/** The columns a price needs (an item row is wide; a cart change reads only these). */
const pricing = {
  id: items.id,
  name: items.name,
  nameAr: items.nameAr,
  price: items.price,
  variations: items.variations,
  foodVariations: items.foodVariations,
  stock: items.stock,
  maximumCartQuantity: items.maximumCartQuantity,
  addOnIds: items.addOnIds,
  moduleId: items.moduleId,
};

/** Load the item (or campaign item), check the choice and price one unit. */
async function price(ctx: Ctx, w: Wanted): Promise<Priced> {
  let item: { [K in keyof typeof pricing]: (typeof items.$inferSelect)[K] };
  let storeId: number;
  let base: number;
  if (w.model === 'ItemCampaign') {
    const [row] = await ctx.db
      .select({ c: itemCampaigns, item: pricing, storeId: stores.id })
      .from(itemCampaigns)
      .innerJoin(items, eq(itemCampaigns.itemId, items.id))
      .innerJoin(stores, eq(items.storeId, stores.id))
      .where(and(eq(itemCampaigns.id, w.itemId), eq(itemCampaigns.status, 1), eq(stores.status, 1)));
    if (!row) throw notFound(ctx);
    const today = dubaiClock(new Date()).date;
    if (!(row.c.startDate <= today && today <= row.c.endDate)) throw new ApiError(403, 'campaign', 'This campaign is over');
    ({ item, storeId } = row);
    item = { ...item, variations: [] };
    base = row.c.price;
  } else {
    const [row] = await ctx.db
      .select({ item: pricing, storeId: stores.id })
      .from(items)
      .innerJoin(stores, eq(items.storeId, stores.id))
      .where(and(eq(items.id, w.itemId), eq(items.status, 1), eq(stores.status, 1)));
    if (!row) throw notFound(ctx);
    ({ item, storeId } = row);
    base = item.price;
  }
  const name = ctx.lang === 'ar' ? item.nameAr : item.name;
  const choice = resolveChoice({ ...item, name }, w.variation, base, ctx.lang);
  for (const a of w.addOns) {
    if (!item.addOnIds.includes(a.id)) throw new ApiError(422, 'add_on_ids', `Add-on ${a.id} is not offered with ${name}.`);
  }
  const food = (await moduleTypes(ctx.db)).get(item.moduleId) === 'food';
  return {
    storeId,
    moduleId: item.moduleId,
    lineKey: cartLineKey(w.model, w.itemId, choice.stored, w.addOns),
    stockKey: choice.variation ? `${item.id}:${variationKey(choice.variation.type)}` : String(item.id),
    variation: choice.stored,
    price: choice.unitPrice,
    stock: choice.variation ? choice.variation.stock : item.stock,
    max: item.maximumCartQuantity,
    food,
    underlying: item.id,
  };
}

const underlyingOf = (l: Line): number => Number.parseInt(l.stockKey, 10);

const outOfStock = (available: number) => new ApiError(403, 'stock', 'Out of Stock', { available });
const outOfLimits = (available: number) => new ApiError(403, 'maximum_cart_quantity', 'Out of Limits', { available });
const otherStore = () => new ApiError(409, 'cart_store', 'Your cart has items from another store. Clear the cart to add this item.');

/**
 * Stock (not for food) and maximum_cart_quantity, counting the cart's other lines of the same item.
 * An add checks the same in the database (souk_cart_add, migration 0009_cart_add_sql).
 */
function checkLimits(p: Priced, others: Line[], quantity: number): void {
  const sameStock = others.filter((l) => l.stockKey === p.stockKey).reduce((s, l) => s + l.quantity, 0);
  const sameItem = others.filter((l) => underlyingOf(l) === p.underlying).reduce((s, l) => s + l.quantity, 0);
  if (!p.food && sameStock + quantity > p.stock) throw outOfStock(Math.max(0, p.stock - sameStock));
  if (p.max !== null && p.max > 0 && sameItem + quantity > p.max) throw outOfLimits(Math.max(0, p.max - sameItem));
}

function checkStore(p: Priced, others: Line[]): void {
  if (others.some((l) => l.storeId !== p.storeId)) throw otherStore();
}

function values(owner: Owner, w: Wanted, p: Priced, quantity: number) {
  return {
    owner: owner.key,
    customerId: owner.customerId,
    guestId: owner.guestId,
    model: w.model,
    itemId: w.itemId,
    storeId: p.storeId,
    moduleId: p.moduleId,
    lineKey: p.lineKey,
    stockKey: p.stockKey,
    variation: p.variation,
    addOnIds: w.addOns.map((a) => a.id),
    addOnQtys: w.addOns.map((a) => a.qty),
    quantity,
    price: p.price,
    clientPrice: w.clientPrice,
  };
}

const addOutcome = z.object({
  outcome: z.enum(['added', 'repeated', 'no_owner', 'cart_store', 'stock', 'maximum_cart_quantity']),
  available: z.number().optional(),
});

/**
 * One statement, souk_cart_add (migration 0009_cart_add_sql): it locks the owner's row, checks the
 * store and the limits against the cart as it is then, and adds the line. A transaction of several
 * statements held PGlite's one connection while each answer came back, which halved the adds a
 * second at 20 guests (bench/NOTES.md).
 */
async function add(ctx: Ctx) {
  const owner = await namedOwner(ctx);
  const w = readLine(ctx);
  const p = await price(ctx, w);
  const row = byColumnName(cartItems, values(owner, w, p, w.quantity));
  const [answer] = await ctx.db
    .select({
      result: sql<unknown>`souk_cart_add(${owner.customerId}::integer, ${owner.guestId}::integer, ${w.requestId ?? null}::text, ${JSON.stringify(row)}::jsonb, ${p.stock}::integer, ${!p.food}::boolean, ${p.max}::integer)`,
    })
    .from(sql`(SELECT 1) AS one`);
  const { outcome, available = 0 } = addOutcome.parse(answer?.result);
  if (outcome === 'no_owner') throw owner.guestId !== null ? badGuest() : new ApiError(401, 'auth-001', 'Unauthenticated.');
  if (outcome === 'cart_store') throw otherStore();
  if (outcome === 'stock') throw outOfStock(available);
  if (outcome === 'maximum_cart_quantity') throw outOfLimits(available);
  return json(await answerLines(ctx, owner.key, cartModule(ctx)));
}

const cartIdSchema = z.object({
  cart_id: z.coerce.number({ message: 'The cart id field is required.' }).int('The cart id must be a number.').positive('The cart id must be a number.'),
});

const lineGone = () => new ApiError(404, 'cart_id', 'This item is no longer in the cart.');

async function update(ctx: Ctx) {
  const owner = await namedOwner(ctx);
  const { cart_id: cartId } = parseBody(ctx, cartIdSchema);
  const w = readLine(ctx);
  const p = await price(ctx, w);
  await ctx.db.transaction(async (tx) => {
    const lines = await lockAndRead(tx, owner);
    const current = lines.find((l) => l.id === cartId);
    if (!current) throw lineGone();
    const twin = lines.find((l) => l.lineKey === p.lineKey && l.id !== cartId);
    const others = lines.filter((l) => l.id !== cartId && l.id !== twin?.id);
    const quantity = w.quantity + (twin?.quantity ?? 0);
    // one store per module's cart
    checkStore(p, others.filter((l) => l.moduleId === p.moduleId));
    checkLimits(p, others, quantity);
    if (twin) {
      // The new choice is already a line of its own: the two become one.
      await tx.delete(cartItems).where(eq(cartItems.id, current.id));
      await tx.update(cartItems).set({ quantity, price: p.price, updatedAt: new Date() }).where(eq(cartItems.id, twin.id));
    } else {
      await tx.update(cartItems).set({ ...values(owner, w, p, quantity), updatedAt: new Date() }).where(eq(cartItems.id, current.id));
    }
  });
  return json(await answerLines(ctx, owner.key, cartModule(ctx)));
}

async function removeItem(ctx: Ctx) {
  const owner = await resolveOwner(ctx);
  const body = ctx.req.body && typeof ctx.req.body === 'object' ? (ctx.req.body as Record<string, unknown>) : {};
  const parsed = cartIdSchema.safeParse({ cart_id: q(ctx, 'cart_id') ?? idText(body.cart_id) });
  if (!parsed.success) throw new ApiError(422, 'cart_id', 'The cart id field is required.');
  const gone = await ctx.db
    .delete(cartItems)
    .where(and(eq(cartItems.id, parsed.data.cart_id), eq(cartItems.owner, owner.key)))
    .returning({ id: cartItems.id });
  if (gone.length === 0) throw lineGone();
  return json(await answerLines(ctx, owner.key, cartModule(ctx)));
}

async function removeAll(ctx: Ctx) {
  const owner = await resolveOwner(ctx);
  const moduleId = cartModule(ctx);
  await ctx.db.delete(cartItems).where(moduleId === null ? eq(cartItems.owner, owner.key) : and(eq(cartItems.owner, owner.key), eq(cartItems.moduleId, moduleId)));
  return json([]);
}

async function list(ctx: Ctx) {
  return json(await answerLines(ctx, (await resolveOwner(ctx)).key, cartModule(ctx)));
}

export const routes: Route[] = [
  { method: 'GET', path: 'customer/cart/list', handler: list },
  { method: 'POST', path: 'customer/cart/add', handler: add },
  { method: 'POST', path: 'customer/cart/update', handler: update },
  { method: 'DELETE', path: 'customer/cart/remove-item', handler: removeItem },
  { method: 'DELETE', path: 'customer/cart/remove', handler: removeAll },
];
