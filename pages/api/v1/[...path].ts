import type { NextApiRequest, NextApiResponse } from 'next';
import { dispatch } from '@/gateway';
import { BodyTooLarge, clientAddress, isSecureRequest, readRawBody, sendGatewayResponse } from '@/gateway/http';

export const config = { api: { bodyParser: false, responseLimit: false } };

export default async function gateway(req: NextApiRequest, res: NextApiResponse) {
  const method = (req.method ?? 'GET').toUpperCase();
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname.replace(/^\/api\/v1\/?/, '');
  let rawBody: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    try {
      rawBody = await readRawBody(req);
    } catch (error) {
      const tooLarge = error instanceof BodyTooLarge;
      res.status(tooLarge ? 413 : 400).json({
        errors: [{ code: 'body', message: tooLarge ? 'The request is too large.' : 'The request body could not be read.' }],
      });
      return;
    }
  }
  const answer = await dispatch({
    method,
    path,
    search: url.search.replace(/^\?/, ''),
    headers: req.headers,
    cookies: req.cookies,
    rawBody,
    secure: isSecureRequest(req),
    clientAddress: clientAddress(req),
  });
  sendGatewayResponse(res, answer);
}
