import { configQuery } from '@/api/config';
import { accountCouponsQuery, accountSettingsQuery } from '@/api/account';
import { customerInfoQuery } from '@/api/customer';
import { pointHistoryQuery, walletBonusesQuery, walletHistoryQuery } from '@/api/wallet';
import type { PageLoadResult, ServerPageContext } from '@/server/page';
import { buildSeo } from '@/server/seo';
import { serverTranslator } from '@/server/translate';
import type { SeoMeta } from '@/components/Seo';
import { pageAllowed, paymentResult, type AccountPage } from './rules';

const TITLES: Record<AccountPage, string> = {
  wallet: 'My Wallet',
  'loyalty-points': 'Loyalty Points',
  coupons: 'Coupons',
  'referral-code': 'Referral Code',
  settings: 'Settings',
};

export type AccountPageProps = { seo: SeoMeta } & (
  | { page: 'wallet'; flag: ReturnType<typeof paymentResult> }
  | { page: 'loyalty-points' | 'coupons' | 'referral-code' | 'settings' }
);

/**
 * An account page of a signed-in customer: 404 when the config switches it off (as the menu hides
 * it), else its first screen's data in the server's HTML (balance, first page of the history).
 */
export async function loadAccountPage(ctx: ServerPageContext, page: AccountPage): Promise<PageLoadResult<AccountPageProps>> {
  const scope = { lang: ctx.locale };
  const config = await ctx.queryClient.fetchQuery(configQuery(scope)).catch(() => undefined);
  if (!pageAllowed(page, config)) return { notFound: true };
  const t = await serverTranslator(ctx.locale, 'account');
  const seo = await buildSeo(ctx, { title: t(TITLES[page]), path: `/profile?page=${page}`, noindex: true });
  const quiet = (p: Promise<unknown>) => p.catch(() => undefined);
  const loads: Promise<unknown>[] = [quiet(ctx.queryClient.prefetchQuery(customerInfoQuery(scope)))];
  if (page === 'wallet') loads.push(ctx.queryClient.prefetchQuery(walletHistoryQuery(scope, 'all', 1)), ctx.queryClient.prefetchQuery(walletBonusesQuery(scope)));
  if (page === 'loyalty-points') loads.push(ctx.queryClient.prefetchQuery(pointHistoryQuery(scope, 1)));
  if (page === 'coupons') loads.push(ctx.queryClient.prefetchQuery(accountCouponsQuery({ lang: ctx.locale, zoneIds: ctx.scope.zoneIds })));
  if (page === 'settings') loads.push(ctx.queryClient.prefetchQuery(accountSettingsQuery(scope)));
  await Promise.all(loads);
  if (page === 'wallet') return { props: { page, seo, flag: paymentResult(ctx.gssp.query.flag) } };
  return { props: { page, seo } };
}
