import { sitemapPartRoute } from '@/server/sitemap-route';

/** One part of a large sitemap, written by getServerSideProps. */
export const getServerSideProps = sitemapPartRoute;

export default function SitemapPart() {
  return null;
}
