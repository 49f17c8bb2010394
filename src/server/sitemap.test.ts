/**
 * @jest-environment node
 */
import { buildIndex, buildUrlset, escapeXml, latest, partOf, partPath, robotsTxt, splitParts, URLSET_CLOSE, URLSET_OPEN, urlElements } from './sitemap';

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
    const index = buildIndex('https://souk.ae', parts.map((p, i) => ({ path: partPath({ kind: 'legacy', n: i + 1 }), lastmod: latest(p) })));
    expect(index).toContain('<sitemapindex');
    expect(index).toContain('<loc>https://souk.ae/sitemap/1.xml</loc>');
    expect(index).toContain('<loc>https://souk.ae/sitemap/5.xml</loc>');
    expect(index).toContain('<lastmod>2026-01-25T00:00:00.000Z</lastmod>');
  });

  it('names its parts: the pages, ranges of stores and of items, and numbered slices for an external backend', () => {
    expect(partOf('pages.xml')).toEqual({ kind: 'pages' });
    expect(partOf('stores-1.xml')).toEqual({ kind: 'stores', n: 1 });
    expect(partOf('items-26.xml')).toEqual({ kind: 'items', n: 26 });
    expect(partOf('12.xml')).toEqual({ kind: 'legacy', n: 12 });
    for (const part of [{ kind: 'pages' as const }, { kind: 'items' as const, n: 3 }, { kind: 'legacy' as const, n: 2 }]) expect(partOf(partPath(part).slice('/sitemap/'.length))).toEqual(part);
    for (const name of ['0.xml', 'items-0.xml', 'orders-1.xml', 'x.xml', 'items-1.xml.gz', undefined]) expect(partOf(name)).toBeNull();
  });

  it('streamed a batch at a time, a urlset is the same document as built whole', () => {
    const entries = [{ path: '/store/a', lastmod: '2026-01-01T00:00:00Z' }, { path: '/product/b' }];
    expect(`${URLSET_OPEN}${entries.map((e) => urlElements('https://souk.ae', e)).join('\n')}${URLSET_CLOSE}`).toBe(buildUrlset('https://souk.ae', entries));
  });

  it('robots.txt points at the sitemap and keeps private pages out', () => {
    const robots = robotsTxt('https://souk.ae');
    expect(robots).toContain('Sitemap: https://souk.ae/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /checkout');
    expect(robots).toMatch(/^User-agent: \*/);
  });
});
