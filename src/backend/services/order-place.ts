/**
 * Placing an order: every rule checked on the server (guest checkout, store open or schedulable,
 * zone, one store, minimum order, coupon, cash-on-delivery limit, wallet balance, prescription
 * images), the totals computed here (the client's amount is compared, to the rounding, and never
 * used), and one
 * transaction that takes the stock, debits the wallet, writes the order and clears the cart.
 * An idempotency key makes a retried checkout answer the order it already placed.
 */
import { createHash } from 'node:crypto';
import { and, count, eq, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../context';
import { ApiError } from '../http';
import { coupons, customers, guests, moduleZones, stores, zones } from '../db/schema';
import { orderDetails, orders } from '../db/schema-orders';
import { byColumnName } from '../db/schema-columns';
import { preparedPerDb, type Db } from '../db/client';
import type { Owner } from './cart-owner';
import { badGuest } from './guards';
import { dubaiClock, storeDiscountActive, storeOpen } from './format';
import { roadMeters } from '../../contract/distance';
import { pointInPolygon } from './geo';
import { moduleTypes } from './catalog';
import { checkImage, fileStore, keepFiles, removeStored } from './storage';
import { checkCoupon, type CouponRow } from './coupon-rules';
import { afterDiscounts, amountWithin, codAllowed, computeTotals, ORDER_ROUNDED_PARTS, roundingTolerance, roundTo, serverTotalsInput, storeTermsOfRow, unitsOf } from './order-totals';
import { vehicleChargeFor } from './vehicles';
import { orderSettings } from './order-settings';
import { priceLines, readCartField, serverCartLines } from './order-lines';
import { movesJson, stockRefused, stockRefusal, type Tx } from './order-stock';
import { accountContactFor, readPlaceInput, type PlaceInput } from './order-input';

export const MAX_PRESCRIPTION_IMAGES = 3;
const PRESCRIPTION_IMAGE_BYTES = 5 * 1024 * 1024;
/** Statuses that do not count as an order the shopper made (first-order coupons, coupon limits). */
const NOT_COUNTED = ['canceled', 'failed'];

const refuse = (code: string, message: string, extra: Record<string, unknown> = {}) => new ApiError(403, code, message, extra);

export interface Placed {
  orderId: number;
  total: number;
  paymentMethod: string;
  scheduleAt: Date | null;
  /** When the order was written (fresh orders only; a twin is read again). */
  createdAt?: Date;
  paymentStatus?: string;
  /** false when the idempotency key named an order placed before. */
  fresh: boolean;
}

/**
 * Locks the owner's row: one checkout (and cart change) per shopper at a time, across processes.
 * A guest id that names no guest is refused here, under the lock.
 */
export async function lockOwner(tx: Tx, owner: Owner): Promise<void> {
  if (owner.customerId !== null) await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, owner.customerId)).for('update');
  else if (owner.guestId !== null) {
    const [guest] = await tx.select({ id: guests.id }).from(guests).where(eq(guests.id, owner.guestId)).for('update');
    if (!guest) throw badGuest();
  }
}

/** souk_order_place's answer (migration 0010_order_place_sql). */
export const placeOutcome = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('placed'), id: z.number().int(), created_at: z.string(), payment_status: z.string() }),
  z.object({ outcome: z.literal('twin'), id: z.number().int(), total: z.number(), method: z.string(), hash: z.string().nullable() }),
  z.object({ outcome: z.literal('no_owner') }),
  z.object({ outcome: z.literal('wallet') }),
  z.object({ outcome: z.literal('coupon'), previous: z.number().int(), uses: z.number().int() }),
  stockRefused.extend({ outcome: z.literal('stock') }),
]);

/** A value the prepared queries below are given when they run. */
const p = (name: string) => sql.placeholder(name);

export type TwinRow = { id: number; total: number; method: string; hash: string | null };

/**
 * What a checkout starts from, in one look-up: the order its key placed before (if any), the
 * store (active), the store's zone and the zone's settings for the store's module.
 */
