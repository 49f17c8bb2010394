import { brandsQuery, parseBrandSort } from '@/api/brands';
import { listZoneIds, queryId, scopeOf } from '@/server/catalogue-scope';
import type { PageLoadResult, ServerPageContext } from '@/server/page';
import { buildSeo } from '@/server/seo';
import { serverTranslator } from '@/server/translate';
import type { BrandsPageProps } from './BrandsPage';

/**
 * `/all-brands`: the brands of the chosen module, or of every module for a visitor who
 * chose none. With no brands at all the shopper goes to /home, as the spec says.
 */
export async function loadBrandsPage(ctx: ServerPageContext): Promise<PageLoadResult<BrandsPageProps>> {
  const moduleId = queryId(ctx.gssp.query.module_id) ?? ctx.session.moduleId;
  const scope = scopeOf(ctx, await listZoneIds(ctx), moduleId);
  const [brands, t] = await Promise.all([ctx.queryClient.fetchQuery(brandsQuery(scope)), serverTranslator(ctx.locale)]);
  if (!brands.length) {
    return { redirect: { destination: ctx.locale === 'ar' ? '/ar/home' : '/home', permanent: false } };
  }
  const sort = parseBrandSort(ctx.gssp.query.sort);
  const seo = await buildSeo(ctx, {
    title: t('Brands'),
    description: t('Shop by brand: {{names}} and more.', { names: brands.slice(0, 5).map((b) => b.name).join(', ') }),
    path: '/all-brands',
  });
  return { props: { seo, scope, sort } };
}
