import type { Language } from '@/lib/session';
import { localizedUrl } from './seo';

/** One page in the sitemap: its path (without the language prefix) and when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: string | null;
}

/** URLs per sitemap file, the protocol's limit; above this the sitemap becomes an index of parts. */
export const SITEMAP_PART_SIZE = 50_000;

const LANGUAGES: Language[] = ['en', 'ar'];

export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);
}

function isoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/** What a urlset opens and closes with; its <url> elements go between, one a line. */
export const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = '\n</urlset>\n';

/** One page's <url> elements: in English and Arabic, each pointing at the other with hreflang. */
export function urlElements(origin: string, entry: SitemapEntry): string {
  const lastmod = isoDate(entry.lastmod);
  const alternates = [
    ...LANGUAGES.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(localizedUrl(origin, entry.path, lang))}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(localizedUrl(origin, entry.path, 'en'))}"/>`,
  ].join('');
  return LANGUAGES.map((lang) => `<url><loc>${escapeXml(localizedUrl(origin, entry.path, lang))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`).join('\n');
}

/** A urlset: every page in English and Arabic, each pointing at the other with hreflang. */
export function buildUrlset(origin: string, entries: SitemapEntry[]): string {
  return `${URLSET_OPEN}${entries.map((entry) => urlElements(origin, entry)).join('\n')}${URLSET_CLOSE}`;
}

export function buildIndex(origin: string, parts: { path: string; lastmod?: string | null }[]): string {
  const items = parts.map((part) => {
    const lastmod = isoDate(part.lastmod);
    return `<sitemap><loc>${escapeXml(`${origin}${part.path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** Splits the entries into parts of at most `size` pages (each page is listed in both languages). */
export function splitParts(entries: SitemapEntry[], size = SITEMAP_PART_SIZE): SitemapEntry[][] {
  const perPart = Math.max(1, Math.floor(size / LANGUAGES.length));
  const parts: SitemapEntry[][] = [];
  for (let i = 0; i < entries.length; i += perPart) parts.push(entries.slice(i, i + perPart));
  return parts;
}

/** The latest lastmod of a list. */
export function latest(entries: SitemapEntry[]): string | null {
  let best: number | null = null;
  for (const e of entries) {
    const ms = e.lastmod ? Date.parse(e.lastmod) : NaN;
    if (Number.isFinite(ms) && (best === null || ms > best)) best = ms;
  }
  return best === null ? null : new Date(best).toISOString();
}

/**
 * A sitemap part: the catalogue's fixed pages, modules, categories, campaigns and brands
 * (`pages`), a range of stores or items (`stores-3`), or, with an external backend, the n-th
 * slice of everything collected (`legacy`).
 */
export type SitemapPart = { kind: 'pages' } | { kind: 'stores' | 'items'; n: number } | { kind: 'legacy'; n: number };

/** The path of a sitemap part. */
export function partPath(part: SitemapPart): string {
  if (part.kind === 'pages') return '/sitemap/pages.xml';
  if (part.kind === 'legacy') return `/sitemap/${part.n}.xml`;
  return `/sitemap/${part.kind}-${part.n}.xml`;
}

/** The part a file name names (null when none). */
export function partOf(name: string | undefined): SitemapPart | null {
  const match = /^(?:(pages)|(stores|items)-(\d{1,6})|(\d{1,4}))\.xml$/.exec(name ?? '');
  if (!match) return null;
  if (match[1]) return { kind: 'pages' };
  const n = Number(match[3] ?? match[4]);
  if (!(n >= 1)) return null;
  return match[2] === 'stores' || match[2] === 'items' ? { kind: match[2], n } : { kind: 'legacy', n };
}

export function robotsTxt(origin: string | null): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /checkout',
    'Disallow: /profile',
    'Disallow: /track-order',
    'Disallow: /interest',
    'Disallow: /rate-and-review/',
    'Disallow: /ar/checkout',
    'Disallow: /ar/profile',
    'Disallow: /ar/track-order',
    'Disallow: /ar/interest',
    'Disallow: /ar/rate-and-review/',
  ];
  if (origin) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
