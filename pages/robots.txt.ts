import { robotsRoute } from '@/server/sitemap-route';

/** Written to the response by getServerSideProps; nothing renders. */
export const getServerSideProps = robotsRoute;

export default function Robots() {
  return null;
}