const checkoutFactsQuery = preparedPerDb((db) =>
  db
    .select({
      twin: sql<TwinRow | null>`(SELECT jsonb_build_object('id', ${orders.id}, 'total', ${orders.orderAmount}, 'method', ${orders.paymentMethod}, 'hash', ${orders.requestHash}) FROM ${orders} WHERE ${and(eq(orders.owner, p('owner')), eq(orders.idempotencyKey, p('key')))})`,
      store: stores,
      zone: zones,
      mz: moduleZones,
    })
    .from(sql`(SELECT 1) AS one`)
    .leftJoin(stores, and(eq(stores.id, p('storeId')), eq(stores.status, 1)))
    .leftJoin(zones, eq(zones.id, stores.zoneId))
    .leftJoin(moduleZones, and(eq(moduleZones.zoneId, zones.id), eq(moduleZones.moduleId, stores.moduleId)))
    .prepare('checkout_facts'),
);

export async function checkoutFacts(db: Ctx['db'], owner: Owner, key: string | null, storeId: number) {
  // without a key the look-up compares with NULL and finds no twin
  const [row] = await checkoutFactsQuery(db).execute({ owner: owner.key, key, storeId });
  return { twin: row?.twin ?? null, store: row?.store ?? null, zone: row?.zone ?? null, mz: row?.mz ?? null };
}

/** The order a checkout key placed before, if this request is the same checkout. */
export function twinOf(row: TwinRow, hash: string): Placed {
  if (row.hash !== hash) throw new ApiError(409, 'idempotency_key', 'This checkout key was already used for a different order. Start the checkout again.');
  return { orderId: row.id, total: row.total, paymentMethod: row.method, scheduleAt: null, fresh: false };
}

export function requestHash(ctx: Ctx): string {
  const body = ctx.req.body && typeof ctx.req.body === 'object' ? { ...(ctx.req.body as Record<string, unknown>) } : {};
  delete body.idempotency_key;
  const files = Object.values(ctx.req.files ?? {}).flat().map((f) => createHash('sha256').update(f.data).digest('hex'));
  return createHash('sha256').update(JSON.stringify([body, files])).digest('hex');
}

function deliveryTime(input: PlaceInput, now: Date): Date {
  return input.scheduleAt ?? now;
}

function checkSchedule(input: PlaceInput, store: typeof stores.$inferSelect, now: Date): void {
  const s = orderSettings();
  if (input.scheduleAt) {
    if (!s.scheduleOrder || store.scheduleOrder !== 1) throw refuse('schedule_at', 'This store does not take scheduled orders.');
    if (input.scheduleAt.getTime() < now.getTime() - 60_000) throw new ApiError(422, 'schedule_at', 'The schedule time must be in the future.');
    if (input.scheduleAt.getTime() > now.getTime() + 30 * 86_400_000) throw new ApiError(422, 'schedule_at', 'Orders can be scheduled up to 30 days ahead.');
    if (storeOpen(store, input.scheduleAt).open !== 1) throw refuse('schedule_at', 'The store is closed at the chosen time. Choose a time when it is open.');
    return;
  }
  if (storeOpen(store, now).open !== 1) {
    throw refuse('store', store.scheduleOrder === 1 && s.scheduleOrder ? 'The store is closed now. Schedule the order for when it opens.' : 'The store is closed now.');
  }
}

/** The zone of the delivery point must be the store's. */
function checkZone(input: PlaceInput, zone: typeof zones.$inferSelect | null) {
  if (!zone || zone.status !== 1) throw refuse('zone', 'This store does not deliver right now.');
  if (input.orderType === 'delivery' && input.address) {
    if (!pointInPolygon(input.address.lat, input.address.lng, zone.coordinates)) {
      throw refuse('coordinates', 'The delivery address is outside the store’s delivery zone.');
    }
  }
  return zone;
}

async function loadCoupon(ctx: Ctx, owner: Owner, code: string, store: typeof stores.$inferSelect, amount: number, now: Date): Promise<CouponRow> {
  const { db } = ctx;
  const [c] = await db.select().from(coupons).where(sql`upper(${coupons.code}) = ${code.toUpperCase()}`);
  // the shopper's counted orders, and those with this coupon, in one query (souk_order_place counts them again under the lock)
  const [counted] = await db
    .select({ n: count(), uses: sql<number>`count(*) filter (where ${eq(orders.couponCode, c?.code ?? '')})`.mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.owner, owner.key), notInArray(orders.orderStatus, NOT_COUNTED)));
  const found = c ?? null;
  checkCoupon(
    found,
    { today: dubaiClock(now).date, store, customerId: owner.customerId, previousOrders: counted?.n ?? 0, usesOfCoupon: c ? (counted?.uses ?? 0) : 0, amount },
    orderSettings().decimals,
  );
  return found;
}

