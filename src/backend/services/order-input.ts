/** The fields of customer/order/place (and prescription/place), validated; 422 per bad field. */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { parseBody, type Ctx } from '../context';
import { ApiError } from '../http';
import { customers } from '../db/schema';
import type { OrderAddress } from '../db/schema-orders';
import type { Owner } from './cart-owner';
import { EMAIL_RE, normalisePhone, PHONE_RE } from './customer-auth';

const optText = (max: number, label: string) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => v.length <= max, `The ${label} may not be greater than ${max} characters.`)
    .optional()
    .nullable();

const coord = (label: string, limit: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .nullable()
    .refine((v) => v === undefined || v === null || v === '' || (Number.isFinite(Number(v)) && Math.abs(Number(v)) <= limit), `The ${label} must be a number.`);

const schema = z.object({
  cart: z.unknown().optional(),
  order_type: z.enum(['delivery', 'take_away'], { message: 'The order type must be delivery or take_away.' }).default('delivery'),
  payment_method: z.enum(['cash_on_delivery', 'wallet', 'digital_payment'], { message: 'The payment method must be cash_on_delivery, wallet or digital_payment.' }).default('cash_on_delivery'),
  store_id: z.coerce.number({ message: 'The store id field is required.' }).int('The store id must be a number.').positive('The store id field is required.').max(2_147_483_647, 'The store id must be a number.'),
  order_amount: z.union([z.string(), z.number()]).optional().nullable(),
  dm_tips: z.union([z.string(), z.number()]).optional().nullable(),
  schedule_at: z.string().optional().nullable(),
  coupon_code: optText(50, 'coupon code'),
  address: optText(500, 'address'),
  address_type: optText(30, 'address type'),
  latitude: coord('latitude', 90),
  longitude: coord('longitude', 180),
  contact_person_name: optText(100, 'contact person name'),
  contact_person_number: optText(30, 'contact person number'),
  contact_person_email: optText(255, 'contact person email'),
  house: optText(100, 'house'),
  floor: optText(100, 'floor'),
  road: optText(200, 'road'),
  is_buy_now: z.union([z.string(), z.number(), z.boolean()]).optional().nullable(),
  delivery_instruction: optText(500, 'delivery instruction'),
  order_note: optText(1000, 'order note'),
  idempotency_key: optText(100, 'idempotency key'),
});


/** The contact and address fields an order keeps (the delivery's, a parcel's sender's or receiver's). */
export interface AddressFields {
  contact_person_name?: string | null;
  contact_person_number?: string | null;
  contact_person_email?: string | null;
  address?: string | null;
  address_type?: string | null;
  road?: string | null;
  house?: string | null;
  floor?: string | null;
}

/** An order's address record: the phone normalised, empty parts as null, the point as text ('' when none). */
export function orderAddressOf(d: AddressFields, point: { lat: number; lng: number } | null): OrderAddress {
  return {
    contact_person_name: d.contact_person_name ?? '',
    contact_person_number: d.contact_person_number ? normalisePhone(d.contact_person_number) : '',
    contact_person_email: d.contact_person_email || null,
    address_type: d.address_type || 'others',
    address: d.address ?? '',
    floor: d.floor || null,
    road: d.road || null,
    house: d.house || null,
    latitude: point ? String(point.lat) : '',
    longitude: point ? String(point.lng) : '',
  };
}

export interface PlaceInput {
  cart: unknown;
  orderType: 'delivery' | 'take_away';
  paymentMethod: 'cash_on_delivery' | 'wallet' | 'digital_payment';
  storeId: number;
  orderAmount: number | null;
  dmTips: number;
  scheduleAt: Date | null;
  couponCode: string | null;
  address: { lat: number; lng: number } | null;
  addressRecord: OrderAddress | null;
  isBuyNow: boolean;
  deliveryInstruction: string | null;
  orderNote: string | null;
  idempotencyKey: string | null;
}

const money = (v: unknown, field: string, max: number): number | null => {
  if (v === undefined || v === null || v === '') return null;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0 || n > max) throw new ApiError(422, field, `The ${field.replace('_', ' ')} must be a number from 0 to ${max}.`);
  return n;
};

/** `2025-01-31 18:30[:00]` is Dubai time (as 6amMart clients send it); an ISO time with a zone is taken as it is. */
export function parseScheduleAt(raw: string | null | undefined): Date | null {
  if (raw === undefined || raw === null || raw.trim() === '' || raw === 'null') return null;
  const text = raw.trim();
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(text);
  const date = local ? new Date(`${local[1]}T${local[2]}${local[3] ?? ':00'}+04:00`) : /[zZ]|[+-]\d{2}:?\d{2}$/.test(text) ? new Date(text) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw new ApiError(422, 'schedule_at', 'The schedule time must be a date and time (YYYY-MM-DD HH:mm, Dubai time).');
  return date;
}

