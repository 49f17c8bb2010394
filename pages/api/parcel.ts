/**
 * The parcel booking form's target (src/features/parcel): `intent=quote` answers the price the
 * server works out, `intent=place` places the parcel through the gateway with the form's
 * idempotency key. The page's script asks for JSON; the form before JavaScript gets a redirect
 * back to the booking page (the draft, price or refusal kept in a short-lived httpOnly cookie),
 * or, once placed, to the order's tracking. A guest without an id gets one here.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { serialize } from 'cookie';
import { dispatch } from '@/gateway';
import { isSecureRequest, readPostedForm, sendJson } from '@/gateway/http';
import { DRAFT_COOKIE, DRAFT_MAX_AGE, encodeDraft, type DraftState } from '@/features/parcel/form-draft';
import { messageOf, quoteParcel, type Call } from '@/features/parcel/form-parcel';
import { draftFromFields, draftProblems, parcelPlaceBody } from '@/features/parcel/form-parcel';
import { COOKIE, PREFERENCE_MAX_AGE, parseGuestId } from '@/lib/session';
import { partKey } from '@/lib/action-key';
import { randomUUID } from 'node:crypto';

export const config = { api: { bodyParser: false } };

export default async function parcelForm(req: NextApiRequest, res: NextApiResponse) {
  const fields = await readPostedForm(req, res, 'The parcel form is');
  if (!fields) return;
  const wantsJson = (req.headers.accept ?? '').includes('application/json');
  const secure = isSecureRequest(req);
  const lang = fields.get('locale') === 'ar' ? 'ar' : 'en';
  const backPath = /^\/parcel\/[\w-]{1,120}$/.test(fields.get('back') ?? '') ? (fields.get('back') as string) : '/home';
  const back = `${lang === 'ar' ? '/ar' : ''}${backPath}`;
  const moduleId = /^\d{1,9}$/.test(fields.get('module_id') ?? '') ? (fields.get('module_id') as string) : '';
  const cookies: Partial<Record<string, string>> = { ...req.cookies };
  const setCookies: string[] = [];
  const call: Call = async (method, path, query, body, extra = {}) => {
    const answer = await dispatch({
      method,
      path,
      search: query ? new URLSearchParams(query).toString() : '',
      headers: { ...req.headers, 'content-type': 'application/json', 'x-localization': lang, ...extra },
      cookies,
      rawBody: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
      secure,
    });
    return { status: answer.status, body: answer.body };
  };
  const draft = draftFromFields(fields);
  const finish = (state: DraftState, status: number) => {
    res.setHeader('Cache-Control', 'private, no-store');
    if (wantsJson) {
      if (setCookies.length) res.setHeader('Set-Cookie', setCookies);
      sendJson(res, status, { ok: status === 200, ...state });
      return;
    }
    setCookies.push(serialize(DRAFT_COOKIE, encodeDraft(state), { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: DRAFT_MAX_AGE }));
    res.setHeader('Set-Cookie', setCookies);
    res.redirect(303, `${back}?step=review#parcel-form`);
  };
  const refuse = (message: string, values?: Record<string, string | number>, kept = draft) => finish({ draft: kept, quote: null, message, ...(values ? { values } : {}) }, 422);

  const signedIn = Boolean(cookies[COOKIE.token]);
  if (!signedIn && !parseGuestId(cookies[COOKIE.guest])) {
    const guest = await call('POST', 'auth/guest/request', undefined, {}, draft.key ? { 'idempotency-key': partKey(draft.key, 'guest') } : {});
    const id = guest.status === 200 ? (guest.body as { guest_id?: unknown }).guest_id : undefined;
    if (id === undefined) return refuse('Guest checkout is not available. Sign in to place an order.');
    cookies[COOKIE.guest] = String(id);
    setCookies.push(serialize(COOKIE.guest, String(id), { path: '/', sameSite: 'lax', secure, maxAge: PREFERENCE_MAX_AGE }));
  }
  const problem = Object.values(draftProblems(draft))[0];
  if (problem) return refuse(problem);
  const outcome = await quoteParcel(draft, call, moduleId ? { moduleid: moduleId } : {});
  if (!outcome.ok) return refuse(outcome.message, outcome.values, outcome.draft);
  if (fields.get('intent') !== 'place') return finish({ draft: outcome.draft, quote: outcome.quote, message: null }, 200);

  if (!draft.key) return refuse('The parcel form could not be read.');
  const guestId = signedIn ? null : (parseGuestId(cookies[COOKIE.guest]) ?? null);
  const trackOf = (orderId: number) => `${lang === 'ar' ? '/ar' : ''}/track-order?${new URLSearchParams(signedIn ? { order_id: String(orderId) } : { order_id: String(orderId), contact_number: outcome.draft.sender.phone }).toString()}`;
  // a digital payment comes back to the order's tracking (the gateway adds its result)
  const body = { ...parcelPlaceBody(outcome.draft, outcome.quote, guestId), callback: `${lang === 'ar' ? '/ar' : ''}/track-order` };
  const placed = await call('POST', 'customer/order/place', undefined, body, { 'idempotency-key': draft.key });
  const answer = placed.body as { order_id?: number; payment_url?: unknown } | null;
  const orderId = answer?.order_id;
  if (placed.status !== 200 || !orderId) {
    // an answered refusal makes the next placement a new one (a new key); an unknown outcome (409, 5xx) keeps the key
    const unknown = placed.status === 409 || placed.status >= 500;
    return refuse(messageOf(placed.body, 'The order could not be placed.'), undefined, unknown ? outcome.draft : { ...outcome.draft, key: randomUUID() });
  }
  // an unpaid digital payment goes on to the payment page first
  const track = typeof answer.payment_url === 'string' && answer.payment_url.startsWith('/') ? answer.payment_url : trackOf(orderId);
  setCookies.push(serialize(DRAFT_COOKIE, '', { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: 0 }));
  res.setHeader('Set-Cookie', setCookies);
  res.setHeader('Cache-Control', 'private, no-store');
  if (wantsJson) {
    sendJson(res, 200, { ok: true, order_id: orderId, href: track });
    return;
  }
  res.redirect(303, track);
}
