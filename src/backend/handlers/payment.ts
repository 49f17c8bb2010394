/**
 * The digital payment redirect flow (services/payment.ts):
 * - GET  payment/souk-pay?order_id&amount&exp&callback&sig — the hosted page (approve, decline or cancel);
 * - POST payment/souk-pay/submit — the gateway's side: signs the outcome and sends the browser to
 * - GET  payment/callback?order_id&status&amount&reference&ts&callback&signature — our side: checks the
 *   signature, marks the order paid or failed (a guarded update, so a replay changes nothing) and
 *   redirects to the storefront path with `flag=success|fail|cancel&token=…`.
 * An add fund (`purpose=add_fund`, order_id then names the fund request) takes the same three
 * steps; its verified paid result credits the wallet once (services/wallet.ts settleFund).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { q, type Ctx } from '../context';
import { ApiError } from '../http';
import type { Route } from '../route-types';
import type { ApiResponse } from '../types';
import { orders } from '../db/schema-orders';
import { walletFundRequests } from '../db/schema-wallet';
import { amountText, returnToken, safeReturnPath, sign, verify, defaultReturnPath, FUND_RETURN_PATH } from '../services/payment';
import { settleFund } from '../services/wallet';
import { orderPlaced } from '../services/order-lifecycle';
import { pushWalletCredit } from '../services/push';

const CALLBACK_TTL_S = 10 * 60;
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function field(ctx: Ctx, name: string): string | undefined {
  const body = ctx.req.body && typeof ctx.req.body === 'object' ? (ctx.req.body as Record<string, unknown>) : {};
  const v = body[name];
  return typeof v === 'string' ? v : q(ctx, name);
}

/** What a payment link pays: an order, or an add fund (`purpose=add_fund`, services/wallet.ts). */
type Purpose = 'order' | 'add_fund';
interface Payable {
  purpose: Purpose;
  id: number;
  amount: string;
  /** Still waiting for its payment. */
  open: boolean;
  /** Where to return when the link names no page. */
  fallback: string;
}

const purposeOf = (raw: string | undefined): Purpose => (raw === 'add_fund' ? 'add_fund' : 'order');
/** The signed parts naming the payable: an order's as before, an add fund's with its purpose. */
const idParts = (purpose: Purpose, id: number): (string | number)[] => (purpose === 'order' ? [id] : ['add_fund', id]);

async function payable(ctx: Ctx, purpose: Purpose, id: number, amount: string): Promise<Payable> {
  if (purpose === 'add_fund') {
    const [fund] = await ctx.db.select().from(walletFundRequests).where(eq(walletFundRequests.id, id));
    if (!fund || amountText(fund.amount) !== amount) throw new ApiError(404, 'order', 'Order not found');
    return { purpose, id, amount, open: fund.status === 'pending', fallback: FUND_RETURN_PATH };
  }
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, id));
  if (!order || amountText(order.orderAmount) !== amount) throw new ApiError(404, 'order', 'Order not found');
  return { purpose, id, amount, open: order.paymentStatus !== 'paid' && order.paymentMethod === 'digital_payment', fallback: defaultReturnPath(order) };
}

/** The start link's fields, checked: signed by us, not expired, for an order or add fund still waiting for its payment. */
async function startLink(ctx: Ctx) {
  const purpose = purposeOf(field(ctx, 'purpose'));
  const orderId = Number(field(ctx, 'order_id'));
  const amount = field(ctx, 'amount') ?? '';
  const exp = Number(field(ctx, 'exp'));
  const callback = field(ctx, 'callback') ?? '';
  if (!Number.isInteger(orderId) || orderId <= 0 || !(await verify(ctx.db, ['start', ...idParts(purpose, orderId), amount, exp, callback], field(ctx, 'sig')))) {
    throw new ApiError(403, 'signature', 'This payment link is not valid.');
  }
  if (!Number.isFinite(exp) || exp < Date.now() / 1000) throw new ApiError(410, 'payment', 'This payment link has expired. Start the payment again from your order.');
  const target = await payable(ctx, purpose, orderId, amount);
  return { target, amount, exp, callback, sig: field(ctx, 'sig') ?? '' };
}

const TEXT = {
  en: { title: 'Souk Pay', fund: 'Add fund to wallet', order: 'Order', total: 'Amount to pay', pay: 'Pay', decline: 'Decline', cancel: 'Cancel payment', paid: 'This order is already paid.', note: 'Secure test payment page of Souk. No card is charged.' },
  ar: { title: 'سوق باي', fund: 'إضافة رصيد إلى المحفظة', order: 'الطلب', total: 'المبلغ المطلوب', pay: 'ادفع', decline: 'رفض', cancel: 'إلغاء الدفع', paid: 'تم دفع هذا الطلب بالفعل.', note: 'صفحة دفع تجريبية آمنة من سوق. لا يتم خصم أي مبلغ من بطاقتك.' },
};