/** The contact an account gives an order: its name (first and last) and phone. */
export interface AccountContact {
  name: string;
  phone: string;
}

const blank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === '';

/**
 * A signed-in shopper's contact, read only when the request leaves the contact's name or number
 * out (6amMart's client does for an order to the current location): the order then takes them
 * from the account. Guests have none and must send them.
 */
export async function accountContactFor(ctx: Ctx, owner: Owner): Promise<AccountContact | null> {
  if (owner.customerId === null) return null;
  const body = ctx.req.body && typeof ctx.req.body === 'object' ? (ctx.req.body as Record<string, unknown>) : {};
  // a customer's take-away keeps no contact
  if (body.order_type === 'take_away' || (!blank(body.contact_person_name) && !blank(body.contact_person_number))) return null;
  const [c] = await ctx.db.select({ fName: customers.fName, lName: customers.lName, phone: customers.phone }).from(customers).where(eq(customers.id, owner.customerId));
  return c ? { name: `${c.fName} ${c.lName}`.trim(), phone: c.phone ?? '' } : null;
}

export function readPlaceInput(ctx: Ctx, owner: Owner, account: AccountContact | null = null): PlaceInput {
  const parsed = parseBody(ctx, schema);
  const has = (v: string | null | undefined): v is string => typeof v === 'string' && v !== '';
  // a signed-in order without a contact takes the account's
  const b = {
    ...parsed,
    contact_person_name: has(parsed.contact_person_name) ? parsed.contact_person_name : account?.name || parsed.contact_person_name,
    contact_person_number: has(parsed.contact_person_number) ? parsed.contact_person_number : account?.phone || parsed.contact_person_number,
  };
  const errors: { code: string; message: string }[] = [];
  const isGuest = owner.customerId === null;
  if (b.order_type === 'delivery' || isGuest) {
    if (!has(b.contact_person_name)) errors.push({ code: 'contact_person_name', message: 'Name is required' });
    if (!has(b.contact_person_number)) errors.push({ code: 'contact_person_number', message: 'Phone Number is required' });
    else if (!PHONE_RE.test(normalisePhone(b.contact_person_number))) errors.push({ code: 'contact_person_number', message: 'Must be a valid phone number' });
  }
  if (has(b.contact_person_email) && !EMAIL_RE.test(b.contact_person_email)) errors.push({ code: 'contact_person_email', message: 'Please insert a valid email.' });
  let address: PlaceInput['address'] = null;
  if (b.order_type === 'delivery') {
    if (!has(b.address)) errors.push({ code: 'address', message: 'Address is required' });
    const lat = b.latitude === undefined || b.latitude === null || b.latitude === '' ? NaN : Number(b.latitude);
    const lng = b.longitude === undefined || b.longitude === null || b.longitude === '' ? NaN : Number(b.longitude);
    if (Number.isNaN(lat) || Number.isNaN(lng)) errors.push({ code: 'latitude', message: 'Pick the delivery location on the map.' });
    else address = { lat, lng };
  }
  if (errors.length) throw ApiError.many(422, errors);
  const headerKey = (ctx.req.headers['idempotency-key'] ?? '').trim();
  const key = headerKey || b.idempotency_key || '';
  if (key.length > 100) throw new ApiError(422, 'idempotency_key', 'The idempotency key may not be greater than 100 characters.');
  const record: OrderAddress | null = b.order_type === 'delivery' || isGuest ? orderAddressOf(b, address) : null;
  return {
    cart: b.cart,
    orderType: b.order_type,
    paymentMethod: b.payment_method,
    storeId: b.store_id,
    orderAmount: money(b.order_amount, 'order_amount', 10_000_000),
    dmTips: money(b.dm_tips, 'dm_tips', 1000) ?? 0,
    scheduleAt: parseScheduleAt(b.schedule_at),
    couponCode: b.coupon_code ? b.coupon_code : null,
    address,
    addressRecord: record,
    isBuyNow: b.is_buy_now === true || b.is_buy_now === 1 || b.is_buy_now === '1' || b.is_buy_now === 'true',
    deliveryInstruction: b.delivery_instruction || null,
    orderNote: b.order_note || null,
    idempotencyKey: key || null,
  };
}
