import { interestCategoriesQuery } from '@/api/interest';
import { InterestPage } from '@/features/modules/InterestPage';
import { serverPage } from '@/server/page';

export const getServerSideProps = serverPage(
  async ({ session, scope, queryClient, locale }) => {
    // interests belong to a module in a zone; without them there is nothing to choose from
    if (!session.moduleId || !session.zoneIds) {
      return { redirect: { destination: locale === 'en' ? '/home' : `/${locale}/home`, permanent: false } };
    }
    await queryClient.prefetchQuery(interestCategoriesQuery(scope));
    return { props: {} };
  },
  { cache: 'private' },
);

export default InterestPage;
