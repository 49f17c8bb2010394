import type { NextApiRequest, NextApiResponse } from 'next';
import { signOutCookies } from '@/gateway';
import { isSecureRequest } from '@/gateway/http';
import { isCrossSite } from '@/gateway/origin';

/** DELETE /api/session signs the browser out: the httpOnly token cookie is cleared. */
export default function session(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'DELETE') {
    res.setHeader('Allow', 'DELETE');
    res.status(405).json({ errors: [{ code: 'method', message: 'Use DELETE to sign out.' }] });
    return;
  }
  if (isCrossSite(req.headers)) {
    res.status(403).json({ errors: [{ code: 'origin', message: 'Cross-site requests are not allowed.' }] });
    return;
  }
  res.setHeader('Set-Cookie', signOutCookies(isSecureRequest(req)));
  res.setHeader('Cache-Control', 'private, no-store');
  res.status(200).json({ message: 'Logout successful.' });
}
