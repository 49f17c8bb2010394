import { sitemapIndexRoute } from '@/server/sitemap-route';

/** Written to the response by getServerSideProps; nothing renders. */
export const getServerSideProps = sitemapIndexRoute;

export default function Sitemap() {
  return null;
}
