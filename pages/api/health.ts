import type { NextApiRequest, NextApiResponse } from 'next';
import { dispatch } from '@/gateway';
import pkg from '../../package.json';

/** 200 with the version, and whether the API behind the gateway answers. */
export default async function health(_req: NextApiRequest, res: NextApiResponse) {
  const started = Date.now();
  const answer = await dispatch({ method: 'GET', path: 'zone/list', search: '', headers: {}, cookies: {}, secure: false, internal: true });
  const reachable = answer.status >= 200 && answer.status < 300;
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({
    status: 'ok',
    version: pkg.version,
    api: { mode: process.env.API_BASE_URL ? 'external' : 'embedded', reachable, status: answer.status, ms: Date.now() - started },
  });
}
