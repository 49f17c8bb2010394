import { toApiError } from '@/api/errors';
import { trackOrder, trackQueryKey, type Order } from '@/api/order-client';
import type { PageLoadResult, ServerPageContext } from '@/server/page';
import { buildSeo } from '@/server/seo';
import { httpFor } from '@/api/http';
import { trackingProblems } from './track-form';
import type { TrackOrderPageProps } from './TrackOrderPage';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim().slice(0, 200) : '');

/** /track-order: the form, and with a query the order's tracking found on the server (or 'Order not found'); a guest's order id without a phone number only fills the form in. */
export async function loadTrackOrderPage(ctx: ServerPageContext): Promise<PageLoadResult<TrackOrderPageProps>> {
  const orderId = text(ctx.gssp.query.order_id);
  const contact = text(ctx.gssp.query.contact_number);
  const seo = await buildSeo(ctx, { title: 'Track Order', path: '/track-order', noindex: true });
  const guestId = ctx.session.signedIn ? null : ctx.session.guestId;
  const base = { seo, orderId, contact, guestId, order: null, problems: {} };
  // nothing asked yet; or a guest's order id alone (a push notification's link): the form, filled in with it
  if ((!orderId && !contact) || (!ctx.session.signedIn && ctx.gssp.query.contact_number === undefined)) return { props: { ...base, outcome: 'none' } };
  const problems = trackingProblems(orderId, contact, ctx.session.signedIn);
  if (problems.orderId || problems.contact) return { props: { ...base, problems, outcome: 'invalid' } };
  const key = { orderId: Number(orderId), guestId, contact: ctx.session.signedIn ? null : contact };
  try {
    const order: Order = await trackOrder(httpFor(ctx.queryClient), { lang: ctx.locale }, key);
    ctx.queryClient.setQueryData(trackQueryKey({ lang: ctx.locale }, key), order);
    return { props: { ...base, order, outcome: 'found' } };
  } catch (error) {
    const status = toApiError(error).status;
    if (status >= 400 && status < 500) return { props: { ...base, outcome: 'not-found' } };
    throw error;
  }
}
