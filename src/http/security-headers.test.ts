/**
 * @jest-environment node
 */
import type { IncomingMessage } from 'node:http';
import { isHttps } from './security-headers';

describe('HTTPS behind a proxy', () => {
  const req = (headers: Record<string, string>, encrypted = false) => ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;
  it('trusts X-Forwarded-Proto only when TRUST_PROXY says a proxy is in front', () => {
    expect(isHttps(req({ 'x-forwarded-proto': 'https' }), {})).toBe(false);
    expect(isHttps(req({ 'x-forwarded-proto': 'https' }), { TRUST_PROXY: '1' })).toBe(true);
    expect(isHttps(req({ 'x-forwarded-proto': 'http' }), { TRUST_PROXY: '1' })).toBe(false);
    expect(isHttps(req({}, true), {})).toBe(true);
  });
});

describe("a page's policy follows the server's environment", () => {
  const answer = async (source: Record<string, string>) => {
    const { createServer } = await import('node:http');
    const { addSecurityHeaders } = await import('./security-headers');
    const server = createServer((req, res) => {
      addSecurityHeaders(req, res, source);
      // as Next answers a page: the build's policy, which knew of no Facebook app
      res.setHeader('Content-Security-Policy', "default-src 'self'; script-src 'self'");
      res.end('page');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      return (await fetch(`http://127.0.0.1:${port}/`)).headers.get('content-security-policy') ?? '';
    } finally {
      server.close();
    }
  };

  it("allows Facebook's SDK when a Facebook app is configured at start, not otherwise, and keeps the inline scripts' hashes", async () => {
    const withApp = await answer({ NEXT_PUBLIC_FACEBOOK_APP_ID: '1234' });
    expect(withApp).toMatch(/script-src 'self' 'sha256-[^']+'.* https:\/\/connect\.facebook\.net/);
    expect(withApp).toContain("object-src 'none'");
    const without = await answer({});
    expect(without).not.toContain('facebook');
    expect(without).toMatch(/script-src 'self' 'sha256-/);
  });
});
