/**
 * The sitemap at one catalogue size, cold, as a crawler reads it (the size bench, bench-size.ts):
 * its index, then every part in turn, streamed and counted without being kept (the product and
 * store pages it lists in English; each is listed in Arabic as well).
 */

export interface SitemapFigures {
  scale: number;
  indexMs: number;
  indexBytes: number;
  parts: number;
  firstPartMs: number;
  firstPartBytes: number;
  firstPartUrls: number;
  /** Every part streamed: English product and store pages listed (each page is listed in English and Arabic). */
  products: number;
  stores: number;
  allPartsMs: number;
  /** The index or a part did not answer 200: what it answered. */
  failed?: string;
}

/** Streams a response, counting the English product and store pages and every <loc>, without keeping it. */
async function countUrls(url: string): Promise<{ ms: number; bytes: number; urls: number; products: number; stores: number; locs: string[] }> {
  const started = Date.now();
  const response = await fetch(url, { headers: { Accept: 'application/xml' } });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  const decoder = new TextDecoder();
  let carry = '';
  let bytes = 0;
  let urls = 0;
  let products = 0;
  let stores = 0;
  const locs: string[] = [];
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    const text = carry + decoder.decode(value, { stream: true });
    const cut = text.lastIndexOf('</loc>');
    const whole = cut < 0 ? '' : text.slice(0, cut + 6);
    carry = cut < 0 ? text : text.slice(cut + 6);
    for (const m of whole.matchAll(/<loc>([^<]*)<\/loc>/g)) {
      const loc = m[1] ?? '';
      urls += 1;
      if (locs.length < 200) locs.push(loc);
      if (!loc.includes('/ar/')) {
        if (loc.includes('/product/')) products += 1;
        else if (loc.includes('/store/')) stores += 1;
      }
    }
  }
  return { ms: Date.now() - started, bytes, urls, products, stores, locs };
}

export async function measureSitemap(scale: number, base: string): Promise<SitemapFigures> {
  const started = Date.now();
  try {
    return await readSitemap(scale, base);
  } catch (error) {
    const failed = error instanceof Error ? error.message : String(error);
    return { scale, indexMs: Date.now() - started, indexBytes: 0, parts: 0, firstPartMs: 0, firstPartBytes: 0, firstPartUrls: 0, products: 0, stores: 0, allPartsMs: 0, failed };
  }
}

async function readSitemap(scale: number, base: string): Promise<SitemapFigures> {
  const index = await countUrls(`${base}/sitemap.xml`);
  const parts = index.locs.filter((loc) => /\/sitemap\/[^/]+\.xml$/.test(loc));
  if (parts.length === 0) {
    return { scale: scale, indexMs: index.ms, indexBytes: index.bytes, parts: 0, firstPartMs: index.ms, firstPartBytes: index.bytes, firstPartUrls: index.urls, products: index.products, stores: index.stores, allPartsMs: index.ms };
  }
  // the parts as a crawler reads them, one after the other, through this server (the index names its public origin)
  const local = (loc: string) => `${base}${new URL(loc).pathname}`;
  const started = Date.now();
  const counted = [];
  for (const loc of parts) counted.push(await countUrls(local(loc)));
  const first = counted[0];
  return {
    scale: scale,
    indexMs: index.ms,
    indexBytes: index.bytes,
    parts: parts.length,
    firstPartMs: first?.ms ?? Number.NaN,
    firstPartBytes: first?.bytes ?? 0,
    firstPartUrls: first?.urls ?? 0,
    products: counted.reduce((n, c) => n + c.products, 0),
    stores: counted.reduce((n, c) => n + c.stores, 0),
    allPartsMs: Date.now() - started,
  };
}

