/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { INLINE_SCRIPTS, SCRIPT_LOADER, TAP_KEEPER } from '../speed/inline-scripts';
import { contentSecurityPolicy, scriptHash, SECURITY_HEADERS } from './security-policy';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the Content-Security-Policy of the pages', () => {
  it('allows scripts only from the site and by hash, and third parties only when configured', () => {
    const plain = contentSecurityPolicy(["'sha256-abc='"], {});
    expect(plain).toContain("script-src 'self' 'sha256-abc='");
    expect(plain).not.toContain('googleapis');
    expect(plain).not.toContain("'unsafe-eval'");
    expect(plain).toContain("object-src 'none'");
    const maps = contentSecurityPolicy([], { googleMapsKey: 'key', mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', imageHosts: ['cdn.example.com'] });
    expect(maps).toContain('https://maps.googleapis.com');
    expect(maps).toContain('https://*.tile.example.org');
    expect(maps).toContain('https://cdn.example.com');
  });

  it('is what next.config.js sends with every page, under plain `next start` too: the hashes of the page scripts, known when the build is made', async () => {
    const config = createRequire(__filename)(join(__dirname, '..', '..', 'next.config.js')) as { headers: () => Promise<{ source: string; headers: { key: string; value: string }[] }[]> };
    const rules = await config.headers();
    const policy = rules.flatMap((rule) => rule.headers).find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
    expect(INLINE_SCRIPTS).toEqual([TAP_KEEPER, SCRIPT_LOADER]);
    for (const script of INLINE_SCRIPTS) expect(policy).toContain(sha(script));
    expect(scriptHash(TAP_KEEPER)).toBe(sha(TAP_KEEPER));
    // the other headers on every path, Next's own files included (locale: false)
    const everywhere = rules.find((rule) => rule.source === '/:path*');
    expect(everywhere?.headers).toEqual(SECURITY_HEADERS);
  });
});
