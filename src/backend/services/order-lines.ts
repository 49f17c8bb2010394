/**
 * The lines of an order being placed: read from the `cart` field (a JSON string or list of
 * lines, as 6amMart clients send it) or, when it is absent, from the shopper's server cart for
 * the store; then priced from the database (the client's prices are never read).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../context';
import { ApiError } from '../http';
import { addOns as addOnsTable, itemCampaigns, items, stores } from '../db/schema';
import { cartItems, type CartVariation } from '../db/schema-cart';
import { preparedPerDb } from '../db/client';
import type { OrderLineAddOn } from '../db/schema-orders';
import { dubaiClock, storeDiscountActive } from './format';
import { looseList, resolveChoice } from './cart-lines';
import { addOnsOf, variationKey } from '../../contract/cart-line';
import { discountedPrice } from '../../contract/discount';
import { moduleTypes } from './catalog';

export interface WantedLine {
  model: 'Item' | 'ItemCampaign';
  /** The item's id, or the campaign's for ItemCampaign. */
  id: number;
  quantity: number;
  addOns: { id: number; qty: number }[];
  variation: CartVariation[];
}

export interface PricedLine {
  model: 'Item' | 'ItemCampaign';
  item: typeof items.$inferSelect;
  campaignId: number | null;
  name: string;
  quantity: number;
  unitPrice: number;
  discountedUnit: number;
  variation: CartVariation[];
  /** The variation whose stock the line draws on (ecommerce), or null. */
  variationType: string | null;
  stockKey: string | null;
  addOns: OrderLineAddOn[];
  snapshot: Record<string, unknown>;
}

const bad = (message: string) => new ApiError(422, 'cart', message);

function toWanted(raw: unknown): WantedLine {
  if (!raw || typeof raw !== 'object') throw bad('Each cart line must be an object.');
  const o = raw as Record<string, unknown>;
  const campaignId = Number(o.item_campaign_id ?? 0);
  const model = o.model === 'ItemCampaign' || campaignId > 0 ? 'ItemCampaign' : 'Item';
  const id = Number(model === 'ItemCampaign' && campaignId > 0 ? campaignId : o.item_id);
  const quantity = Number(o.quantity);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw bad('Each cart line needs an item_id.');
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 9999) throw bad('The quantity of each line must be a whole number from 1 to 9999.');
  const ids = looseList(o.add_on_ids).map(Number);
  const qtys = looseList(o.add_on_qtys).map(Number);
  if (!ids.every((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647)) throw bad('The add_on_ids must be a list of add-on ids.');
  if (!qtys.every((n) => Number.isInteger(n) && n >= 0 && n <= 999)) throw bad('The add_on_qtys must be a list of whole numbers.');
  const variation = looseList(o.variation ?? o.variations).map((v): CartVariation => {
    if (!v || typeof v !== 'object') throw bad('The variation must be a list of choices.');
    const x = v as Record<string, unknown>;
    const values = x.values && typeof x.values === 'object' ? (x.values as Record<string, unknown>).label : undefined;
    return { type: typeof x.type === 'string' ? x.type : undefined, name: typeof x.name === 'string' ? x.name : undefined, values: values === undefined ? undefined : { label: looseList(values).map(String) } };
  });
  return { model, id, quantity, addOns: addOnsOf(ids, qtys), variation };
}

/** The `cart` field as lines; null when it is absent (the server cart is used). */
export function readCartField(value: unknown): WantedLine[] | null {
  if (value === undefined || value === null || value === '') return null;
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      throw bad('The cart must be a JSON list of lines.');
    }
  }
  if (!Array.isArray(list)) throw bad('The cart must be a JSON list of lines.');
  if (list.length > 100) throw bad('An order may hold at most 100 lines.');
  return list.map(toWanted);
}

/** The shopper's server cart lines of one store. */
export async function serverCartLines(ctx: Ctx, owner: string, storeId: number): Promise<WantedLine[]> {
  const rows = await ctx.db.select().from(cartItems).where(and(eq(cartItems.owner, owner), eq(cartItems.storeId, storeId)));
  return rows.map((r) => ({
    model: r.model === 'ItemCampaign' ? 'ItemCampaign' : 'Item',
    id: r.itemId,
    quantity: r.quantity,
    addOns: r.addOnIds.map((id, i) => ({ id, qty: r.addOnQtys[i] ?? 1 })),
    variation: r.variation,
  }));
}

