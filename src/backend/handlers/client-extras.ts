/**
 * Calls 6amMart's clients make on every checkout and account screen, answered as 6amMart does:
 * the vehicle charge for a distance, the most given tip, suggested items and the stores to visit
 * again, and the running cashback offers. Offers this marketplace does not run yet (offline payment
 * methods, automated chat messages) answer their empty shape, never a 404, so a
 * client shows nothing instead of an error.
 */
import { z } from 'zod';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { notGiven, optionalModule, optionalZones, pageQuery, parseQuery, q, requireZones, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import { items, stores } from '../db/schema';
import { orders } from '../db/schema-orders';
import { formatStoresWithItems, itemScope, pagedItems } from '../services/catalog';
import { vehicleChargeFor } from '../services/vehicles';
import { bestCashback, cashbackEntry, runningCashbacks } from '../services/cashback';
import { requireCustomer } from '../services/guards';

const amount = (name: string) =>
  z.coerce.number({ message: `The ${name} must be a number.` }).finite(`The ${name} must be a number.`).min(0, `The ${name} may not be negative.`).max(1e7, `The ${name} is too large.`);

/** GET vehicle/extra_charge?distance= (km): what the delivery vehicle adds to a delivery's charge (services/vehicles.ts); a number. */
async function vehicleExtraCharge(ctx: Ctx) {
  if (notGiven(q(ctx, 'distance'))) throw new ApiError(403, 'distance', 'The distance field is required.');
  const { distance } = parseQuery(ctx, z.object({ distance: amount('distance') }));
  return json(await vehicleChargeFor(ctx.db, distance));
}

/** GET most-tips: the tip shoppers give most often (null before any), which clients mark "most tipped". */
async function mostTips(ctx: Ctx) {
  const [row] = await ctx.db
    .select({ tip: sql<number | null>`mode() WITHIN GROUP (ORDER BY ${orders.dmTips})` })
    .from(orders)
    .where(ne(orders.dmTips, 0));
  return json({ most_tips_amount: row?.tip === null || row?.tip === undefined ? null : Number(row.tip) });
}

/** GET cashback/getCashback?amount=: what the best running offer gives on an order of this amount (services/cashback.ts). */
async function cashbackFor(ctx: Ctx) {
  if (notGiven(q(ctx, 'amount'))) throw new ApiError(403, 'amount', 'The amount field is required.');
  const { amount: total } = parseQuery(ctx, z.object({ amount: amount('amount') }));
  const best = bestCashback(await runningCashbacks(ctx.db), total);
  if (!best) return json({ calculated_amount: 0, cashback_amount: 0, cashback_type: 'amount', min_purchase: 0, max_discount: 0 });
  const o = best.offer;
  return json({ calculated_amount: best.value, cashback_amount: o.cashbackAmount, cashback_type: o.cashbackType, min_purchase: o.minPurchase, max_discount: o.maxDiscount });
}

/** GET cashback/list: the running cashback offers, for a signed-in customer (spec 02 section 6); a guest gets none. */
async function cashbackList(ctx: Ctx) {
  if (!(await customerOrNull(ctx))) return json([]);
  return json((await runningCashbacks(ctx.db)).map((o) => cashbackEntry(o, ctx.lang)));
}

/** GET customer/automated-message: the chat's canned replies, paged; none are set up. */
async function automatedMessages(ctx: Ctx) {
  const page = parseQuery(ctx, z.object(pageQuery));
  return json({ total_size: 0, limit: page.limit, offset: page.offset, data: [] });
}

/** The customer a call names by its token, or null for a guest (no Authorization header). */
async function customerOrNull(ctx: Ctx) {
  return (ctx.req.headers.authorization ?? '').trim() === '' ? null : requireCustomer(ctx);
}

/**
 * GET customer/suggested-items: five items in the shopper's zones (and module when named), from the
 * customer's chosen interests, else the most ordered, as 6amMart answers it (a plain list).
 */
async function suggestedItems(ctx: Ctx) {
  const zoneIds = requireZones(ctx);
  const moduleId = optionalModule(ctx);
  const customer = await customerOrNull(ctx);
  const interest = customer?.interest ?? [];
  const where = itemScope(zoneIds, moduleId, [interest.length ? inArray(items.categoryId, interest) : undefined]);
  const { products } = await pagedItems(ctx, where, [desc(items.orderCount)], { limit: 5, offset: 1 });
  return json(products);
}

/** GET customer/visit-again: the stores a signed-in customer has ordered from, in the shopper's zones and module, each with its first items (the cards' thumbnails). */
async function visitAgain(ctx: Ctx) {
  const customer = await customerOrNull(ctx);
  if (!customer) return json([]);
  const zoneIds = optionalZones(ctx);
  const moduleId = optionalModule(ctx);
  // the stores of the customer's orders (orders_owner_idx), then those of them in scope, by id
  const ordered = await ctx.db.selectDistinct({ id: orders.storeId }).from(orders).where(eq(orders.owner, `c:${customer.id}`));
  const ids = ordered.map((r) => r.id).filter((id): id is number => id !== null);
  const rows = ids.length
    ? await ctx.db
        .select()
        .from(stores)
        .where(and(inArray(stores.id, ids), eq(stores.status, 1), zoneIds ? inArray(stores.zoneId, zoneIds) : undefined, moduleId !== null ? eq(stores.moduleId, moduleId) : undefined))
        .orderBy(asc(stores.id))
        .limit(20)
    : [];
  return json(await formatStoresWithItems(ctx, rows, VISIT_AGAIN_ITEMS));
}

/** How many items each store to visit again carries. */
const VISIT_AGAIN_ITEMS = 5;

const empty = (answer: unknown) => async () => json(answer);

export const routes: Route[] = [
  { method: 'GET', path: 'vehicle/extra_charge', handler: vehicleExtraCharge },
  { method: 'GET', path: 'most-tips', handler: mostTips },
  { method: 'GET', path: 'cashback/getCashback', handler: cashbackFor },
  { method: 'GET', path: 'cashback/list', handler: cashbackList },
  { method: 'GET', path: 'offline_payment_method_list', handler: empty([]) },
  { method: 'GET', path: 'customer/automated-message', handler: automatedMessages },
  { method: 'GET', path: 'customer/suggested-items', handler: suggestedItems },
  { method: 'GET', path: 'customer/visit-again', handler: visitAgain },
];
