import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { first } from './headers';
import type { GatewayResponse } from './types';

export const MAX_BODY_BYTES = 10 * 1024 * 1024;

export class BodyTooLarge extends Error {}

export async function readRawBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buf.length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/** Whether TRUST_PROXY says a proxy in front sets X-Forwarded-For and X-Forwarded-Proto. */
export function trustsProxy(): boolean {
  return /^(1|true|yes)$/i.test(process.env.TRUST_PROXY ?? '');
}

/** The caller's address: the socket's, or with a trusted proxy the address it appended last. */
export function clientAddress(req: IncomingMessage): string | undefined {
  if (trustsProxy()) {
    const hops = first(req.headers['x-forwarded-for'])?.split(',').map((h) => h.trim()).filter(Boolean);
    const last = hops?.[hops.length - 1];
    if (last) return last;
  }
  return req.socket.remoteAddress ?? undefined;
}

/** HTTPS directly, or behind a proxy that says so. */
export function isSecureRequest(req: IncomingMessage): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  return first(req.headers['x-forwarded-proto'])?.split(',')[0]?.trim() === 'https';
}

export function sendGatewayResponse(res: ServerResponse, answer: GatewayResponse): void {
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) {
    if (name.toLowerCase() === 'content-length' || name.toLowerCase() === 'transfer-encoding') continue;
    res.setHeader(name, value);
  }
  if (answer.cookies.length) res.setHeader('Set-Cookie', answer.cookies);
  res.setHeader('Cache-Control', 'private, no-store');
  if (answer.raw) {
    res.end(answer.raw);
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(answer.body ?? {}));
}