const activeItemsQuery = preparedPerDb((db) =>
  db
    .select()
    .from(items)
    .where(and(sql`${items.id} = ANY(${sql.placeholder('ids')}::integer[])`, eq(items.status, 1)))
    .prepare('active_items'),
);

/** Prices every line from the database; every line must be of `store` (one store per order). */
export async function priceLines(ctx: Ctx, wanted: WantedLine[], store: typeof stores.$inferSelect, now: Date): Promise<PricedLine[]> {
  const itemIds = [...new Set(wanted.filter((w) => w.model === 'Item').map((w) => w.id))];
  const campaignIds = [...new Set(wanted.filter((w) => w.model === 'ItemCampaign').map((w) => w.id))];
  const [plain, campaigns, types] = await Promise.all([
    itemIds.length ? activeItemsQuery(ctx.db).execute({ ids: itemIds }) : [],
    campaignIds.length
      ? ctx.db.select({ c: itemCampaigns, item: items }).from(itemCampaigns).innerJoin(items, eq(itemCampaigns.itemId, items.id)).where(and(inArray(itemCampaigns.id, campaignIds), eq(itemCampaigns.status, 1)))
      : [],
    moduleTypes(ctx.db),
  ]);
  const allAddOnIds = [...new Set(wanted.flatMap((w) => w.addOns.map((a) => a.id)))];
  const addOnRows = allAddOnIds.length ? await ctx.db.select().from(addOnsTable).where(inArray(addOnsTable.id, allAddOnIds)) : [];
  const storeDiscount = storeDiscountActive(store, now)?.discount ?? 0;
  const today = dubaiClock(now).date;
  const food = types.get(store.moduleId) === 'food';
  return wanted.map((w) => {
    let item: typeof items.$inferSelect | undefined;
    let base: number;
    let discount: number;
    let discountType: string;
    let campaignId: number | null = null;
    let name: string;
    if (w.model === 'ItemCampaign') {
      const row = campaigns.find((r) => r.c.id === w.id);
      if (!row) throw new ApiError(404, 'product-001', 'Item not found!');
      if (!(row.c.startDate <= today && today <= row.c.endDate)) throw new ApiError(403, 'campaign', 'This campaign is over');
      item = { ...row.item, variations: [] };
      base = row.c.price;
      discount = row.c.discount;
      discountType = row.c.discountType;
      campaignId = row.c.id;
      name = ctx.lang === 'ar' ? row.c.titleAr : row.c.title;
    } else {
      item = plain.find((r) => r.id === w.id);
      if (!item) throw new ApiError(404, 'product-001', 'Item not found!');
      base = item.price;
      discount = item.discount;
      discountType = item.discountType;
      name = ctx.lang === 'ar' ? item.nameAr : item.name;
    }
    if (item.storeId !== store.id) throw new ApiError(422, 'cart', 'All items of an order must come from one store.');
    const choice = resolveChoice({ ...item, name }, w.variation, base, ctx.lang);
    const addOns = w.addOns.map((a): OrderLineAddOn => {
      const row = addOnRows.find((r) => r.id === a.id);
      if (!row || !item.addOnIds.includes(a.id) || row.status !== 1) throw new ApiError(422, 'add_on_ids', `Add-on ${a.id} is not offered with ${name}.`);
      return { id: row.id, name: ctx.lang === 'ar' ? row.nameAr : row.name, price: row.price, quantity: a.qty };
    });
    return {
      model: w.model,
      item,
      campaignId,
      name,
      quantity: w.quantity,
      unitPrice: choice.unitPrice,
      discountedUnit: discountedPrice(choice.unitPrice, { discount, discount_type: discountType, store_discount: storeDiscount }),
      variation: choice.stored,
      variationType: choice.variation?.type ?? null,
      stockKey: food ? null : choice.variation ? `${item.id}:${variationKey(choice.variation.type)}` : String(item.id),
      addOns,
      snapshot: {
        id: item.id,
        item_campaign_id: campaignId,
        name: w.model === 'ItemCampaign' ? campaigns.find((r) => r.c.id === w.id)?.c.title ?? item.name : item.name,
        name_ar: w.model === 'ItemCampaign' ? campaigns.find((r) => r.c.id === w.id)?.c.titleAr ?? item.nameAr : item.nameAr,
        slug: item.slug,
        image: item.image,
        price: base,
        discount,
        discount_type: discountType,
        store_discount: storeDiscount,
        unit_type: item.unitType,
        veg: item.veg,
        module_id: item.moduleId,
        store_id: item.storeId,
        is_prescription_required: item.isPrescriptionRequired,
        generic_name: item.genericName,
      },
    };
  });
}
