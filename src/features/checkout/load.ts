import { savedAddressesQuery } from '@/api/addresses';
import type { CartLineInput } from '@/api/cart';
import { configQuery } from '@/api/config';
import { cartListQuery } from '@/api/customer';
import { itemDetailsQuery } from '@/api/item-details';
import { routeEstimateQuery } from '@/api/maps';
import { storeDetailsQuery } from '@/api/stores';
import { zoneIdQuery } from '@/api/zones';
import { buyNowInput } from '@/features/cart';
import type { PageLoadResult, ServerPageContext } from '@/server/page';
import { buildSeo } from '@/server/seo';
import { checkoutAccess, checkoutKind } from './rules';
import type { CheckoutPageProps, CheckoutPayment } from './CheckoutPage';

const text = (v: unknown): string | null => (typeof v === 'string' && v.length <= 2000 ? v : null);

/**
 * /checkout?page=cart|buy_now|campaign: the cart (or the one item), its store, the zone of the
 * delivery point (payment methods, delivery charges) and, signed in, the saved addresses, all in
 * the server's HTML. A payment callback comes back here with flag and token.
 */
export async function loadCheckoutPage(ctx: ServerPageContext): Promise<PageLoadResult<CheckoutPageProps>> {
  const q = ctx.gssp.query;
  // a bare /checkout is the cart's (the address a shopper types); an unknown page is not found
  const kind = checkoutKind(q.page ?? 'cart');
  if (!kind) return { notFound: true };
  const config = await ctx.queryClient.fetchQuery(configQuery({ lang: ctx.locale }));
  const access = checkoutAccess(kind, ctx.session.signedIn, Number(config.guest_checkout_status) === 1);
  const flag = text(q.flag);
  const payment: CheckoutPayment | null = flag === 'success' || flag === 'fail' || flag === 'cancel' ? { flag, token: text(q.token), orderId: Number(text(q.order_id)) || null, contact: text(q.contact_number) } : null;
  const seo = await buildSeo(ctx, { title: 'Checkout', path: `/checkout?page=${kind}`, noindex: true });

  let item: CartLineInput | null = null;
  let storeId: number | null = null;
  if (kind !== 'cart') {
    item = buyNowInput(q as Record<string, string | string[] | undefined>);
    if (!item) return { notFound: true };
    const details = await ctx.queryClient.fetchQuery(itemDetailsQuery(ctx.scope, String(item.item_id), kind === 'campaign'));
    storeId = Number(details.store_id) || null;
  } else if (ctx.session.signedIn || ctx.session.guestId) {
    const lines = await ctx.queryClient.fetchQuery(cartListQuery(ctx.scope, { signedIn: ctx.session.signedIn, guestId: ctx.session.guestId })).catch(() => []);
    storeId = lines[0]?.store_id ?? null;
  }
  const point = ctx.session.location;
  await Promise.all([
    storeId ? ctx.queryClient.prefetchQuery(storeDetailsQuery(ctx.scope, String(storeId))) : undefined,
    point ? ctx.queryClient.prefetchQuery(zoneIdQuery({ lang: ctx.locale }, { lat: point.lat, lng: point.lng })) : undefined,
    ctx.session.signedIn ? ctx.queryClient.prefetchQuery(savedAddressesQuery({ lang: ctx.locale })) : undefined,
  ]);
  // the delivery charge's distance for the current location, so the summary is right in the server's HTML
  const store = storeId ? ctx.queryClient.getQueryData(storeDetailsQuery(ctx.scope, String(storeId)).queryKey) : undefined;
  if (store && point && store.latitude != null && store.longitude != null) {
    await ctx.queryClient.prefetchQuery(routeEstimateQuery({ lang: ctx.locale }, { lat: Number(store.latitude), lng: Number(store.longitude) }, { lat: point.lat, lng: point.lng }));
  }
  // the form's answer before JavaScript: what the server refused
  const notice = text(q.error)?.slice(0, 300) ?? null;
  return { props: { seo, kind, item, storeId, needsSignIn: access === 'sign-in', payment, notice } };
}
