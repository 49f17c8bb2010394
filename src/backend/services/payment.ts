/**
 * Digital payment as a redirect flow behind one interface. The order is placed unpaid; the
 * shopper opens `payment_url` (the gateway's hosted page), approves or declines there, and the
 * gateway sends the browser to our callback with a signed result (HMAC-SHA256); the callback marks
 * the order paid (its lifecycle starts) or failed, then returns the shopper to the storefront.
 *
 * The gateway shipped here is Souk Pay, a hosted page served by the embedded API that stands in
 * for a card gateway. The signing secret is SOUK_PAYMENT_SECRET, or one generated once and kept
 * in the database (settings `payment_secret`), so every process shares it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings } from '../db/schema';
import type { OrderRow } from './order-format';
import { env } from '../../lib/env';

export interface PaymentGateway {
  id: string;
  title: string;
  /** Where the shopper pays this order; `returnTo` is the storefront path to come back to. */
  startUrl(db: Db, order: OrderRow, returnTo: string): Promise<string>;
}

/** Links to the hosted page stay valid this long. */
export const PAYMENT_LINK_TTL_S = 30 * 60;

let secretCache: Promise<Buffer> | null = null;

export function paymentSecret(db: Db): Promise<Buffer> {
  const configured = env('SOUK_PAYMENT_SECRET');
  if (configured) return Promise.resolve(Buffer.from(configured));
  secretCache ??= (async () => {
    await db.insert(settings).values({ key: 'payment_secret', value: { secret: randomBytes(32).toString('hex') } }).onConflictDoNothing();
    const [row] = await db.select().from(settings).where(eq(settings.key, 'payment_secret'));
    const secret = (row?.value as { secret?: string } | undefined)?.secret;
    if (!secret) throw new Error('payment secret missing');
    return Buffer.from(secret);
  })().catch((err: unknown) => {
    secretCache = null;
    throw err;
  });
  return secretCache;
}

/** Forget the cached secret (the database was reset). */
export function resetPaymentSecret(): void {
  secretCache = null;
}

export async function sign(db: Db, parts: (string | number)[]): Promise<string> {
  return createHmac('sha256', await paymentSecret(db)).update(parts.join('\n')).digest('base64url');
}

export async function verify(db: Db, parts: (string | number)[], signature: string | undefined): Promise<boolean> {
  if (!signature) return false;
  const want = Buffer.from(await sign(db, parts));
  const got = Buffer.from(signature);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** A storefront path to return to: same origin only (no scheme, no `//host`), else the default. */
export function safeReturnPath(raw: string | null | undefined, fallback: string): string {
  if (!raw) return fallback;
  const text = raw.trim();
  if (text.length > 500 || !text.startsWith('/') || text.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(text)) return fallback;
  return text;
}

export function defaultReturnPath(order: OrderRow): string {
  return order.customerId !== null ? `/profile?page=my-orders&orderId=${order.id}&from=checkout` : '/home';
}

export const amountText = (n: number): string => n.toFixed(2);

export const soukPay: PaymentGateway = {
  id: 'souk_pay',
  title: 'Souk Pay',
  async startUrl(db, order, returnTo) {
    const exp = Math.floor(Date.now() / 1000) + PAYMENT_LINK_TTL_S;
    const amount = amountText(order.orderAmount);
    const sig = await sign(db, ['start', order.id, amount, exp, returnTo]);
    const q = new URLSearchParams({ order_id: String(order.id), amount, exp: String(exp), callback: returnTo, sig });
    return `/api/v1/payment/souk-pay?${q.toString()}`;
  },
};

export const GATEWAYS: Record<string, PaymentGateway> = { [soukPay.id]: soukPay };

/** The payment page of an unpaid digital order. */
export function paymentUrl(db: Db, order: OrderRow, callback: string | null): Promise<string> {
  return soukPay.startUrl(db, order, safeReturnPath(callback, defaultReturnPath(order)));
}

/** Where an add fund returns when its caller named no page: the wallet page. */
export const FUND_RETURN_PATH = '/profile?page=wallet';

/**
 * The payment page of an add fund (handlers/wallet.ts): the same hosted page and signed result
 * as an order's, told apart by `purpose=add_fund`, which is part of what is signed, so an order's
 * link can never settle a fund request or the other way round.
 */
export async function fundPaymentUrl(db: Db, fund: { id: number; amount: number }, callback: string | null): Promise<string> {
  const returnTo = safeReturnPath(callback, FUND_RETURN_PATH);
  const exp = Math.floor(Date.now() / 1000) + PAYMENT_LINK_TTL_S;
  const amount = amountText(fund.amount);
  const sig = await sign(db, ['start', 'add_fund', fund.id, amount, exp, returnTo]);
  const q = new URLSearchParams({ purpose: 'add_fund', order_id: String(fund.id), amount, exp: String(exp), callback: returnTo, sig });
  return `/api/v1/payment/souk-pay?${q.toString()}`;
}

/** What the storefront reads back (6amMart's shape): base64 of `payment_method=…&&attribute_id=<order id>&&transaction_reference=…`. */
export function returnToken(orderId: number, reference: string): string {
  return Buffer.from(`payment_method=digital_payment&&attribute_id=${orderId}&&transaction_reference=${reference}`).toString('base64');
}
