/**
 * The security headers of what src/http/serve.ts answers itself (the API's direct route,
 * /metrics, refusals), and HSTS over HTTPS. Next's own answers already carry the same headers
 * and the pages their Content-Security-Policy, from next.config.js's headers() (one list:
 * src/lib/security-policy.js), so plain `next start` sends them too; here they are added only
 * where an answer lacks them.
 *
 * The pages' policy names the third parties configured (maps, Firebase, the sign-in SDKs, remote
 * pictures). next.config.js writes it from the build's environment; this server answers with the
 * policy of its own environment instead, because the storefront reads those settings at run time
 * (config's social_login, the map's keys): a Facebook app configured when the server starts works
 * without a new build. Under plain `next start` the build's policy stands (docs/deploy.md).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import { env, envText, type EnvSource, type VariableName } from '../lib/env';
import { contentSecurityPolicy, scriptHash, SECURITY_HEADERS, thirdPartySettings } from '../lib/security-policy';
import { INLINE_SCRIPTS } from '../speed/inline-scripts';

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

/** The pages' Content-Security-Policy for this process's environment (the same inline scripts as the build's). */
export function runtimePolicy(source?: EnvSource): string {
  return contentSecurityPolicy(INLINE_SCRIPTS.map(scriptHash), thirdPartySettings((name) => envText(name as VariableName, source)));
}

let policyOfThisProcess: string | null = null;

/**
 * Headers every answer carries, static files included: set at the moment the headers are
 * written, so whatever wrote the answer (Next, the page cache) cannot leave them out.
 */
export function addSecurityHeaders(req: IncomingMessage, res: ServerResponse, source?: EnvSource): void {
  const headers: Record<string, string> = {
    ...Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key.toLowerCase(), value])),
    ...(isHttps(req, source) ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  const writeHead = res.writeHead as unknown as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  const patched = function patchedWriteHead(...args: unknown[]): ServerResponse {
    for (const [name, value] of Object.entries(headers)) if (!res.hasHeader(name)) res.setHeader(name, value);
    // a page's policy (Next's, from the build's environment) becomes this environment's
    if (res.hasHeader('content-security-policy')) {
      res.setHeader('content-security-policy', source ? runtimePolicy(source) : (policyOfThisProcess ??= runtimePolicy()));
    }
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
