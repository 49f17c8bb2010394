import { httpFor } from '@/api/http';
import { orderDetailsQuery, trackOrder, trackQueryKey } from '@/api/order-client';
import { RateAndReviewPage, type RateAndReviewPageProps } from '@/features/orders/RateAndReviewPage';
import { buildSeo } from '@/server/seo';
import { serverPage } from '@/server/page';

export const getServerSideProps = serverPage<RateAndReviewPageProps>(
  async (ctx) => {
    const prefix = ctx.locale === 'en' ? '' : `/${ctx.locale}`;
    if (!ctx.session.signedIn) return { redirect: { destination: `${prefix}/home`, permanent: false } };
    const raw = String(ctx.gssp.params?.orderId ?? '');
    if (!/^\d{1,9}$/.test(raw)) return { notFound: true };
    const orderId = Number(raw);
    const key = { orderId };
    const order = await trackOrder(httpFor(ctx.queryClient), { lang: ctx.locale }, key).catch(() => null);
    if (!order) return { notFound: true };
    ctx.queryClient.setQueryData(trackQueryKey({ lang: ctx.locale }, key), order);
    await ctx.queryClient.prefetchQuery(orderDetailsQuery({ lang: ctx.locale }, orderId));
    return { props: { orderId, seo: await buildSeo(ctx, { title: 'Rate and review', path: `/rate-and-review/${orderId}`, noindex: true }) } };
  },
  { namespaces: ['orders'], cache: 'private' },
);

export default RateAndReviewPage;
