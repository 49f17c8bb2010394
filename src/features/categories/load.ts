import { categoriesQuery, categoryItemsQuery, categoryStoresQuery, findCategory } from '@/api/categories';
import { configQuery } from '@/api/config';
import type { Category } from '@/api/catalogue-types';
import { modulesQuery } from '@/api/modules';
import { categoryHref } from '@/lib/links';
import { listZoneIds, queryId, scopeOf } from '@/server/catalogue-scope';
import { breadcrumbJsonLd } from '@/server/jsonld';
import type { PageLoadResult, ServerPageContext } from '@/server/page';
import { buildSeo, localizedUrl, siteOrigin } from '@/server/seo';
import { serverTranslator } from '@/server/translate';
import type { CategoriesPageProps } from './CategoriesPage';
import type { CategoryPageProps } from './CategoryPage';
import { categoryListParams, parseCategoryTab, parsePage } from './category-query';

/** `/categories`: the chosen module's categories, or all of them by module for a visitor without one. */
export async function loadCategoriesPage(ctx: ServerPageContext): Promise<PageLoadResult<CategoriesPageProps>> {
  const zones = await listZoneIds(ctx);
  const moduleId = queryId(ctx.gssp.query.module_id) ?? ctx.session.moduleId;
  const scope = scopeOf(ctx, zones, moduleId);
  const [modules, , t] = await Promise.all([
    ctx.queryClient.fetchQuery(modulesQuery({ lang: ctx.locale, zoneIds: null })),
    ctx.queryClient.fetchQuery(categoriesQuery(scope)),
    serverTranslator(ctx.locale),
  ]);
  const seo = await buildSeo(ctx, {
    title: t('Categories'),
    description: t('Browse every category of the marketplace.'),
    path: moduleId ? `/categories?module_id=${moduleId}` : '/categories',
  });
  return {
    props: { seo, scope, modules: modules.filter((m) => m.module_type !== 'parcel').map((m) => ({ id: m.id, name: m.module_name })) },
  };
}

function parentOf(categories: Category[], category: Category): Category | null {
  if (!category.parent_id) return null;
  return categories.find((c) => c.id === category.parent_id) ?? null;
}

/** `/category/[id]`: the category (by slug or id) among all modules' categories, then its items or stores. */
export async function loadCategoryPage(ctx: ServerPageContext<{ id: string }>): Promise<PageLoadResult<CategoryPageProps>> {
  const idOrSlug = String(ctx.gssp.params?.id ?? '').trim();
  if (!idOrSlug || idOrSlug.length > 200) return { notFound: true };
  const zones = await listZoneIds(ctx);
  const lookupScope = scopeOf(ctx, zones, null);
  const categories = await ctx.queryClient.fetchQuery(categoriesQuery(lookupScope));
  const category = findCategory(categories, idOrSlug);
  if (!category) return { notFound: true };
  const listScope = scopeOf(ctx, zones, category.module_id ?? null);
  const tab = parseCategoryTab(ctx.gssp.query.tab);
  const page = parsePage(ctx.gssp.query.page);
  const params = categoryListParams(category.id, page);
  const [config, t] = await Promise.all([
    ctx.queryClient.fetchQuery(configQuery({ lang: ctx.locale })),
    serverTranslator(ctx.locale),
    tab === 'stores' ? ctx.queryClient.prefetchQuery(categoryStoresQuery(listScope, params)) : ctx.queryClient.prefetchQuery(categoryItemsQuery(listScope, params)),
  ]);
  const parent = parentOf(categories, category);
  const origin = siteOrigin(ctx.gssp.req);
  const path = categoryHref(category);
  const url = (p: string) => (origin ? localizedUrl(origin, p, ctx.locale) : null);
  const seo = await buildSeo(ctx, {
    title: category.name,
    description: t('Shop {{name}}: items and stores near you.', { name: category.name }),
    path,
    image: category.image_full_url,
    noindex: page > 1 || tab === 'stores',
    jsonLd: [
      breadcrumbJsonLd([
        { name: config.business_name || 'Souk', url: url('/home') },
        { name: t('Categories'), url: url('/categories') },
        ...(parent ? [{ name: parent.name, url: url(categoryHref(parent)) }] : []),
        { name: category.name, url: url(path) },
      ]),
    ],
  });
  return {
    props: {
      seo,
      lookupScope,
      idOrSlug,
      listScope,
      tab,
      page,
      parent: parent ? { name: parent.name, href: categoryHref(parent) } : null,
    },
  };
}
