/**
 * Security headers of every answer src/http/serve.ts gives, and the Content-Security-Policy
 * of its HTML.
 *
 * The policy allows the page's inline scripts by their SHA-256 hashes, computed from the HTML
 * Next actually rendered (the script loader of pages/_document.tsx lists each page's
 * chunks, so its text differs from page to page): no nonce, because the shared page cache
 * (./shared-cache.ts) hands one rendered page to every shopper, and a nonce everyone gets is
 * no secret. The header is set where the page is rendered, before the cache stores it, so a
 * cached page carries the policy of its own scripts.
 *
 * Styles are allowed inline ('unsafe-inline' in style-src), deliberately: emotion (MUI) and
 * goober (toasts) insert style rules at run time, and React writes style attributes, none of
 * which can be known in advance to hash, and a nonce would again be shared through the cache.
 * CSS cannot run script, so script-src stays strict; style-src still refuses styles from
 * other origins.
 *
 * Google Maps, Firebase and the social sign-in SDKs are allowed only when their keys are
 * configured (see thirdParties below).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import { gzipSync } from 'node:zlib';
import { Parser } from 'htmlparser2';
import { interceptResponse } from './response-capture';
import { env, type EnvSource } from '../lib/env';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);

/**
 * The `'sha256-…'` sources of the inline scripts a browser would run in this HTML: scripts
 * without src whose type is JavaScript (JSON data blocks such as __NEXT_DATA__ are not run).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  let text: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== 'script') return;
        const type = (attributes.type ?? '').trim().toLowerCase();
        text = attributes.src === undefined && EXECUTABLE_TYPES.has(type) ? '' : null;
      },
      ontext(data) {
        if (text !== null) text += data;
      },
      onclosetag(name) {
        if (name !== 'script' || text === null) return;
        hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
        text = null;
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  return [...hashes];
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url.replace(/\{[a-z]\}/g, 'a')).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Origins of the third parties this deployment has configured, by directive. */
export function thirdParties(source?: EnvSource): Record<string, string[]> {
  const add: Record<string, string[]> = { script: [], style: [], img: [], font: [], connect: [], frame: [] };
  const push = (directive: string, origins: string[]) => add[directive]?.push(...origins);
  if (env('NEXT_PUBLIC_GOOGLE_MAPS_KEY', source)) {
    push('script', ['https://maps.googleapis.com', 'https://maps.gstatic.com']);
    push('style', ['https://fonts.googleapis.com']);
    push('font', ['https://fonts.gstatic.com']);
    push('img', ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.ggpht.com']);
    push('connect', ['https://maps.googleapis.com']);
  }
  const tiles = originOf(env('NEXT_PUBLIC_MAP_TILE_URL', source));
  if (tiles) push('img', [tiles.replace('://a.', '://*.')]);
  if (env('NEXT_PUBLIC_FIREBASE_API_KEY', source)) {
    push('script', ['https://www.gstatic.com', 'https://apis.google.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    push('connect', ['https://*.googleapis.com', 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']);
    push('frame', ['https://*.firebaseapp.com', 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com']);
  }
  if (env('NEXT_PUBLIC_GOOGLE_CLIENT_ID', source)) {
    push('script', ['https://accounts.google.com/gsi/client']);
    push('style', ['https://accounts.google.com/gsi/style']);
    push('connect', ['https://accounts.google.com/gsi/']);
    push('frame', ['https://accounts.google.com/gsi/']);
  }
  if (env('NEXT_PUBLIC_FACEBOOK_APP_ID', source)) {
    push('script', ['https://connect.facebook.net']);
    push('connect', ['https://graph.facebook.com', 'https://www.facebook.com']);
    push('frame', ['https://www.facebook.com', 'https://web.facebook.com']);
    push('img', ['https://www.facebook.com']);
  }
  if (env('NEXT_PUBLIC_APPLE_CLIENT_ID', source)) {
    push('script', ['https://appleid.cdn-apple.com']);
    push('frame', ['https://appleid.apple.com']);
  }
  const images = (env('IMAGE_REMOTE_HOSTS', source) ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean)
    .map((h) => `https://${h}`);
  push('img', images);
  return add;
}

/** The policy of one HTML answer. */
export function contentSecurityPolicy(scriptHashes: string[], source?: EnvSource): string {
  const extra = thirdParties(source);
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptHashes, ...(extra.script ?? []))}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...(extra.style ?? []))}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...(extra.img ?? []))}`,
    `font-src ${list("'self'", 'data:', ...(extra.font ?? []))}`,
    `connect-src ${list("'self'", ...(extra.connect ?? []))}`,
    `frame-src ${list("'self'", ...(extra.frame ?? []))}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Whether the request reached us over HTTPS: a TLS socket, or a proxy's X-Forwarded-Proto
 * when TRUST_PROXY says a proxy is in front (otherwise anyone could send that header).
 */
