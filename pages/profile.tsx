import { ProfileSettingsPage, type ProfileSettingsPageProps } from '@/features/auth/profile/ProfileSettingsPage';
import { loadAccountPage, type AccountPageProps } from '@/features/account/load';
import { isAccountPage } from '@/features/account';
import { CouponsPage } from '@/features/account/CouponsPage';
import { LoyaltyPage } from '@/features/account/LoyaltyPage';
import { ReferralPage } from '@/features/account/ReferralPage';
import { SettingsPage } from '@/features/account/SettingsPage';
import { SignInNoticePage, type SignInNoticePageProps } from '@/features/account/SignInNoticePage';
import { WalletPage } from '@/features/account/WalletPage';
import { InboxPage, type InboxPageProps } from '@/features/chat/InboxPage';
import { loadMyOrders } from '@/features/orders/load-my-orders';
import { MyOrdersPage, type MyOrdersPageProps } from '@/features/orders/MyOrdersPage';
import { buildSeo } from '@/server/seo';
import { AccountLayout } from '@/shell/AccountNav';
import { serverPage } from '@/server/page';
import { serverTranslator } from '@/server/translate';

type ProfilePageProps =
  | ({ page: 'profile-settings' } & ProfileSettingsPageProps)
  | ({ page: 'my-orders' } & MyOrdersPageProps)
  | AccountPageProps
  | ({ page: 'inbox' } & InboxPageProps)
  | ({ page: 'sign-in' } & SignInNoticePageProps);

// The account pages are part of this route's own bundle, which only /profile loads: lazy chunks
// (next/dynamic) would add their entries to webpack's runtime, which every catalogue page loads.
export const getServerSideProps = serverPage<ProfilePageProps>(
  async (ctx) => {
    // a bare /profile (the address a shopper types, or page= left empty) is the profile's own page
    const asked = ctx.gssp.query.page;
    const page = asked === undefined || asked === '' ? 'profile-settings' : asked;
    const known = page === 'profile-settings' || page === 'my-orders' || page === 'inbox' || isAccountPage(page);
    if (!known) return { notFound: true };
    // account pages belong to a signed-in shopper: a guest is asked to sign in (spec 02, section 8)
    if (!ctx.session.signedIn) {
      const t = await serverTranslator(ctx.locale, 'layout');
      return { props: { page: 'sign-in', seo: await buildSeo(ctx, { title: t('Sign In'), path: `/profile?page=${page}`, noindex: true }) } };
    }
    if (page === 'my-orders') {
      const loaded = await loadMyOrders(ctx);
      return { props: { page: 'my-orders', ...loaded } };
    }
    if (isAccountPage(page)) return loadAccountPage(ctx, page);
    if (page === 'inbox') {
      const chat = await serverTranslator(ctx.locale, 'chat');
      return { props: { page: 'inbox', seo: await buildSeo(ctx, { title: chat('Inbox'), path: '/profile?page=inbox', noindex: true }) } };
    }
    const t = await serverTranslator(ctx.locale, 'auth');
    return { props: { page: 'profile-settings', seo: await buildSeo(ctx, { title: t('Edit Personal Details'), path: '/profile?page=profile-settings', noindex: true }) } };
  },
  { namespaces: ['auth', 'orders', 'account', 'chat'], cache: 'private' },
);

function AccountPageBody(props: Exclude<ProfilePageProps, { page: 'sign-in' }>) {
  switch (props.page) {
    case 'my-orders':
      return <MyOrdersPage {...props} />;
    case 'wallet':
      return <WalletPage {...props} />;
    case 'loyalty-points':
      return <LoyaltyPage {...props} />;
    case 'coupons':
      return <CouponsPage {...props} />;
    case 'referral-code':
      return <ReferralPage {...props} />;
    case 'settings':
      return <SettingsPage {...props} />;
    case 'inbox':
      return <InboxPage {...props} />;
    default:
      return <ProfileSettingsPage {...props} />;
  }
}

/** Every account page beside the account navigation; a guest is asked to sign in instead. */
export default function ProfilePage(props: ProfilePageProps) {
  if (props.page === 'sign-in') return <SignInNoticePage {...props} />;
  return (
    <AccountLayout current={props.page}>
      <AccountPageBody {...props} />
    </AccountLayout>
  );
}
