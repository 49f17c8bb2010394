import type { GetServerSideProps } from 'next';
import { siteOrigin } from './seo';
import { buildIndex, buildUrlset, latest, partIndex, partPath, robotsTxt, SITEMAP_PART_SIZE, splitParts } from './sitemap';
import { sitemapEntries } from './sitemap-data';
import { log } from '@/observe/log';

const CACHE = 'public, s-maxage=3600, stale-while-revalidate=86400';

type Send = (status: number, type: string, body: string) => void;

function sender(res: Parameters<GetServerSideProps>[0]['res']): Send {
  return (status, type, body) => {
    res.statusCode = status;
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', status === 200 ? CACHE : 'no-store');
    res.end(body);
  };
}

/** `/sitemap.xml`: one urlset, or an index of parts once the catalogue outgrows one file. */
export const sitemapIndexRoute: GetServerSideProps = async ({ req, res }) => {
  const send = sender(res);
  const origin = siteOrigin(req);
  if (!origin) {
    send(400, 'text/plain; charset=utf-8', 'No host to build absolute URLs for.\n');
    return { props: {} };
  }
  try {
    const entries = await sitemapEntries();
    if (entries.length * 2 <= SITEMAP_PART_SIZE) send(200, 'application/xml; charset=utf-8', buildUrlset(origin, entries));
    else send(200, 'application/xml; charset=utf-8', buildIndex(origin, splitParts(entries).map((part, i) => ({ path: partPath(i), lastmod: latest(part) }))));
  } catch (error) {
    log().error({ request_id: req.headers['x-request-id'], err: error }, 'sitemap: the entries could not be read');
    res.setHeader('Retry-After', '60');
    send(503, 'text/plain; charset=utf-8', 'The sitemap is not available right now.\n');
  }
  return { props: {} };
};

/** `/sitemap/{n}.xml`: one part of a large sitemap. */
export const sitemapPartRoute: GetServerSideProps = async ({ req, res, params }) => {
  const index = partIndex(typeof params?.part === 'string' ? params.part : undefined);
  if (index === null) return { notFound: true };
  const origin = siteOrigin(req);
  const entries = await sitemapEntries();
  const part = splitParts(entries)[index];
  if (!origin || !part || entries.length * 2 <= SITEMAP_PART_SIZE) return { notFound: true };
  sender(res)(200, 'application/xml; charset=utf-8', buildUrlset(origin, part));
  return { props: {} };
};

export const robotsRoute: GetServerSideProps = async ({ req, res }) => {
  sender(res)(200, 'text/plain; charset=utf-8', robotsTxt(siteOrigin(req)));
  return { props: {} };
};