export function isHttps(req: IncomingMessage, source?: EnvSource): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!(env('TRUST_PROXY', source) ?? false)) return false;
  const proto = req.headers['x-forwarded-proto'];
  return (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * Headers every answer carries, static files included: set at the moment the headers are
 * written, so whatever wrote the answer (Next, the page cache) cannot leave them out.
 */
export function addSecurityHeaders(req: IncomingMessage, res: ServerResponse, source?: EnvSource): void {
  const headers = {
    'x-content-type-options': 'nosniff',
    'cross-origin-opener-policy': 'same-origin',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
    ...(isHttps(req, source) ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  const writeHead = res.writeHead as unknown as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  const patched = function patchedWriteHead(...args: unknown[]): ServerResponse {
    for (const [name, value] of Object.entries(headers)) if (!res.hasHeader(name)) res.setHeader(name, value);
    return writeHead.apply(res, args);
  };
  res.writeHead = patched as unknown as ServerResponse['writeHead'];
}

/**
 * Refuses request targets that are not a path (`GET http://other.example/`, `OPTIONS *`,
 * `CONNECT host:443`): 400, with nothing passed on. True when it answered.
 */
export function refuseUnusualTarget(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.url?.startsWith('/')) return false;
  res.statusCode = 400;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Connection', 'close');
  res.end('Bad request: the request target must be a path.\n');
  return true;
}

/**
 * CONNECT asks the server to be a proxy, which it is not: 400 and the connection closed
 * (without a handler Node drops the connection without an answer).
 */
export function refuseConnect(server: Server): void {
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.end('HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 48\r\nConnection: close\r\n\r\nBad request: the request target must be a path.\n');
  });
}

const NOT_PAGES = ['/_next/static/', '/_next/image', '/img/', '/media/', '/api/'];
const MAX_HTML_BYTES = 16 * 1024 * 1024;

/**
 * Next's handler with a Content-Security-Policy on every HTML answer, from the hashes of its
 * own inline scripts. Next is asked for the uncompressed page (the policy needs its text);
 * the answer is gzipped here for clients that accept it.
 */
export function withContentSecurityPolicy(handler: Handler, source?: EnvSource): Handler {
  return (req, res) => {
    if (NOT_PAGES.some((prefix) => req.url?.startsWith(prefix))) return handler(req, res);
    const acceptEncoding = req.headers['accept-encoding'];
    delete req.headers['accept-encoding'];
    let gzip = false;
    interceptResponse(res, {
      maxBytes: MAX_HTML_BYTES,
      wanted: (_status, headers) => {
        const type = String(headers['content-type'] ?? '').toLowerCase();
        const encoding = String(headers['content-encoding'] ?? 'identity').toLowerCase();
        gzip = /\bgzip\b/.test(String(acceptEncoding ?? ''));
        return type.startsWith('text/html') && encoding === 'identity';
      },
      finish: (status, _headers, body, io) => {
        res.setHeader('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(body.toString('utf8')), source));
        const vary = String(res.getHeader('vary') ?? '');
        if (!/accept-encoding/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
        let out = body;
        if (gzip && body.length > 1024 && req.method !== 'HEAD') {
          out = gzipSync(body);
          res.setHeader('Content-Encoding', 'gzip');
        }
        if (req.method !== 'HEAD') res.setHeader('Content-Length', String(out.length));
        io.writeHead.call(res, status);
        io.end.call(res, req.method === 'HEAD' ? undefined : out);
        return true;
      },
    });
    return handler(req, res);
  };
}
