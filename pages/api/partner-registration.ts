/**
 * The partner registration forms' target (src/features/partners): the multipart body goes on to
 * auth/vendor/register (`kind=store`) or auth/delivery-man/store (`kind=rider`) through the
 * gateway as it came. The page's script asks for JSON; the form before JavaScript gets a redirect
 * to the form, with `submitted=1` once the application is kept, or with what was typed and the
 * refusal in a short-lived httpOnly cookie (src/features/partners/form-state.ts). The form's hidden
 * `idempotency_key` goes on as the call's Idempotency-Key, so a double submit or a back-and-resubmit
 * keeps one application and answers both alike.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { serialize } from 'cookie';
import { dispatch } from '@/gateway';
import { BodyTooLarge, isSecureRequest, readRawBody, sendJson } from '@/gateway/http';
import { isMultipart, MultipartTooLarge, parseMultipart, type MultipartBody } from '@/gateway/multipart';
import { isCrossSite } from '@/gateway/origin';
import { ACTION_KEY_FIELD, postedActionKey } from '@/lib/action-key';
import { encodeFormState, PARTNER_FORM_COOKIE, PARTNER_FORM_MAX_AGE, type FieldError, type PartnerKind } from '@/features/partners/form-state';

export const config = { api: { bodyParser: false } };

const MAX_BYTES = 10 * 1024 * 1024;
const TARGETS: Record<PartnerKind, { api: string; page: string }> = {
  store: { api: 'auth/vendor/register', page: '/store-registration' },
  rider: { api: 'auth/delivery-man/store', page: '/deliveryman-registration' },
};

const errorsOf = (body: unknown, fallback: string): FieldError[] => {
  const list = (body as { errors?: unknown } | null)?.errors;
  const errors = Array.isArray(list) ? list.filter((e): e is FieldError => typeof e?.code === 'string' && typeof e?.message === 'string') : [];
  return errors.length ? errors : [{ code: 'form', message: fallback }];
};

export default async function partnerRegistration(req: NextApiRequest, res: NextApiResponse) {
  if ((req.method ?? 'GET').toUpperCase() !== 'POST') {
    res.setHeader('Allow', 'POST');
    return sendJson(res, 405, { errors: [{ code: 'method', message: 'The registration form is posted.' }] });
  }
  if (isCrossSite(req.headers)) return sendJson(res, 403, { errors: [{ code: 'origin', message: 'Cross-site requests are not allowed.' }] });
  const contentType = req.headers['content-type'] ?? '';
  let raw: Buffer;
  let form: MultipartBody;
  try {
    raw = await readRawBody(req, MAX_BYTES);
    if (!isMultipart(contentType)) throw new Error('not multipart');
    form = await parseMultipart(raw, contentType);
  } catch (error) {
    const tooLarge = error instanceof BodyTooLarge || error instanceof MultipartTooLarge;
    const errors = [{ code: 'form', message: tooLarge ? 'A file is too large (at most 5 MB each, 10 MB together).' : 'The form could not be read.' }];
    // before JavaScript, back to the form the request came from, saying so
    const referer = String(req.headers.referer ?? '');
    const from: PartnerKind = referer.includes(TARGETS.rider.page) ? 'rider' : 'store';
    if ((req.headers.accept ?? '').includes('application/json') || !referer) return sendJson(res, tooLarge ? 413 : 400, { errors });
    res.setHeader('Set-Cookie', serialize(PARTNER_FORM_COOKIE, encodeFormState({ kind: from, values: {}, errors }), { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecureRequest(req), maxAge: PARTNER_FORM_MAX_AGE }));
    return res.redirect(303, `${referer.includes('/ar/') ? '/ar' : ''}${TARGETS[from].page}?refused=1#registration-form`);
  }
  const kind: PartnerKind = form.fields.kind === 'rider' ? 'rider' : 'store';
  const lang = form.fields.locale === 'ar' ? 'ar' : 'en';
  const page = `${lang === 'ar' ? '/ar' : ''}${TARGETS[kind].page}`;
  const wantsJson = (req.headers.accept ?? '').includes('application/json');
  const secure = isSecureRequest(req);
  // the form's action key: a double submit or a back-and-resubmit of one application is sent once
  const key = postedActionKey(form.fields[ACTION_KEY_FIELD]);
  const answer = await dispatch({
    method: 'POST',
    path: TARGETS[kind].api,
    search: '',
    headers: { ...req.headers, 'content-type': contentType, 'x-localization': lang, ...(key ? { 'idempotency-key': key } : {}) },
    cookies: { ...req.cookies },
    rawBody: raw,
    secure,
  });
  const body = answer.body as { message?: unknown } | null;
  const ok = answer.status === 200;
  const message = typeof body?.message === 'string' ? body.message : '';
  res.setHeader('Cache-Control', 'private, no-store');
  // a refusal is 422 (the next submit is a new application); an unknown outcome keeps its status (409, 5xx: send the same again)
  const unknown = answer.status === 409 || answer.status >= 500;
  if (wantsJson) return sendJson(res, ok ? 200 : unknown ? answer.status : 422, ok ? { ok, message } : { ok, errors: errorsOf(answer.body, lang === 'ar' ? 'تعذر إرسال الطلب.' : 'The application could not be sent.') });
  if (ok) {
    res.setHeader('Set-Cookie', serialize(PARTNER_FORM_COOKIE, '', { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: 0 }));
    return res.redirect(303, `${page}?submitted=1`);
  }
  // after an answered refusal the form comes back with a new key; after an unknown outcome with the same one
  const values = unknown ? form.fields : Object.fromEntries(Object.entries(form.fields).filter(([name]) => name !== ACTION_KEY_FIELD));
  const state = encodeFormState({ kind, values, errors: errorsOf(answer.body, lang === 'ar' ? 'تعذر إرسال الطلب.' : 'The application could not be sent.') });
  res.setHeader('Set-Cookie', serialize(PARTNER_FORM_COOKIE, state, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: PARTNER_FORM_MAX_AGE }));
  return res.redirect(303, `${page}?refused=1#registration-form`);
}
