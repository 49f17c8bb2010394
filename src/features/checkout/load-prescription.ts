import { savedAddressesQuery } from '@/api/addresses';
import { configQuery } from '@/api/config';
import { toApiError } from '@/api/errors';
import { storeDetailsQuery } from '@/api/stores';
import { allZoneIds, fetchAcrossModules, queryId, scopeOf } from '@/server/catalogue-scope';
import type { PageLoadResult, ServerPageContext } from '@/server/page';
import { buildSeo } from '@/server/seo';
import type { ApiScope } from '@/api/http';
import type { SeoMeta } from '@/components/Seo';
import { checkoutAccess } from './rules';

export interface PrescriptionOrderPageProps {
  seo: SeoMeta;
  kind: 'prescription';
  storeId: number;
  storeScope: ApiScope;
  needsSignIn: boolean;
}

const on = (v: unknown) => v === true || v === 1 || v === '1';

/**
 * /checkout?page=prescription&store_id=: a prescription order without a cart (spec 01: the
 * prescription order fields), for a pharmacy store that takes them when the config allows them;
 * the store and, signed in, the saved addresses in the server's HTML. 404 otherwise.
 */
export async function loadPrescriptionPage(ctx: ServerPageContext): Promise<PageLoadResult<PrescriptionOrderPageProps>> {
  const storeId = queryId(ctx.gssp.query.store_id);
  if (storeId === null) return { notFound: true };
  const config = await ctx.queryClient.fetchQuery(configQuery({ lang: ctx.locale }));
  if (!on(config.prescription_order_status)) return { notFound: true };
  // the store in its module, as the store page finds it (its module may not be the shopper's)
  const zones = ctx.session.zoneIds ?? (await allZoneIds(ctx));
  const found = await fetchAcrossModules(ctx, [ctx.session.moduleId], (m) => storeDetailsQuery(scopeOf(ctx, zones, m), String(storeId))).catch((error: unknown) => {
    // no such store anywhere is a 404; an upstream failure is the page's failure
    if ([403, 404].includes(toApiError(error).status)) return null;
    throw error;
  });
  const store = found?.data;
  if (!store || !on(store.prescription_order)) return { notFound: true };
  const scope: ApiScope = scopeOf(ctx, zones, found.moduleId);
  if (ctx.session.signedIn) await ctx.queryClient.prefetchQuery(savedAddressesQuery({ lang: ctx.locale })).catch(() => undefined);
  const seo = await buildSeo(ctx, { title: 'Prescription order', path: `/checkout?page=prescription&store_id=${storeId}`, noindex: true });
  const access = checkoutAccess('buy_now', ctx.session.signedIn, Number(config.guest_checkout_status) === 1);
  return { props: { seo, kind: 'prescription', storeId, storeScope: scope, needsSignIn: access === 'sign-in' } };
}
