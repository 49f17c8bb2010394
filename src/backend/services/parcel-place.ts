/**
 * Placing a parcel (customer/order/place with `order_type: parcel`), as 6amMart's clients send
 * it: the sender as the usual contact and address fields, the receiver as `receiver_details` (a
 * JSON string), `parcel_category_id`, `charge_payer`. The server quotes the charge itself
 * (services/parcel.ts); the client's `distance` is ignored and its `order_amount` only compared.
 * The order is written by the same statement as every order (souk_order_place), with its
 * idempotency key, and has no store and no lines.
 */
import { z } from 'zod';
import type { Ctx } from '../context';
import { ApiError } from '../http';
import { orders, type ParcelReceiver } from '../db/schema-orders';
import { byColumnName } from '../db/schema-columns';
import { parcelPaymentMethods, type ChargePayer } from '../../contract/parcel-charge';
import type { Owner } from './cart-owner';
import { EMAIL_RE, normalisePhone, PHONE_RE } from './customer-auth';
import { orderAddressOf, parseScheduleAt } from './order-input';
import { orderSettings } from './order-settings';
import { amountWithin, codAllowed, roundingTolerance } from './order-totals';
import { checkoutFacts, pgCode, placeOutcome, placeQuery, requestHash, twinOf, type Placed } from './order-place';
import { badGuest } from './guards';
import { quoteParcel, type Point } from './parcel';

const text = (max: number, label: string) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => v.length <= max, `The ${label} may not be greater than ${max} characters.`)
    .optional()
    .nullable();
const coordinate = z.union([z.string(), z.number()]).optional().nullable();
const id = (label: string) => z.coerce.number({ message: `The ${label} field is required.` }).int(`The ${label} must be a number.`).positive(`The ${label} field is required.`).max(2_147_483_647, `The ${label} must be a number.`);

const receiverSchema = z.looseObject({
  contact_person_name: text(100, 'receiver name'),
  contact_person_number: text(30, 'receiver phone'),
  contact_person_email: text(255, 'receiver e-mail'),
  address: text(500, 'receiver address'),
  address_type: text(30, 'receiver address type'),
  latitude: coordinate,
  longitude: coordinate,
  road: text(200, 'receiver road'),
  house: text(100, 'receiver house'),
  floor: text(100, 'receiver floor'),
  zone_id: z.unknown().optional(),
});

const schema = z.object({
  parcel_category_id: id('parcel category id'),
  charge_payer: z.enum(['sender', 'receiver'], { message: 'The charge payer must be sender or receiver.' }).default('sender'),
  receiver_details: z.unknown(),
  payment_method: z.enum(['cash_on_delivery', 'wallet', 'digital_payment'], { message: 'The payment method must be cash_on_delivery, wallet or digital_payment.' }).default('cash_on_delivery'),
  order_amount: z.union([z.string(), z.number()]).optional().nullable(),
  dm_tips: z.union([z.string(), z.number()]).optional().nullable(),
  vehicle_id: z.union([z.string(), z.number()]).optional().nullable(),
  schedule_at: z.string().optional().nullable(),
  address: text(500, 'address'),
  address_type: text(30, 'address type'),
  latitude: coordinate,
  longitude: coordinate,
  contact_person_name: text(100, 'contact person name'),
  contact_person_number: text(30, 'contact person number'),
  contact_person_email: text(255, 'contact person email'),
  house: text(100, 'house'),
  floor: text(100, 'floor'),
  road: text(200, 'road'),
  delivery_instruction: text(500, 'delivery instruction'),
  order_note: text(1000, 'order note'),
  idempotency_key: text(100, 'idempotency key'),
});

type Errors = { code: string; message: string }[];
const has = (v: string | null | undefined): v is string => typeof v === 'string' && v !== '';

function pointOf(lat: unknown, lng: unknown): Point | null {
  const a = lat === undefined || lat === null || lat === '' ? NaN : Number(lat);
  const b = lng === undefined || lng === null || lng === '' ? NaN : Number(lng);
  return Number.isFinite(a) && Number.isFinite(b) && Math.abs(a) <= 90 && Math.abs(b) <= 180 ? { lat: a, lng: b } : null;
}

function amount(v: unknown, field: string, max: number): number | null {
  if (v === undefined || v === null || v === '') return null;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0 || n > max) throw new ApiError(422, field, `The ${field.replace('_', ' ')} must be a number from 0 to ${max}.`);
  return n;
}

