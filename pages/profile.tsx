import { ProfileSettingsPage, type ProfileSettingsPageProps } from '@/features/auth/profile/ProfileSettingsPage';
import { buildSeo } from '@/server/seo';
import { serverPage } from '@/server/page';

export const getServerSideProps = serverPage<ProfileSettingsPageProps>(
  async (ctx) => {
    const prefix = ctx.locale === 'en' ? '' : `/${ctx.locale}`;
    // account pages belong to a signed-in shopper; a guest starts at home
    if (!ctx.session.signedIn) return { redirect: { destination: `${prefix}/home`, permanent: false } };
    if (ctx.gssp.query.page !== 'profile-settings') return { notFound: true };
    return { props: { seo: await buildSeo(ctx, { title: 'Edit Personal Details', path: '/profile?page=profile-settings', noindex: true }) } };
  },
  { namespaces: ['auth'], cache: 'private' },
);

export default ProfileSettingsPage;
