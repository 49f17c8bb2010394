/**
 * The cart forms' target when the page's JavaScript has not arrived (or is off): the form posts
 * here, the change goes through the gateway like any browser call (cross-site posts are
 * refused), and the browser is sent back to the page it came from, which the server renders
 * with the updated cart. A guest without an id gets one here, kept in the first-party cookie.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { serialize } from 'cookie';
import { dispatch, type GatewayResponse } from '@/gateway';
import { isSecureRequest, readPostedForm } from '@/gateway/http';
import { COOKIE, PREFERENCE_MAX_AGE, parseGuestId } from '@/lib/session';
import { partKey, postedActionKey } from '@/lib/action-key';
import { cartFormBody, formNoticeHref, perItemRequestId, safeBack } from '@/features/cart/form-fields';

export const config = { api: { bodyParser: false } };

export default async function cartForm(req: NextApiRequest, res: NextApiResponse) {
  const fields = await readPostedForm(req, res, 'Cart forms are');
  if (!fields) return;
  const back = safeBack(fields.get('back'));
  const secure = isSecureRequest(req);
  const cookies: Partial<Record<string, string>> = { ...req.cookies };
  const setCookies: string[] = [];
  const headers = { ...req.headers, 'content-type': 'application/json' };
  // the form's request id is its action key: each call the action makes on the shopper's cart goes
  // with a key of its own derived from it (the key is the cart owner's), so a double submit or a
  // back-and-resubmit writes once
  const formKey = postedActionKey(fields.get('request_id'));
  const call = (method: string, path: string, body: unknown, search = '', part = '') =>
    dispatch({
      method,
      path,
      search,
      headers: formKey && part ? { ...headers, 'idempotency-key': partKey(formKey, part) } : headers,
      cookies,
      rawBody: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
      secure,
    });

  const send = (notice: string) => {
    if (setCookies.length) res.setHeader('Set-Cookie', setCookies);
    res.setHeader('Cache-Control', 'private, no-store');
    res.redirect(303, formNoticeHref(back, notice));
  };

  const newGuest = async (): Promise<boolean> => {
    // no key: the form's request id is in pages shared by every shopper, and a guest id is no one else's
    const guest = await call('POST', 'auth/guest/request', {});
    const id = guest.status === 200 ? (guest.body as { guest_id?: unknown }).guest_id : undefined;
    if (id === undefined) return false;
    cookies[COOKIE.guest] = String(id);
    setCookies.push(serialize(COOKIE.guest, String(id), { path: '/', sameSite: 'lax', secure, maxAge: PREFERENCE_MAX_AGE }));
    return true;
  };
  if (!cookies[COOKIE.token] && !parseGuestId(cookies[COOKIE.guest]) && !(await newGuest())) {
    send('error');
    return;
  }
  const action = fields.get('action') ?? 'add';
  const apply = async (): Promise<GatewayResponse | null> => {
    const guestId = cookies[COOKIE.token] ? undefined : cookies[COOKIE.guest];
    const owner: Record<string, string> = guestId ? { guest_id: guestId } : {};
    let answer;
    if (action === 'remove-item' || action === 'clear') {
      const search = new URLSearchParams(action === 'remove-item' ? { ...owner, cart_id: fields.get('cart_id') ?? '' } : owner).toString();
      answer = await call('DELETE', action === 'clear' ? 'customer/cart/remove' : 'customer/cart/remove-item', {}, search, `${action}:${fields.get('cart_id') ?? ''}`);
    } else {
      const body = { ...perItemRequestId(cartFormBody(fields)), ...owner };
      if (action === 'replace') {
        // the shopper confirmed clearing another store's items for this one
        const cleared = await call('DELETE', 'customer/cart/remove', {}, new URLSearchParams(owner).toString(), 'replace-clear');
        if (cleared.status !== 200) return cleared;
      }
      const part = `${action}:${body.model === 'ItemCampaign' ? 'c' : 'i'}${body.item_id}:${fields.get('cart_id') ?? ''}`;
      answer = await call('POST', action === 'update' ? 'customer/cart/update' : 'customer/cart/add', action === 'update' ? { ...body, cart_id: fields.get('cart_id') } : body, '', part);
    }
    return answer;
  };
  let answer = await apply();
  const codeOf = (a: GatewayResponse | null) => (a?.body as { errors?: { code?: string }[] } | undefined)?.errors?.[0]?.code;
  // a guest id the server no longer knows (its database was reset) gets a new one, once
  if (answer?.status === 422 && codeOf(answer) === 'guest_id' && !cookies[COOKIE.token] && (await newGuest())) answer = await apply();
  if (!answer) {
    send('error');
    return;
  }
  setCookies.push(...answer.cookies);
  const code = codeOf(answer);
  send(answer.status === 200 ? (action === 'replace' ? 'replaced' : action === 'add' ? 'added' : 'updated') : (code ?? 'error'));
}