function readReceiver(raw: unknown, errors: Errors) {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new ApiError(422, 'receiver_details', 'The receiver details must be a JSON object.');
    }
  }
  const r = receiverSchema.safeParse(value ?? {});
  if (!r.success || value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiError(422, 'receiver_details', r.success ? 'The receiver details must be a JSON object.' : (r.error.issues[0]?.message ?? 'The receiver details are invalid.'));
  }
  const d = r.data;
  if (!has(d.contact_person_name)) errors.push({ code: 'receiver_details', message: 'Receiver name is required' });
  if (!has(d.contact_person_number)) errors.push({ code: 'receiver_details', message: 'Receiver phone number is required' });
  else if (!PHONE_RE.test(normalisePhone(d.contact_person_number))) errors.push({ code: 'receiver_details', message: 'Receiver phone number must be a valid phone number' });
  if (has(d.contact_person_email) && !EMAIL_RE.test(d.contact_person_email)) errors.push({ code: 'receiver_details', message: 'Please insert a valid email.' });
  if (!has(d.address)) errors.push({ code: 'receiver_details', message: 'Drop-off address is required' });
  const point = pointOf(d.latitude, d.longitude);
  if (!point) errors.push({ code: 'receiver_details', message: 'Pick the drop-off point on the map.' });
  return { d, point };
}

function readParcelInput(ctx: Ctx) {
  const body = ctx.req.body && typeof ctx.req.body === 'object' ? ctx.req.body : {};
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(422, String(issue?.path[0] ?? 'order'), issue?.message ?? 'The parcel is invalid.');
  }
  const b = parsed.data;
  const errors: Errors = [];
  if (!has(b.contact_person_name)) errors.push({ code: 'contact_person_name', message: 'Name is required' });
  if (!has(b.contact_person_number)) errors.push({ code: 'contact_person_number', message: 'Phone Number is required' });
  else if (!PHONE_RE.test(normalisePhone(b.contact_person_number))) errors.push({ code: 'contact_person_number', message: 'Must be a valid phone number' });
  if (has(b.contact_person_email) && !EMAIL_RE.test(b.contact_person_email)) errors.push({ code: 'contact_person_email', message: 'Please insert a valid email.' });
  if (!has(b.address)) errors.push({ code: 'address', message: 'Pickup address is required' });
  const sender = pointOf(b.latitude, b.longitude);
  if (!sender) errors.push({ code: 'latitude', message: 'Pick the pickup point on the map.' });
  const receiver = readReceiver(b.receiver_details, errors);
  if (errors.length || !sender || !receiver.point) throw ApiError.many(422, errors);
  const key = (ctx.req.headers['idempotency-key'] ?? '').trim() || b.idempotency_key || '';
  if (key.length > 100) throw new ApiError(422, 'idempotency_key', 'The idempotency key may not be greater than 100 characters.');
  const vehicleId = b.vehicle_id === undefined || b.vehicle_id === null || b.vehicle_id === '' ? null : id('vehicle id').parse(b.vehicle_id);
  return {
    b,
    sender,
    senderRecord: orderAddressOf(b, sender),
    receiver: receiver.point,
    receiverRecord: orderAddressOf(receiver.d, receiver.point),
    vehicleId,
    orderAmount: amount(b.order_amount, 'order_amount', 10_000_000),
    dmTips: amount(b.dm_tips, 'dm_tips', 1000) ?? 0,
    scheduleAt: parseScheduleAt(b.schedule_at),
    key: key || null,
  };
}

const refuse = (code: string, message: string, extra: Record<string, unknown> = {}) => new ApiError(403, code, message, extra);

function checkSchedule(at: Date | null, now: Date): void {
  if (!at) return;
  if (!orderSettings().scheduleOrder) throw refuse('schedule_at', 'Scheduled parcels are not available.');
  if (at.getTime() < now.getTime() - 60_000) throw new ApiError(422, 'schedule_at', 'The schedule time must be in the future.');
  if (at.getTime() > now.getTime() + 30 * 86_400_000) throw new ApiError(422, 'schedule_at', 'Orders can be scheduled up to 30 days ahead.');
}

