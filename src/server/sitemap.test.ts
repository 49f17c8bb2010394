/**
 * @jest-environment node
 */
import { buildIndex, buildUrlset, escapeXml, latest, partIndex, partPath, robotsTxt, splitParts } from './sitemap';

describe('the sitemap', () => {
  it('lists each page in English and Arabic with hreflang alternates and lastmod', () => {
    const xml = buildUrlset('https://souk.ae', [{ path: '/product/karak-chai', lastmod: '2026-11-01T10:00:00.000Z' }]);
    expect(xml).toContain('<loc>https://souk.ae/product/karak-chai</loc>');
    expect(xml).toContain('<loc>https://souk.ae/ar/product/karak-chai</loc>');
    expect(xml).toContain('<lastmod>2026-11-01T10:00:00.000Z</lastmod>');
    expect(xml).toContain('hreflang="ar" href="https://souk.ae/ar/product/karak-chai"');
    expect(xml).toContain('hreflang="x-default" href="https://souk.ae/product/karak-chai"');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('escapes what XML cannot carry and leaves out an unreadable lastmod', () => {
    const xml = buildUrlset('https://souk.ae', [{ path: '/home?brand_id=3&data_type=brand', lastmod: 'yesterday' }]);
    expect(xml).toContain('/home?brand_id=3&amp;data_type=brand');
    expect(xml).not.toContain('<lastmod>');
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('becomes an index of parts when large', () => {
    const entries = Array.from({ length: 25 }, (_, i) => ({ path: `/product/p-${i}`, lastmod: `2026-01-${String(i + 1).padStart(2, '0')}T00:00:00Z` }));
    const parts = splitParts(entries, 10);
    expect(parts.map((p) => p.length)).toEqual([5, 5, 5, 5, 5]);
    const index = buildIndex('https://souk.ae', parts.map((p, i) => ({ path: partPath(i), lastmod: latest(p) })));
    expect(index).toContain('<sitemapindex');
    expect(index).toContain('<loc>https://souk.ae/sitemap/1.xml</loc>');
    expect(index).toContain('<loc>https://souk.ae/sitemap/5.xml</loc>');
    expect(index).toContain('<lastmod>2026-01-25T00:00:00.000Z</lastmod>');
  });

  it('reads part names', () => {
    expect(partIndex('1.xml')).toBe(0);
    expect(partIndex('12.xml')).toBe(11);
    expect(partIndex('0.xml')).toBeNull();
    expect(partIndex('x.xml')).toBeNull();
    expect(partIndex(undefined)).toBeNull();
  });

  it('robots.txt points at the sitemap and keeps private pages out', () => {
    const robots = robotsTxt('https://souk.ae');
    expect(robots).toContain('Sitemap: https://souk.ae/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /checkout');
    expect(robots).toMatch(/^User-agent: \*/);
  });
});
