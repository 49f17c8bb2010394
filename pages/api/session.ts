import type { NextApiRequest, NextApiResponse } from 'next';
import { dispatch, signOutCookies } from '@/gateway';
import { isSecureRequest } from '@/gateway/http';
import { isCrossSite } from '@/gateway/origin';

/**
 * DELETE /api/session signs the browser out: the API revokes the token (POST auth/logout, so
 * a copy of it no longer works anywhere), then the httpOnly token cookie is cleared.
 */
export default async function session(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'DELETE') {
    res.setHeader('Allow', 'DELETE');
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
  res.status(200).json({ message: 'Logout successful.' });
}
