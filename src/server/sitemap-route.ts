import type { GetServerSideProps } from 'next';
import { siteOrigin } from './seo';
import { buildIndex, buildUrlset, latest, partOf, partPath, robotsTxt, SITEMAP_PART_SIZE, splitParts, URLSET_CLOSE, URLSET_OPEN, urlElements, type SitemapEntry, type SitemapPart } from './sitemap';
import { pageEntries, partEntries, sitemapEntries, sitemapPlan, type SitemapPlan } from './sitemap-data';
import { log } from '@/observe/log';

/** Kept an hour by a cache in front (nginx in `npm run cluster`, a CDN), served stale for a day while it is made again. */
const CACHE = 'public, s-maxage=3600, stale-while-revalidate=86400';
const XML = 'application/xml; charset=utf-8';
/** Entries written to the response at a time. */
const WRITE_BATCH = 500;

type Res = Parameters<GetServerSideProps>[0]['res'];

function send(res: Res, status: number, type: string, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', status === 200 ? CACHE : 'no-store');
  res.end(body);
}

function unavailable(req: Parameters<GetServerSideProps>[0]['req'], res: Res, error: unknown): void {
  log().error({ request_id: req.headers['x-request-id'], err: error }, 'sitemap: the entries could not be read');
  res.setHeader('Retry-After', '60');
  send(res, 503, 'text/plain; charset=utf-8', 'The sitemap is not available right now.\n');
}

/** Writes a urlset of the entries to the response a batch at a time, waiting whenever the client is slower than the writing. */
async function streamUrlset(res: Res, origin: string, entries: SitemapEntry[]): Promise<void> {
  res.statusCode = 200;
  res.setHeader('Content-Type', XML);
  res.setHeader('Cache-Control', CACHE);
  const write = (text: string) => (res.write(text) ? Promise.resolve() : new Promise<void>((resolve) => res.once('drain', () => resolve())));
  await write(URLSET_OPEN);
  for (let i = 0; i < entries.length; i += WRITE_BATCH) {
    await write(`${i > 0 ? '\n' : ''}${entries.slice(i, i + WRITE_BATCH).map((e) => urlElements(origin, e)).join('\n')}`);
  }
  res.end(URLSET_CLOSE);
}

/** Whether the whole catalogue fits one file (each page is listed in two languages): then there are no parts. */
function fitsOneFile(plan: SitemapPlan, pages: number): boolean {
  return plan.parts.stores <= 1 && plan.parts.items <= 1 && (pages + plan.highestIds.stores + plan.highestIds.items) * 2 <= SITEMAP_PART_SIZE;
}

/** The parts an index names: the pages, then every part of stores, then of items. */
function partsOf(plan: SitemapPlan): SitemapPart[] {
  return [
    { kind: 'pages' },
    ...Array.from({ length: plan.parts.stores }, (_, i) => ({ kind: 'stores' as const, n: i + 1 })),
    ...Array.from({ length: plan.parts.items }, (_, i) => ({ kind: 'items' as const, n: i + 1 })),
  ];
}

/**
 * `/sitemap.xml`. With the embedded API: an index of the pages' part and of every part of stores
 * and items (a few rows: the parts come from the highest ids), or one urlset when everything fits
 * one file. With an external backend: what its lists give, collected (legacyIndex).
 */
export const sitemapIndexRoute: GetServerSideProps = async ({ req, res }) => {
  const origin = siteOrigin(req);
  if (!origin) {
    send(res, 400, 'text/plain; charset=utf-8', 'No host to build absolute URLs for.\n');
    return { props: {} };
  }
  try {
    const plan = await sitemapPlan();
    if (!plan) return await legacyIndex(res, origin);
    // a catalogue that cannot fit one file gets its index from the plan alone (two indexed look-ups)
    const pages = fitsOneFile(plan, 0) ? await pageEntries() : null;
    if (!pages || !fitsOneFile(plan, pages.length)) {
      const parts = partsOf(plan).map((part) => ({ path: partPath(part), lastmod: part.kind === 'pages' && pages ? latest(pages) : null }));
      send(res, 200, XML, buildIndex(origin, parts));
      return { props: {} };
    }
    const [stores, items] = await Promise.all([plan.parts.stores ? partEntries('stores', 1) : [], plan.parts.items ? partEntries('items', 1) : []]);
    await streamUrlset(res, origin, [...pages, ...stores, ...items]);
  } catch (error) {
    if (!res.headersSent) unavailable(req, res, error);
    else res.destroy(error instanceof Error ? error : undefined);
  }
  return { props: {} };
};

/** `/sitemap/{pages|stores-n|items-n}.xml`: one part, one range of rows (`n.xml` with an external backend). */
export const sitemapPartRoute: GetServerSideProps = async ({ req, res, params }) => {
  const part = partOf(typeof params?.part === 'string' ? params.part : undefined);
  const origin = siteOrigin(req);
  if (!part || !origin) return { notFound: true };
  try {
    const plan = await sitemapPlan();
    if (!plan) return await legacyPart(res, origin, part);
    if (part.kind === 'legacy' || (part.kind !== 'pages' && part.n > plan.parts[part.kind])) return { notFound: true };
    const entries = part.kind === 'pages' ? await pageEntries() : await partEntries(part.kind, part.n);
    if (part.kind === 'pages' && fitsOneFile(plan, entries.length)) return { notFound: true };
    await streamUrlset(res, origin, entries);
  } catch (error) {
    if (!res.headersSent) unavailable(req, res, error);
    else res.destroy(error instanceof Error ? error : undefined);
  }
  return { props: {} };
};

/** An external backend: one urlset, or an index of numbered slices once the catalogue outgrows one file. */
async function legacyIndex(res: Res, origin: string): Promise<{ props: Record<string, never> }> {
  const entries = await sitemapEntries();
  if (entries.length * 2 <= SITEMAP_PART_SIZE) send(res, 200, XML, buildUrlset(origin, entries));
  else send(res, 200, XML, buildIndex(origin, splitParts(entries).map((part, i) => ({ path: partPath({ kind: 'legacy', n: i + 1 }), lastmod: latest(part) }))));
  return { props: {} };
}

async function legacyPart(res: Res, origin: string, part: SitemapPart): Promise<{ props: Record<string, never> } | { notFound: true }> {
  if (part.kind !== 'legacy') return { notFound: true };
  const entries = await sitemapEntries();
  const slice = splitParts(entries)[part.n - 1];
  if (!slice || entries.length * 2 <= SITEMAP_PART_SIZE) return { notFound: true };
  send(res, 200, XML, buildUrlset(origin, slice));
  return { props: {} };
}

export const robotsRoute: GetServerSideProps = async ({ req, res }) => {
  send(res, 200, 'text/plain; charset=utf-8', robotsTxt(siteOrigin(req)));
  return { props: {} };
};
