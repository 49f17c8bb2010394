import type { NextApiRequest, NextApiResponse } from 'next';
import { dispatch, signOutCookies } from '@/gateway';
import { isSecureRequest } from '@/gateway/http';
import { isCrossSite } from '@/gateway/origin';

/** Where a signed-out browser goes after the Logout form: the home page in the language it was in. */
function homeOf(body: unknown): string {
  const locale = body && typeof body === 'object' ? (body as Record<string, unknown>).locale : undefined;
  return locale === 'ar' ? '/ar/home' : '/home';
}

/**
 * DELETE /api/session signs the browser out: the API revokes the token (POST auth/logout, so
 * a copy of it no longer works anywhere), then the httpOnly token cookie is cleared. POST does
 * the same for the account pages' Logout form before their JavaScript has arrived, and sends the
 * browser on to the home page.
 */
export default async function session(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'DELETE' && req.method !== 'POST') {
    res.setHeader('Allow', 'DELETE, POST');
    res.status(405).json({ errors: [{ code: 'method', message: 'Use DELETE to sign out.' }] });
    return;
  }
  if (isCrossSite(req.headers)) {
    res.status(403).json({ errors: [{ code: 'origin', message: 'Cross-site requests are not allowed.' }] });
    return;
  }
  const secure = isSecureRequest(req);
  // a token the API no longer knows (or a backend without auth/logout) still leaves the browser signed out
  await dispatch({ method: 'POST', path: 'auth/logout', search: '', headers: {}, cookies: req.cookies, secure, internal: true }).catch(() => undefined);
  res.setHeader('Set-Cookie', signOutCookies(secure));
  res.setHeader('Cache-Control', 'private, no-store');
  if (req.method === 'POST') {
    res.redirect(303, homeOf(req.body));
    return;
  }
  res.status(200).json({ message: 'Logout successful.' });
}