export async function placeParcel(ctx: Ctx, owner: Owner): Promise<Placed> {
  const s = orderSettings();
  if (owner.customerId === null && !s.guestCheckout) throw refuse('guest_checkout', 'Guest checkout is not available. Sign in to place an order.');
  const input = readParcelInput(ctx);
  const hash = requestHash(ctx);
  // a retried booking answers the parcel it placed, whatever has changed since
  const { twin } = await checkoutFacts(ctx.db, owner, input.key, 0);
  if (twin) return twinOf(twin, hash);
  const now = new Date();
  checkSchedule(input.scheduleAt, now);
  const quote = await quoteParcel(ctx, { categoryId: input.b.parcel_category_id, sender: input.sender, receiver: input.receiver, vehicleId: input.vehicleId, dmTips: input.dmTips });
  const { charge } = quote;
  // the rounded parts: the base charge, the vehicle's, their sum, the tax and the tip
  const tolerance = roundingTolerance({ units: 0, taxPercent: 0, parts: 5, decimals: s.decimals });
  if (input.orderAmount !== null && !amountWithin(input.orderAmount, charge.total, tolerance)) {
    throw new ApiError(422, 'order_amount', `The parcel’s charge is ${charge.total.toFixed(s.decimals)}, not ${input.orderAmount.toFixed(s.decimals)}. Review the booking and place it again.`, { order_amount: charge.total });
  }
  const payer: ChargePayer = input.b.charge_payer;
  const method = input.b.payment_method;
  const allowed = parcelPaymentMethods(payer, {
    cashOnDelivery: s.cashOnDelivery && quote.senderZone.cashOnDelivery,
    digitalPayment: s.digitalPayment && quote.senderZone.digitalPayment,
    wallet: s.wallet,
    signedIn: owner.customerId !== null,
  });
  if (!allowed.includes(method)) {
    const why =
      payer === 'receiver'
        ? 'The receiver pays cash on delivery only.'
        : method === 'wallet'
          ? 'Sign in to pay from your wallet.'
          : method === 'cash_on_delivery'
            ? 'Cash on delivery is not available in this zone.'
            : 'Digital payment is not available in this zone.';
    throw refuse('payment_method', why);
  }
  if (method === 'cash_on_delivery' && !codAllowed(charge.total, quote.senderMz.maximumCodOrderAmount)) {
    throw refuse('payment_method', 'The total amount of the order, exceeds maximum amount of the cash on delivery method', { maximum_cod_order_amount: quote.senderMz.maximumCodOrderAmount });
  }
  const paid = method === 'wallet';
  const receiver: ParcelReceiver = { ...input.receiverRecord, zone_id: quote.receiverZone.id };
  const order = byColumnName(orders, {
    owner: owner.key,
    customerId: owner.customerId,
    guestId: owner.guestId,
    storeId: null,
    moduleId: quote.moduleId,
    zoneId: quote.senderZone.id,
    orderType: 'parcel',
    orderStatus: 'pending',
    paymentMethod: method,
    paymentStatus: paid ? 'paid' : 'unpaid',
    itemTotal: 0,
    storeDiscountAmount: 0,
    couponCode: null,
    couponDiscountAmount: 0,
    couponDiscountTitle: null,
    deliveryCharge: charge.deliveryCharge,
    originalDeliveryCharge: charge.deliveryCharge,
    totalTaxAmount: charge.tax,
    dmTips: charge.dmTips,
    orderAmount: charge.total,
    distance: charge.distanceKm,
    scheduleAt: input.scheduleAt,
    scheduled: input.scheduleAt ? 1 : 0,
    deliveryAddress: input.senderRecord,
    receiverDetails: receiver,
    parcelCategoryId: quote.category.id,
    chargePayer: payer,
    orderNote: input.b.order_note || null,
    deliveryInstruction: input.b.delivery_instruction || null,
    prescription: 0,
    attachments: [],
    route: [],
    idempotencyKey: input.key,
    requestHash: hash,
    pending: now,
  });
  try {
    const [row] = await placeQuery(ctx.db).execute({
      customerId: owner.customerId,
      guestId: owner.guestId,
      coupon: null,
      moves: '[]',
      wallet: paid ? charge.total : null,
      files: '[]',
      order: JSON.stringify(order),
      details: '[]',
      clearCart: false,
    });
    const answer = placeOutcome.parse(row?.result);
    switch (answer.outcome) {
      case 'placed':
        return { orderId: answer.id, total: charge.total, paymentMethod: method, scheduleAt: input.scheduleAt, fresh: true, createdAt: new Date(answer.created_at), paymentStatus: answer.payment_status };
      case 'twin':
        return twinOf(answer, hash);
      case 'no_owner':
        throw badGuest();
      case 'wallet':
        throw refuse('wallet', 'Your wallet balance is not enough for this order.');
      default:
        throw new ApiError(409, 'order', 'The parcel could not be placed. Try again.');
    }
  } catch (err) {
    if (input.key && pgCode(err) === '23505') {
      const again = await checkoutFacts(ctx.db, owner, input.key, 0);
      if (again.twin) return twinOf(again.twin, hash);
    }
    throw err;
  }
}
