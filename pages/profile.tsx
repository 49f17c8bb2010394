import { ProfileSettingsPage, type ProfileSettingsPageProps } from '@/features/auth/profile/ProfileSettingsPage';
import { loadMyOrders } from '@/features/orders/load-my-orders';
import { MyOrdersPage, type MyOrdersPageProps } from '@/features/orders/MyOrdersPage';
import { buildSeo } from '@/server/seo';
import { serverPage } from '@/server/page';
import { serverTranslator } from '@/server/translate';

type ProfilePageProps = ({ page: 'profile-settings' } & ProfileSettingsPageProps) | ({ page: 'my-orders' } & MyOrdersPageProps);

export const getServerSideProps = serverPage<ProfilePageProps>(
  async (ctx) => {
    const prefix = ctx.locale === 'en' ? '' : `/${ctx.locale}`;
    // account pages belong to a signed-in shopper; a guest starts at home
    if (!ctx.session.signedIn) return { redirect: { destination: `${prefix}/home`, permanent: false } };
    if (ctx.gssp.query.page === 'my-orders') {
      const loaded = await loadMyOrders(ctx);
      return { props: { page: 'my-orders', ...loaded } };
    }
    if (ctx.gssp.query.page !== 'profile-settings') return { notFound: true };
    const t = await serverTranslator(ctx.locale, 'auth');
    return { props: { page: 'profile-settings', seo: await buildSeo(ctx, { title: t('Edit Personal Details'), path: '/profile?page=profile-settings', noindex: true }) } };
  },
  { namespaces: ['auth', 'orders'], cache: 'private' },
);

export default function ProfilePage(props: ProfilePageProps) {
  return props.page === 'my-orders' ? <MyOrdersPage {...props} /> : <ProfileSettingsPage {...props} />;
}
