/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { contentSecurityPolicy, inlineScriptHashes, isHttps } from './security-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the Content-Security-Policy of a page', () => {
  it('hashes the inline scripts a browser runs, not JSON data blocks nor external scripts', () => {
    const loader = '(function(){var s=["/_next/static/a.js"];})()';
    const html = `<!DOCTYPE html><html><head><script>${loader}</script><script src="/_next/static/b.js"></script>
      <script type="application/ld+json">{"@type":"Product"}</script></head><body>
      <script id="__NEXT_DATA__" type="application/json">{"props":{}}</script><script type="module">import("/x.js")</script></body></html>`;
    expect(inlineScriptHashes(html).sort()).toEqual([sha(loader), sha('import("/x.js")')].sort());
  });

  it('keeps script text byte for byte (entities and "<" inside scripts are not decoded)', () => {
    const script = 'if (a < b && c) { x = "&amp;" }';
    expect(inlineScriptHashes(`<script>${script}</script>`)).toEqual([sha(script)]);
  });

  it('allows scripts only from the site and by hash, and third parties only when configured', () => {
    const plain = contentSecurityPolicy(["'sha256-abc='"], {});
    expect(plain).toContain("script-src 'self' 'sha256-abc='");
    expect(plain).not.toContain('googleapis');
    expect(plain).toContain("object-src 'none'");
    const maps = contentSecurityPolicy([], { NEXT_PUBLIC_GOOGLE_MAPS_KEY: 'key', NEXT_PUBLIC_MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' });
    expect(maps).toContain('https://maps.googleapis.com');
    expect(maps).toContain('https://*.tile.example.org');
  });
});

describe('HTTPS behind a proxy', () => {
  const req = (headers: Record<string, string>, encrypted = false) => ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;
  it('trusts X-Forwarded-Proto only when TRUST_PROXY says a proxy is in front', () => {
    expect(isHttps(req({ 'x-forwarded-proto': 'https' }), {})).toBe(false);
    expect(isHttps(req({ 'x-forwarded-proto': 'https' }), { TRUST_PROXY: '1' })).toBe(true);
    expect(isHttps(req({ 'x-forwarded-proto': 'http' }), { TRUST_PROXY: '1' })).toBe(false);
    expect(isHttps(req({}, true), {})).toBe(true);
  });
});
