/** The signed-in customer's wishlist of items and stores (guests have none: 401). */
import { z } from 'zod';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { parseQuery, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import { items, stores } from '../db/schema';
import { wishlists } from '../db/schema-cart';
import { fmtCtx, formatItems } from '../services/catalog';
import { formatStore } from '../services/format';
import { requireCustomer } from '../services/guards';

const target = z
  .object({
    item_id: z.coerce.number({ message: 'The item id must be a number.' }).int('The item id must be a number.').positive('The item id must be a number.').optional(),
    store_id: z.coerce.number({ message: 'The store id must be a number.' }).int('The store id must be a number.').positive('The store id must be a number.').optional(),
  })
  .refine((v) => (v.item_id === undefined) !== (v.store_id === undefined), { message: 'Send either item_id or store_id.', path: ['item_id'] });

const say = (ctx: Ctx, en: string, ar: string) => (ctx.lang === 'ar' ? ar : en);

async function add(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  const t = parseQuery(ctx, target);
  if (t.item_id !== undefined) {
    const [it] = await ctx.db.select({ id: items.id }).from(items).where(and(eq(items.id, t.item_id), eq(items.status, 1)));
    if (!it) throw new ApiError(404, 'product-001', say(ctx, 'Item not found!', 'المنتج غير موجود!'));
  } else if (t.store_id !== undefined) {
    const [st] = await ctx.db.select({ id: stores.id }).from(stores).where(and(eq(stores.id, t.store_id), eq(stores.status, 1)));
    if (!st) throw new ApiError(404, 'store', say(ctx, 'Store not found!', 'المتجر غير موجود!'));
  }
  await ctx.db
    .insert(wishlists)
    .values({ customerId: c.id, itemId: t.item_id ?? null, storeId: t.store_id ?? null })
    .onConflictDoNothing();
  return json({ message: say(ctx, 'Successfully added!', 'تمت الإضافة بنجاح!') });
}

async function remove(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  const t = parseQuery(ctx, target);
  const which = t.item_id !== undefined ? eq(wishlists.itemId, t.item_id) : eq(wishlists.storeId, t.store_id ?? 0);
  const gone = await ctx.db.delete(wishlists).where(and(eq(wishlists.customerId, c.id), which)).returning({ id: wishlists.id });
  if (gone.length === 0) throw new ApiError(404, 'wishlist', say(ctx, 'Not found in your wishlist.', 'غير موجود في قائمة المفضلة.'));
  return json({ message: say(ctx, 'Successfully removed!', 'تمت الإزالة بنجاح!') });
}

async function list(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  const rows = await ctx.db.select().from(wishlists).where(eq(wishlists.customerId, c.id)).orderBy(desc(wishlists.id));
  const itemIds = rows.flatMap((r) => (r.itemId !== null ? [r.itemId] : []));
  const storeIds = rows.flatMap((r) => (r.storeId !== null ? [r.storeId] : []));
  const [itemRows, storeRows, fc] = await Promise.all([
    itemIds.length
      ? ctx.db.select({ item: items, store: stores }).from(items).innerJoin(stores, eq(items.storeId, stores.id)).where(and(inArray(items.id, itemIds), eq(items.status, 1)))
      : [],
    storeIds.length ? ctx.db.select().from(stores).where(and(inArray(stores.id, storeIds), eq(stores.status, 1), isNotNull(stores.id))) : [],
    fmtCtx(ctx),
  ]);
  const byItem = new Map(itemRows.map((r) => [r.item.id, r]));
  const byStore = new Map(storeRows.map((s) => [s.id, s]));
  const orderedItems = itemIds.flatMap((id) => {
    const r = byItem.get(id);
    return r ? [r] : [];
  });
  const formatted = await formatItems(ctx, orderedItems);
  return json({
    item: formatted,
    store: storeIds.flatMap((id) => {
      const s = byStore.get(id);
      return s ? [formatStore(s, fc)] : [];
    }),
  });
}

export const routes: Route[] = [
  { method: 'GET', path: 'customer/wish-list', handler: list },
  { method: 'POST', path: 'customer/wish-list/add', handler: add },
  { method: 'DELETE', path: 'customer/wish-list/remove', handler: remove },
];
