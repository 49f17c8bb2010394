/**
 * GET /metrics: the process's figures in Prometheus's text format (src/observe/metrics.ts).
 * A caller on this machine (loopback) is answered; any other caller must send
 * `Authorization: Bearer $METRICS_TOKEN`, and with METRICS_TOKEN unset only loopback is answered.
 * Behind a proxy (TRUST_PROXY) the client address it forwards counts, not the proxy's own.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { env, type EnvSource } from '../lib/env';
import { metricsText } from '../observe/metrics';
import { noteResponse } from '../observe/request';

export const METRICS_PATH = '/metrics';

/** The caller's address: the socket's, or behind a trusted proxy the last address it appended to X-Forwarded-For. */
export function callerAddress(req: IncomingMessage, source?: EnvSource): string | undefined {
  if (env('TRUST_PROXY', source)) {
    const header = req.headers['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((h) => h.trim()).filter(Boolean);
    const last = hops[hops.length - 1];
    if (last) return last;
  }
  return req.socket.remoteAddress ?? undefined;
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.replace(/^::ffff:/i, '');
  return bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** allowed, or why not: no token sent (or a wrong one) while one is set, or no token set at all (loopback only). */
export function metricsAccess(req: IncomingMessage, source?: EnvSource): 'allowed' | 'token' | 'loopback-only' {
  if (isLoopback(callerAddress(req, source))) return 'allowed';
  const token = env('METRICS_TOKEN', source);
  if (!token) return 'loopback-only';
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
  return sent !== undefined && sameSecret(sent, token) ? 'allowed' : 'token';
}

function refuse(res: ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify({ errors: [{ code, message }] }));
}

export async function answerMetrics(req: IncomingMessage, res: ServerResponse, source?: EnvSource): Promise<void> {
  noteResponse(res, { route: METRICS_PATH });
  const method = (req.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return refuse(res, 405, 'method', `The ${method} method is not supported for /metrics.`, { allow: 'GET, HEAD' });
  const access = metricsAccess(req, source);
  if (access === 'token') return refuse(res, 401, 'metrics', 'The metrics need Authorization: Bearer with the metrics token.', { 'www-authenticate': 'Bearer realm="metrics"' });
  if (access === 'loopback-only') return refuse(res, 403, 'metrics', 'The metrics answer callers on this machine only (no metrics token is set).');
  const { contentType, body } = await metricsText();
  res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
  res.end(method === 'HEAD' ? undefined : body);
}
