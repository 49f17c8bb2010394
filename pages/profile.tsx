import { ProfileSettingsPage, type ProfileSettingsPageProps } from '@/features/auth/profile/ProfileSettingsPage';
import { buildSeo } from '@/server/seo';
import { serverPage } from '@/server/page';
import { serverTranslator } from '@/server/translate';

export const getServerSideProps = serverPage<ProfileSettingsPageProps>(
  async (ctx) => {
    const prefix = ctx.locale === 'en' ? '' : `/${ctx.locale}`;
    // account pages belong to a signed-in shopper; a guest starts at home
    if (!ctx.session.signedIn) return { redirect: { destination: `${prefix}/home`, permanent: false } };
    if (ctx.gssp.query.page !== 'profile-settings') return { notFound: true };
    const t = await serverTranslator(ctx.locale, 'auth');
    return { props: { seo: await buildSeo(ctx, { title: t('Edit Personal Details'), path: '/profile?page=profile-settings', noindex: true }) } };
  },
  { namespaces: ['auth'], cache: 'private' },
);

export default ProfileSettingsPage;
