import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { first } from './headers';
import { isCrossSite } from './origin';
import type { GatewayResponse } from './types';
import { trustsProxy } from './absolute-urls';
import { answerText } from './answer-text';

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

/**
 * A form posted to one of the site's own endpoints: POST only (405 otherwise, with `noun` in the
 * message), same-site only (403), at most 64 KB (413); its fields, or null once an answer is sent.
 */
export async function readPostedForm(req: IncomingMessage & { method?: string }, res: ServerResponse, noun: string): Promise<URLSearchParams | null> {
  const refuse = (status: number, code: string, message: string) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ errors: [{ code, message }] }));
    return null;
  };
  if ((req.method ?? 'GET').toUpperCase() !== 'POST') {
    res.setHeader('Allow', 'POST');
    return refuse(405, 'method', `${noun} posted.`);
  }
  if (isCrossSite(req.headers)) return refuse(403, 'origin', 'Cross-site requests are not allowed.');
  try {
    return new URLSearchParams((await readRawBody(req, 64 * 1024)).toString('utf8'));
  } catch (error) {
    const tooLarge = error instanceof BodyTooLarge;
    return refuse(tooLarge ? 413 : 400, 'body', tooLarge ? 'The request is too large.' : 'The form could not be read.');
  }
}

/** A JSON answer that the gateway did not make (the request could not be read). */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(JSON.stringify(body));
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
  res.end(answerText(answer.body));
}