function html(body: string, status = 200): ApiResponse {
  return { status, body: Buffer.from(body), headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': PAGE_CSP, 'cache-control': 'no-store' } };
}

async function page(ctx: Ctx) {
  const link = await startLink(ctx);
  const t = TEXT[ctx.lang];
  const fields = { order_id: String(link.target.id), amount: link.amount, exp: String(link.exp), callback: link.callback, sig: link.sig, ...(link.target.purpose === 'add_fund' ? { purpose: 'add_fund' } : {}) };
  const hidden = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${escape(v)}">`)
    .join('');
  const open = link.target.open;
  const what = link.target.purpose === 'add_fund' ? `${t.fund} #${link.target.id}` : `${t.order} #${link.target.id}`;
  return html(`<!doctype html><html lang="${ctx.lang}" dir="${ctx.lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;display:flex;justify-content:center;padding:40px 16px}main{background:#fff;border-radius:12px;padding:24px;max-width:380px;width:100%;box-shadow:0 2px 12px #0001}h1{font-size:22px;margin:0 0 16px}p{margin:8px 0}.amount{font-size:28px;font-weight:700}button{display:block;width:100%;padding:12px;margin-top:12px;border-radius:8px;border:1px solid #0b7a5a;font-size:16px;cursor:pointer}.pay{background:#0b7a5a;color:#fff}.decline{background:#fff;color:#b3261e;border-color:#b3261e}.cancel{background:#fff;color:#333;border-color:#999}small{color:#666;display:block;margin-top:16px}</style></head>
<body><main><h1>${t.title}</h1><p>${what}</p><p>${t.total}</p><p class="amount">AED ${escape(link.amount)}</p>
${open ? `<form method="post" action="/api/v1/payment/souk-pay/submit">${hidden}<button class="pay" name="outcome" value="approve">${t.pay} AED ${escape(link.amount)}</button><button class="decline" name="outcome" value="decline">${t.decline}</button><button class="cancel" name="outcome" value="cancel">${t.cancel}</button></form>` : `<p>${t.paid}</p>`}
<small>${t.note}</small></main></body></html>`);
}

function redirect(location: string): ApiResponse {
  return { status: 303, body: Buffer.alloc(0), headers: { location, 'cache-control': 'no-store' } };
}

/** The gateway's side: the shopper's choice becomes a signed result the merchant's callback verifies. */
async function submit(ctx: Ctx) {
  const link = await startLink(ctx);
  const outcome = field(ctx, 'outcome');
  if (outcome !== 'approve' && outcome !== 'decline' && outcome !== 'cancel') throw new ApiError(422, 'outcome', 'Choose to pay or to decline.');
  const status = outcome === 'approve' ? 'paid' : outcome === 'decline' ? 'failed' : 'canceled';
  const reference = `SP-${randomBytes(6).toString('hex').toUpperCase()}`;
  const ts = Math.floor(Date.now() / 1000);
  const { purpose, id } = link.target;
  const signature = await sign(ctx.db, ['result', ...idParts(purpose, id), status, link.amount, reference, ts, link.callback]);
  const qs = new URLSearchParams({ ...(purpose === 'add_fund' ? { purpose } : {}), order_id: String(id), status, amount: link.amount, reference, ts: String(ts), callback: link.callback, signature });
  return redirect(`/api/v1/payment/callback?${qs.toString()}`);
}

/** Our side: only a correctly signed, fresh result for this order's (or add fund's) amount changes it. */
async function callback(ctx: Ctx) {
  const purpose = purposeOf(q(ctx, 'purpose'));
  const orderId = Number(q(ctx, 'order_id'));
  const status = q(ctx, 'status') ?? '';
  const amount = q(ctx, 'amount') ?? '';
  const reference = q(ctx, 'reference') ?? '';
  const ts = Number(q(ctx, 'ts'));
  const back = q(ctx, 'callback') ?? '';
  const ok = Number.isInteger(orderId) && orderId > 0 && (await verify(ctx.db, ['result', ...idParts(purpose, orderId), status, amount, reference, ts, back], q(ctx, 'signature')));
  if (!ok || !(status === 'paid' || status === 'failed' || status === 'canceled')) throw new ApiError(403, 'signature', 'The payment result is not signed by the payment gateway.');
  if (!Number.isFinite(ts) || Math.abs(Date.now() / 1000 - ts) > CALLBACK_TTL_S) throw new ApiError(403, 'signature', 'The payment result has expired.');
  const target = await payable(ctx, purpose, orderId, amount);
  if (purpose === 'add_fund') {
    // credited once: the request leaves pending in the same transaction that credits the wallet
    if (await settleFund(ctx.db, orderId, status, reference)) await pushWalletCredit('add_fund', `fund:${orderId}`);
  } else {
    const waiting = and(eq(orders.id, orderId), eq(orders.paymentMethod, 'digital_payment'), eq(orders.paymentStatus, 'unpaid'), inArray(orders.orderStatus, ['pending', 'failed']));
    const now = new Date();
    if (status === 'paid') {
      const [paid] = await ctx.db.update(orders).set({ paymentStatus: 'paid', paymentReference: reference, orderStatus: 'pending', failed: null, updatedAt: now }).where(waiting).returning({ id: orders.id });
      if (paid) await orderPlaced(ctx.db, orderId, 'digital_payment', 'paid');
    } else {
      await ctx.db.update(orders).set({ orderStatus: 'failed', failed: now, paymentReference: reference, updatedAt: now }).where(waiting);
    }
  }
  const path = safeReturnPath(back, target.fallback);
  const flag = status === 'paid' ? 'success' : status === 'failed' ? 'fail' : 'cancel';
  const sep = path.includes('?') ? '&' : '?';
  return redirect(`${path}${sep}flag=${flag}&token=${encodeURIComponent(returnToken(orderId, reference))}`);
}

export const routes: Route[] = [
  { method: 'GET', path: 'payment/souk-pay', handler: page },
  { method: 'POST', path: 'payment/souk-pay/submit', handler: submit },
  { method: 'GET', path: 'payment/callback', handler: callback },
];
