/**
 * The cart's answer: its lines in the contract's shape, each with its item as the catalogue answers
 * it. The formatted items are shared for a short time (../cache getMemo), so a change of a cart
 * reads only the cart; the line's own price is always the database's, set by the change itself.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../context';
import { getMemo, putMemo } from '../cache';
import { itemCampaigns, items, stores } from '../db/schema';
import { cartItems } from '../db/schema-cart';
import { formatItems } from './catalog';
import { moduleObjectOf } from './module-object';
import { round2 } from './cart-lines';
import { discountedPrice } from '../../contract/discount';
import { formatCampaignItems } from './catalogue-format';

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

interface FoodGroup {
  name: string;
  values: { label: string }[];
}

/**
 * The line's item as 6amMart echoes it: the module object, the chosen food options marked
 * `isSelected: true`, and the chosen add-ons with their quantity in `addons`.
 */
function chosenItem(item: Record<string, unknown>, line: Line, module: Record<string, unknown> | null, addOns: { id: number; quantity: number }[]) {
  const groups = Array.isArray(item.food_variations) ? (item.food_variations as FoodGroup[]) : [];
  const chosen = new Map(line.variation.filter((v) => v.name).map((v) => [v.name, new Set(v.values?.label ?? [])]));
  const offered = Array.isArray(item.add_ons) ? (item.add_ons as { id: number }[]) : [];
  return {
    ...item,
    module,
    food_variations: groups.map((g) => ({ ...g, values: g.values.map((v) => ({ ...v, isSelected: chosen.get(g.name)?.has(v.label) ?? false })) })),
    addons: addOns.flatMap((a) => {
      const found = offered.find((o) => o.id === a.id);
      return found ? [{ ...found, quantity: a.quantity }] : [];
    }),
  };
}

/** The contract's cart answer for lines already read (in cart order). */
export async function answerFor(ctx: Ctx, lines: Line[]): Promise<Record<string, unknown>[]> {
  if (lines.length === 0) return [];
  const formatted = await lineItems(ctx, lines);
  const moduleIds = [...new Set(lines.map((l) => l.moduleId))];
  const moduleObjects = new Map(await Promise.all(moduleIds.map(async (id) => [id, await moduleObjectOf(ctx.db, ctx.lang, id)] as const)));
  return lines.flatMap((r) => {
    const item = formatted.get(`${r.model}:${r.itemId}`);
    if (!item) return [];
    const offered = (item.add_ons as { id: number; name: string; price: number }[]) ?? [];
    const addOns = r.addOnIds.map((id, i) => {
      const a = offered.find((x) => x.id === id);
      return { id, name: a?.name ?? '', price: a?.price ?? 0, quantity: r.addOnQtys[i] ?? 1 };
    });
    const unit = discountedPrice(r.price, { discount: Number(item.discount ?? 0), discount_type: String(item.discount_type ?? 'percent'), store_discount: Number(item.store_discount ?? 0) });
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
        // what the client sent, as 6amMart keeps it; the server's own unit price, which totals use, beside it
        price: r.clientPrice ?? r.price,
        unit_price: r.price,
        discounted_price: unit,
        quantity: r.quantity,
        variation: r.variation,
        add_on_ids: r.addOnIds,
        add_on_qtys: r.addOnQtys,
        add_ons: addOns,
        total_price: round2(unit * r.quantity + addOnTotal),
        created_at: r.createdAt.toISOString(),
        updated_at: r.updatedAt.toISOString(),
        item: chosenItem(item, r, moduleObjects.get(r.moduleId) ?? null, addOns),
      },
    ];
  });
}

/** The cart of one owner in one module (6amMart keeps a cart per module), or every module when none is named. */
export async function answerLines(ctx: Ctx, ownerKey: string, moduleId: number | null): Promise<Record<string, unknown>[]> {
  const where = moduleId === null ? eq(cartItems.owner, ownerKey) : and(eq(cartItems.owner, ownerKey), eq(cartItems.moduleId, moduleId));
  return answerFor(ctx, await ctx.db.select().from(cartItems).where(where).orderBy(asc(cartItems.id)));
}
