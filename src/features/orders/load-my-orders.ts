import { orderListQuery, trackQueryKey, trackOrder } from '@/api/order-client';
import { httpFor } from '@/api/http';
import type { ServerPageContext } from '@/server/page';
import { buildSeo } from '@/server/seo';
import { ORDERS_PAGE_SIZE, type MyOrdersPageProps } from './MyOrdersPage';

const positive = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : NaN;
  return n > 0 ? n : null;
};

/** My orders: the tab's page of orders, or one order, in the server's HTML. */
export async function loadMyOrders(ctx: ServerPageContext): Promise<MyOrdersPageProps> {
  const q = ctx.gssp.query;
  const tab = q.tab === 'past' ? 'past' : 'running';
  const offset = positive(q.offset) ?? 1;
  const orderId = positive(q.orderId);
  const seo = await buildSeo(ctx, { title: 'My Orders', path: '/profile?page=my-orders', noindex: true });
  if (orderId !== null) {
    const key = { orderId };
    await trackOrder(httpFor(ctx.queryClient), { lang: ctx.locale }, key)
      .then((order) => ctx.queryClient.setQueryData(trackQueryKey({ lang: ctx.locale }, key), order))
      .catch(() => undefined);
  } else {
    await ctx.queryClient.prefetchQuery(orderListQuery({ lang: ctx.locale }, tab === 'running' ? 'running-orders' : 'list', offset, ORDERS_PAGE_SIZE));
  }
  return { seo, tab, offset, orderId, fromCheckout: q.from === 'checkout' };
}
