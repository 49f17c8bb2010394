/**
 * The checkout form's target when the page's JavaScript has not arrived: the fields become the
 * same placement the script sends (src/features/checkout/form-order.ts), through the gateway
 * (cross-site posts are refused), with the checkout's idempotency key. A placed order goes to
 * the customer's order or to the guest's tracking; a refusal comes back to the checkout with
 * the server's message.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { dispatch } from '@/gateway';
import { isSecureRequest, readPostedForm } from '@/gateway/http';
import { orderFromForm, type Call } from '@/features/checkout/form-order';
import { COOKIE, parseGuestId, parseLocation } from '@/lib/session';

export const config = { api: { bodyParser: false } };

export default async function checkoutForm(req: NextApiRequest, res: NextApiResponse) {
  const fields = await readPostedForm(req, res, 'The checkout form is');
  if (!fields) return;
  const secure = isSecureRequest(req);
  const cookies: Partial<Record<string, string>> = { ...req.cookies };
  const signedIn = Boolean(cookies[COOKIE.token]);
  const guestId = signedIn ? null : parseGuestId(cookies[COOKIE.guest]);
  const page = ['cart', 'buy_now', 'campaign'].includes(fields.get('page') ?? '') ? (fields.get('page') as string) : 'cart';
  const back = (message: string) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.redirect(303, `/checkout?${new URLSearchParams({ page, error: message.slice(0, 300) }).toString()}`);
  };
  if (!signedIn && !guestId) {
    back('Your cart is empty');
    return;
  }
  const call: Call = async (method, path, query, body, extra: Record<string, string> = {}) => {
    const answer = await dispatch({
      method,
      path,
      search: query ? new URLSearchParams(query).toString() : '',
      headers: { ...req.headers, 'content-type': 'application/json', ...extra },
      cookies,
      rawBody: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
      secure,
    });
    return { status: answer.status, body: answer.body };
  };
  const outcome = await orderFromForm(fields, call, { signedIn, guestId, location: parseLocation(cookies[COOKIE.location]) });
  if (!outcome.ok) {
    back(outcome.message);
    return;
  }
  const placed = await call('POST', 'customer/order/place', undefined, { ...outcome.body, request_id: outcome.key }, { 'idempotency-key': outcome.key });
  const orderId = (placed.body as { order_id?: number } | null)?.order_id;
  if (placed.status !== 200 || !orderId) {
    const b = placed.body as { errors?: { message?: string }[]; message?: string } | null;
    back(b?.errors?.[0]?.message || b?.message || 'The order could not be placed.');
    return;
  }
  res.setHeader('Cache-Control', 'private, no-store');
  res.redirect(
    303,
    signedIn
      ? `/profile?page=my-orders&orderId=${orderId}&from=checkout`
      : `/track-order?${new URLSearchParams({ order_id: String(orderId), contact_number: outcome.body.contact_person_number, from: 'checkout' }).toString()}`,
  );
}
