import type { FlashSale } from '@/api/catalogue-types';
import { flashSaleItemsQuery, flashSaleQuery } from '@/api/flash-sales';
import type { ApiScope } from '@/api/http';
import { parsePage } from '@/lib/paging';
import { listZoneIds, queryId, resolveHomeModule, scopeOf, visitorModules } from '@/server/catalogue-scope';
import type { PageLoadResult, ServerPageContext } from '@/server/page';
import { buildSeo } from '@/server/seo';
import { serverTranslator } from '@/server/translate';
import { FLASH_PAGE_SIZE, type FlashSalesPageProps } from './FlashSalesPage';

/**
 * `/flash-sales`: the sale named by ?id=, else the running sale of the visitor's module; a
 * visitor who chose no module (a crawler) gets the first module that has a sale running.
 */
export async function loadFlashSalesPage(ctx: ServerPageContext): Promise<PageLoadResult<FlashSalesPageProps>> {
  const requested = queryId(ctx.gssp.query.module_id);
  const zones = await listZoneIds(ctx);
  const page = parsePage(ctx.gssp.query.page);
  const t = await serverTranslator(ctx.locale);
  const home = await resolveHomeModule(ctx, requested);
  let scope: ApiScope = scopeOf(ctx, zones, home?.id ?? null);
  let sale: FlashSale | null = home ? await ctx.queryClient.fetchQuery(flashSaleQuery(scope)) : null;
  if (!sale && !requested && !ctx.session.moduleId) {
    const others = (await visitorModules(ctx)).filter((m) => m.id !== home?.id && m.module_type !== 'parcel');
    const found = await Promise.all(others.map((m) => ctx.queryClient.fetchQuery(flashSaleQuery(scopeOf(ctx, zones, m.id))).then((s) => ({ s, m }))));
    const first = found.find((f) => f.s);
    if (first) {
      scope = scopeOf(ctx, zones, first.m.id);
      sale = first.s;
    }
  }
  const saleId = queryId(ctx.gssp.query.id) ?? sale?.id ?? null;
  // an unknown sale id answers 404 from the API, and so does this page
  const items = saleId ? await ctx.queryClient.fetchQuery(flashSaleItemsQuery(scope, saleId, { limit: FLASH_PAGE_SIZE, offset: page })) : null;
  const seo = await buildSeo(ctx, {
    title: items?.sale?.title || sale?.title || t('Flash sale'),
    description: t('Limited stock at flash-sale prices, while it lasts.'),
    path: '/flash-sales',
    noindex: !saleId || page > 1 || queryId(ctx.gssp.query.id) !== null,
  });
  return { props: { seo, scope, saleId, page, renderedAt: Date.now() } };
}