/** PostgreSQL's error code, also when Drizzle wraps the driver's error as its cause. */
export function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

export const placeQuery = preparedPerDb((db) =>
  db
    .select({
      result: sql<unknown>`souk_order_place(${p('customerId')}::integer, ${p('guestId')}::integer, ${p('coupon')}::jsonb, ${p('moves')}::jsonb, ${p('wallet')}::float8, ${p('files')}::jsonb, ${p('order')}::jsonb, ${p('details')}::jsonb, ${p('clearCart')}::boolean)`,
    })
    .from(sql`(SELECT 1) AS one`)
    .prepare('order_place'),
);

export async function placeOrder(ctx: Ctx, owner: Owner, opts: { prescriptionOnly: boolean }): Promise<Placed> {
  const s = orderSettings();
  if (owner.customerId === null && !s.guestCheckout) throw refuse('guest_checkout', 'Guest checkout is not available. Sign in to place an order.');
  const input = readPlaceInput(ctx, owner, await accountContactFor(ctx, owner));
  const hash = requestHash(ctx);
  const found = await checkoutFacts(ctx.db, owner, input.idempotencyKey, input.storeId);
  // a retried checkout answers the order it placed, whatever has changed since
  if (found.twin) return twinOf(found.twin, hash);
  const now = new Date();
  const store = found.store;
  if (!store) throw new ApiError(404, 'store', 'Store not found.');
  const mz = found.mz;
  const moduleType = (await moduleTypes(ctx.db)).get(store.moduleId);

  // lines, priced by the server
  const wanted = opts.prescriptionOnly ? [] : (readCartField(input.cart) ?? (await serverCartLines(ctx, owner.key, store.id)));
  if (!opts.prescriptionOnly && wanted.length === 0) throw new ApiError(422, 'cart', 'Your cart is empty.');
  const lines = await priceLines(ctx, wanted, store, now);
  if (owner.customerId === null && lines.some((l) => l.model === 'ItemCampaign')) throw refuse('campaign', 'Sign in to order a campaign item.');

  // order type, address and zone
  if (input.orderType === 'delivery' && (!s.homeDelivery || store.delivery !== 1)) throw refuse('order_type', 'This store does not deliver. Choose take-away.');
  if (input.orderType === 'take_away' && (!s.takeAway || store.takeAway !== 1)) throw refuse('order_type', 'This store does not offer take-away.');
  const zone = checkZone(input, found.zone);
  checkSchedule(input, store, now);
  const when = dubaiClock(deliveryTime(input, now)).time;
  for (const l of lines) {
    if (!(l.item.availableTimeStarts <= when && when <= l.item.availableTimeEnds)) {
      throw refuse('item', `${l.name} is not available at this time.`);
    }
  }

  // prescription images
  const images = [...(ctx.req.files?.['order_attachment[]'] ?? []), ...(ctx.req.files?.order_attachment ?? [])].filter((f) => f.data.length > 0);
  if (images.length > MAX_PRESCRIPTION_IMAGES) throw new ApiError(422, 'order_attachment', 'Maximum 3 images can be send at a time.');
  const needsPrescription = opts.prescriptionOnly || (moduleType === 'pharmacy' && lines.some((l) => l.item.isPrescriptionRequired === 1));
  if (opts.prescriptionOnly && (!s.prescriptionOrder || store.prescriptionOrder !== 1)) throw refuse('store', 'This store does not take prescription orders.');
  if (needsPrescription && images.length === 0) throw new ApiError(422, 'order_attachment', 'Please upload your prescription image');

  // money
  if (!mz) throw refuse('zone', 'This store does not deliver right now.');
  const distanceKm = input.orderType === 'delivery' && input.address ? roundTo(roadMeters({ lat: store.latitude, lng: store.longitude }, input.address) / 1000, 3) : 0;
  const running = storeDiscountActive(store, now);
  const afterItems = afterDiscounts(lines, storeTermsOfRow(running));
  const coupon = input.couponCode ? await loadCoupon(ctx, owner, input.couponCode, store, afterItems, now) : null;
  const vehicleCharge = input.orderType === 'delivery' ? await vehicleChargeFor(ctx.db, distanceKm) : 0;
  const totals = computeTotals(
    serverTotalsInput({ lines, running, coupon, store, zoneModule: mz, settings: s, orderType: input.orderType, distanceKm, vehicleCharge, dmTips: input.dmTips }),
  );
  if (!opts.prescriptionOnly && store.minimumOrder > 0 && afterItems < store.minimumOrder) {
    throw refuse('minimum_order', `You need to order at least ${store.minimumOrder.toFixed(s.decimals)} from this store.`, { minimum_order: store.minimumOrder });
  }
  // a client that counts unrounded (6amMart's) is a few hundredths off: the order is placed at the server's total
  const tolerance = roundingTolerance({ units: unitsOf(lines), taxPercent: store.tax, parts: ORDER_ROUNDED_PARTS, decimals: s.decimals });
  if (input.orderAmount !== null && !amountWithin(input.orderAmount, totals.total, tolerance)) {
    throw new ApiError(422, 'order_amount', `The order total is ${totals.total.toFixed(s.decimals)}, not ${input.orderAmount.toFixed(s.decimals)}. Review the order and place it again.`, { order_amount: totals.total });
  }
  if (opts.prescriptionOnly && input.paymentMethod !== 'cash_on_delivery') throw refuse('payment_method', 'A prescription order is paid on delivery, once the store has priced it.');
  if (input.paymentMethod === 'cash_on_delivery') {
    if (!s.cashOnDelivery || !zone.cashOnDelivery) throw refuse('payment_method', 'Cash on delivery is not available in this zone.');
    if (!codAllowed(totals.total, mz.maximumCodOrderAmount)) {
      throw refuse('payment_method', 'The total amount of the order, exceeds maximum amount of the cash on delivery method', { maximum_cod_order_amount: mz.maximumCodOrderAmount });
    }
  }
  if (input.paymentMethod === 'digital_payment' && (!s.digitalPayment || !zone.digitalPayment)) throw refuse('payment_method', 'Digital payment is not available in this zone.');
  if (input.paymentMethod === 'wallet' && (owner.customerId === null || !s.wallet)) throw refuse('payment_method', 'Sign in to pay from your wallet.');

  const checked = [];
  for (const file of images) checked.push(await checkImage(file, 'order_attachment', PRESCRIPTION_IMAGE_BYTES));
  const paid = input.paymentMethod === 'wallet';
  const moves = lines.filter((l) => l.stockKey !== null).map((l) => ({ itemId: l.item.id, variationType: l.variationType, quantity: l.quantity, name: l.name }));
  const order = byColumnName(orders, {
    owner: owner.key,
    customerId: owner.customerId,
    guestId: owner.guestId,
    storeId: store.id,
    moduleId: store.moduleId,
    zoneId: store.zoneId,
    orderType: input.orderType,
    orderStatus: 'pending',
    paymentMethod: input.paymentMethod,
    paymentStatus: paid ? 'paid' : 'unpaid',
    itemTotal: totals.itemTotal,
    storeDiscountAmount: totals.storeDiscount,
    couponCode: coupon?.code ?? null,
    couponDiscountAmount: totals.couponDiscount,
    couponDiscountTitle: coupon?.title ?? null,
    deliveryCharge: totals.deliveryCharge,
    originalDeliveryCharge: totals.originalDeliveryCharge,
    totalTaxAmount: totals.tax,
    dmTips: totals.dmTips,
    orderAmount: totals.total,
    distance: distanceKm,
    scheduleAt: input.scheduleAt,
    scheduled: input.scheduleAt ? 1 : 0,
    deliveryAddress: input.addressRecord,
    orderNote: input.orderNote,
    deliveryInstruction: input.deliveryInstruction,
    prescription: opts.prescriptionOnly ? 1 : 0,
    attachments: checked.map((c) => c.path),
    route: [],
    idempotencyKey: input.idempotencyKey,
    requestHash: hash,
    pending: now,
  });
  const details = lines.map((l) =>
    byColumnName(orderDetails, {
      itemId: l.item.id,
      itemCampaignId: l.campaignId,
      itemDetails: l.snapshot,
      stockKey: l.stockKey === null ? null : (l.variationType ?? ''),
      variation: l.variation,
      addOns: l.addOns,
      price: l.unitPrice,
      discountOnItem: roundTo(l.unitPrice - l.discountedUnit, s.decimals),
      quantity: l.quantity,
      totalAddOnPrice: roundTo(l.addOns.reduce((a, x) => a + x.price * x.quantity, 0), s.decimals),
      taxAmount: roundTo(((l.discountedUnit * l.quantity) * store.tax) / 100, s.decimals),
    }),
  );
  // the database driver keeps the images in the order's own statement; a bucket gets them first,
  // and loses them again when the order is not written (dropUnwritten)
  const keptOutside = (await fileStore()).driver === 'database' ? [] : await keepFiles(ctx.db, checked);
  const files = keptOutside.length ? [] : checked.map((c) => ({ key: c.key, content_type: c.contentType, data: c.data.toString('base64') }));
  const couponRule = coupon ? JSON.stringify({ code: coupon.code, first_order: coupon.couponType === 'first_order', limit: coupon.limit, not_counted: NOT_COUNTED }) : null;
  try {
    // one statement (souk_order_place, migration 0010_order_place_sql): under the owner's lock it
    // answers a twin of this checkout (the same key, sent twice at once), counts the coupon's uses
    // again, checks the wallet and the stock, then writes
    const [row] = await placeQuery(ctx.db).execute({
      customerId: owner.customerId,
      guestId: owner.guestId,
      coupon: couponRule,
      moves: movesJson(moves),
      wallet: paid ? totals.total : null,
      files: JSON.stringify(files),
      order: JSON.stringify(order),
      details: JSON.stringify(details),
      clearCart: !input.isBuyNow,
    });
    const answer = placeOutcome.parse(row?.result);
    switch (answer.outcome) {
      case 'placed':
        return { orderId: answer.id, total: totals.total, paymentMethod: input.paymentMethod, scheduleAt: input.scheduleAt, fresh: true, createdAt: new Date(answer.created_at), paymentStatus: answer.payment_status };
      case 'twin':
        await dropUnwritten(ctx.db, keptOutside);
        return twinOf(answer, hash);
      case 'no_owner':
        throw badGuest();
      case 'coupon':
        checkCoupon(coupon, { today: dubaiClock(now).date, store, customerId: owner.customerId, previousOrders: answer.previous, usesOfCoupon: answer.uses, amount: afterItems }, s.decimals);
        throw refuse('coupon', 'You have used this coupon as many times as it allows.');
      case 'wallet':
        throw refuse('wallet', 'Your wallet balance is not enough for this order.');
      case 'stock':
        throw stockRefusal(answer, moves);
    }
  } catch (err) {
    // a refusal, or an error: the order was not written (or see dropUnwritten)
    await dropUnwritten(ctx.db, keptOutside);
    // the unique (owner, key) index caught a twin: answer the order placed first
    if (input.idempotencyKey && pgCode(err) === '23505') {
      const { twin } = await checkoutFacts(ctx.db, owner, input.idempotencyKey, input.storeId);
      if (twin) return twinOf(twin, hash);
    }
    throw err;
  }
}

/**
 * The bucket's images of an order that was not written. After an error (rather than an answer
 * from the statement) the order may have been written all the same (a connection lost after
 * the commit): the images go only when no order names them, and stay when that cannot be read
 * (an image left in the bucket is harmless; an order naming a missing one is not).
 */
async function dropUnwritten(db: Db, paths: string[]): Promise<void> {
  if (!paths.length) return;
  const named = await db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.attachments} @> ${JSON.stringify(paths.slice(0, 1))}::jsonb`)
    .limit(1)
    .then((rows) => rows.length > 0)
    .catch(() => true);
  if (!named) await removeStored(db, ...paths);
}
