/**
 * The cart's answer: its lines in the contract's shape, each with its item as the catalogue answers
 * it. The formatted items are shared for a short time (../cache getMemo), so a change of a cart
 * reads only the cart; the line's own price is always the database's, set by the change itself.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../context';
import { getMemo, putMemo } from '../cache';
import { itemCampaigns, items, stores } from '../db/schema';
import { cartItems } from '../db/schema-cart';
import { formatItems } from '../services/catalog';
import { discounted, round2 } from '../services/cart-lines';
import { formatCampaignItems } from './items';

export type Line = typeof cartItems.$inferSelect;

const itemKey = (ctx: Ctx, model: string, id: number): string =>
  ['cart-item', ctx.lang, ctx.lat === null ? '' : ctx.lat.toFixed(5), ctx.lng === null ? '' : ctx.lng.toFixed(5), model, id].join('|');

/** The formatted items of these lines: shared ones first, the rest in two batched queries. */
async function lineItems(ctx: Ctx, lines: Line[]): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  const missing = { Item: new Set<number>(), ItemCampaign: new Set<number>() };
  for (const l of lines) {
    const k = `${l.model}:${l.itemId}`;
    if (found.has(k)) continue;
    const shared = getMemo<Record<string, unknown>>(itemKey(ctx, l.model, l.itemId));
    if (shared) found.set(k, shared);
    else missing[l.model === 'ItemCampaign' ? 'ItemCampaign' : 'Item'].add(l.itemId);
  }
  const itemIds = [...missing.Item];
  const campaignIds = [...missing.ItemCampaign];
  const [plain, campaigns] = await Promise.all([
    itemIds.length ? ctx.db.select({ item: items, store: stores }).from(items).innerJoin(stores, eq(items.storeId, stores.id)).where(inArray(items.id, itemIds)) : [],
    campaignIds.length
      ? ctx.db
          .select({ c: itemCampaigns, item: items, store: stores })
          .from(itemCampaigns)
          .innerJoin(items, eq(itemCampaigns.itemId, items.id))
          .innerJoin(stores, eq(items.storeId, stores.id))
          .where(inArray(itemCampaigns.id, campaignIds))
      : [],
  ]);
  const keep = (model: string, id: number | undefined, f: Record<string, unknown>) => {
    if (id === undefined) return;
    found.set(`${model}:${id}`, f);
    putMemo(itemKey(ctx, model, id), f);
  };
  (await formatItems(ctx, plain)).forEach((f, i) => keep('Item', plain[i]?.item.id, f));
  (await formatCampaignItems(ctx, campaigns)).forEach((f, i) => keep('ItemCampaign', campaigns[i]?.c.id, f));
  return found;
}

/** The contract's cart answer for lines already read (in cart order). */
export async function answerFor(ctx: Ctx, lines: Line[]): Promise<Record<string, unknown>[]> {
  if (lines.length === 0) return [];
  const formatted = await lineItems(ctx, lines);
  return lines.flatMap((r) => {
    const item = formatted.get(`${r.model}:${r.itemId}`);
    if (!item) return [];
    const offered = (item.add_ons as { id: number; name: string; price: number }[]) ?? [];
    const addOns = r.addOnIds.map((id, i) => {
      const a = offered.find((x) => x.id === id);
      return { id, name: a?.name ?? '', price: a?.price ?? 0, quantity: r.addOnQtys[i] ?? 1 };
    });
    const unit = discounted(r.price, Number(item.discount ?? 0), String(item.discount_type ?? 'percent'), Number(item.store_discount ?? 0));
    const addOnTotal = addOns.reduce((s, a) => s + a.price * a.quantity, 0);
    return [
      {
        id: r.id,
        user_id: r.customerId ?? r.guestId,
        is_guest: r.guestId !== null,
        module_id: r.moduleId,
        store_id: r.storeId,
        item_id: r.itemId,
        model: r.model,
        item_type: r.model === 'ItemCampaign' ? 'App\\Models\\ItemCampaign' : 'App\\Models\\Item',
        price: r.price,
        discounted_price: unit,
        quantity: r.quantity,
        variation: r.variation,
        add_on_ids: r.addOnIds,
        add_on_qtys: r.addOnQtys,
        add_ons: addOns,
        total_price: round2(unit * r.quantity + addOnTotal),
        created_at: r.createdAt.toISOString(),
        updated_at: r.updatedAt.toISOString(),
        item,
      },
    ];
  });
}

/** The cart of one owner, read and answered. */
export async function answerLines(ctx: Ctx, ownerKey: string): Promise<Record<string, unknown>[]> {
  return answerFor(ctx, await ctx.db.select().from(cartItems).where(eq(cartItems.owner, ownerKey)).orderBy(asc(cartItems.id)));
}
