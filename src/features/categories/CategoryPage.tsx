import { useTranslation } from '@/lib/i18n';
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { categoryItemsQuery, categoryStoresQuery, findCategory, useCategories } from '@/api/categories';
import type { ApiScope } from '@/api/http';
import { Pager } from '@/components/Pager';
import { ItemGrid } from '@/components/ItemCard';
import { categoryHref } from '@/lib/links';
import { CataloguePage, EmptyState, Grid } from '@/components/Section';
import { Seo, type SeoMeta } from '@/components/Seo';
import { StoreCard } from '@/components/StoreCard';
import shared from '@/components/catalogue.module.css';
import { categoryListParams, type CategoryTab } from './category-query';
import css from './categories.module.css';

export interface CategoryPageProps {
  seo: SeoMeta;
  /** Scope of the full category list (all modules), where the category was found. */
  lookupScope: ApiScope;
  idOrSlug: string;
  /** The category's module in the visitor's zones. */
  listScope: ApiScope;
  tab: CategoryTab;
  page: number;
  parent: { name: string; href: string } | null;
}

/** `/category/[id]`: a category's children, then its items or the stores selling them. */
export function CategoryPage({ seo, lookupScope, idOrSlug, listScope, tab, page, parent }: CategoryPageProps) {
  const { t } = useTranslation('catalogue');
  const { data: categories = [] } = useCategories(lookupScope);
  const category = findCategory(categories, idOrSlug);
  const params = categoryListParams(category?.id ?? 0, page);
  // only the tab on show was fetched with the page; the other is fetched when it is opened
  const items = useQuery({ ...categoryItemsQuery(listScope, params), enabled: tab === 'items' && params.categoryIds[0] !== 0 });
  const stores = useQuery({ ...categoryStoresQuery(listScope, params), enabled: tab === 'stores' && params.categoryIds[0] !== 0 });
  if (!category) return null;
  const base = categoryHref(category);
  const list = tab === 'stores' ? stores.data : items.data;
  const total = list?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / params.limit));
  const pageHref = (n: number) => {
    const query = new URLSearchParams();
    if (tab === 'stores') query.set('tab', 'stores');
    if (n > 1) query.set('page', String(n));
    const search = query.toString();
    return search ? `${base}?${search}` : base;
  };
  return (
    <>
      <Seo meta={seo} />
      <CataloguePage>
        <nav aria-label={t('Breadcrumb')}>
          <ol className={css.crumbs}>
            <li>
              <Link href="/categories">{t('Categories')}</Link>
            </li>
            {parent ? (
              <li>
                <Link href={parent.href}>{parent.name}</Link>
              </li>
            ) : null}
            <li aria-current="page">{category.name}</li>
          </ol>
        </nav>
        <h1 className={css.title}>{category.name}</h1>
        {category.childes?.length ? (
          <nav aria-label={t('Subcategories of {{name}}', { name: category.name })}>
            <ul className={shared.tabs}>
              {category.childes.map((child) => (
                <li key={child.id}>
                  <Link className={shared.tab} href={categoryHref(child)}>
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <nav aria-label={t('Show')}>
          <ul className={shared.tabs}>
            <li>
              <Link className={shared.tab} href={base} aria-current={tab === 'items' ? 'page' : undefined}>
                {t('Items')}
              </Link>
            </li>
            <li>
              <Link className={shared.tab} href={`${base}?tab=stores`} aria-current={tab === 'stores' ? 'page' : undefined}>
                {t('Stores')}
              </Link>
            </li>
          </ul>
        </nav>
        {/* the cards' titles are h3: this keeps the outline in order (h1, h2, h3) */}
        <h2 className={shared.visuallyHidden}>
          {tab === 'items' ? t('Items in {{name}}', { name: category.name }) : t('Stores selling {{name}}', { name: category.name })}
        </h2>
        {tab === 'items' ? (
          items.data?.items.length ? (
            <ItemGrid label={t('Items in {{name}}', { name: category.name })} items={items.data.items} />
          ) : (
            <EmptyState title={t('Items not found!')} />
          )
        ) : stores.data?.items.length ? (
          <Grid label={t('Stores selling {{name}}', { name: category.name })} itemWidth={260}>
            {stores.data.items.map((store) => (
              <li key={store.id}>
                <StoreCard store={store} />
              </li>
            ))}
          </Grid>
        ) : (
          <EmptyState title={t('Stores not found!')} />
        )}
        <Pager page={page} pages={pages} href={pageHref} />
      </CataloguePage>
    </>
  );
}
