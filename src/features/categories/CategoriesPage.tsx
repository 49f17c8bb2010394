import { useTranslation } from '@/lib/i18n';
import Image from 'next/image';
import Link from 'next/link';
import { useCategories } from '@/api/categories';
import type { Category } from '@/api/catalogue-types';
import type { ApiScope } from '@/api/http';
import { categoryHref } from '@/lib/links';
import { CataloguePage, EmptyState, Grid, Section } from '@/components/Section';
import { Seo, type SeoMeta } from '@/components/Seo';
import shared from '@/components/catalogue.module.css';
import css from './categories.module.css';

export interface CategoriesPageProps {
  seo: SeoMeta;
  scope: ApiScope;
  /** Module names by id, to group the list when it spans modules. */
  modules: { id: number; name: string }[];
}

function CategoryTile({ category }: { category: Category }) {
  const { t } = useTranslation('catalogue');
  return (
    <article className={`${shared.card} ${css.tile}`}>
      <span className={css.tileImage}>{category.image_full_url ? <Image src={category.image_full_url} alt="" fill sizes="64px" /> : null}</span>
      <div>
        <h3>
          <Link href={categoryHref(category)} className={shared.cardLink}>
            {category.name}
          </Link>
        </h3>
        {category.products_count ? <span className={shared.muted}>{t('{{count}} items', { count: category.products_count })}</span> : null}
        {category.childes?.length ? (
          <ul className={css.children} aria-label={t('Subcategories of {{name}}', { name: category.name })}>
            {category.childes.map((child) => (
              <li key={child.id}>
                <Link href={categoryHref(child)}>{child.name}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

/** `/categories`: every category with its children, grouped by module when no module is chosen. */
export function CategoriesPage({ seo, scope, modules }: CategoriesPageProps) {
  const { t } = useTranslation('catalogue');
  const { data: categories = [] } = useCategories(scope);
  const groups = scope.moduleId
    ? [{ id: scope.moduleId, name: '', items: categories }]
    : modules.map((m) => ({ id: m.id, name: m.name, items: categories.filter((c) => c.module_id === m.id) })).filter((g) => g.items.length);
  return (
    <>
      <Seo meta={seo} />
      <CataloguePage>
        <h1 className={css.title}>{t('Categories')}</h1>
        {categories.length === 0 ? <EmptyState title={t('Sorry no data found related to your search')} /> : null}
        {groups.map((group) => {
          const grid = (
            <Grid label={group.name || t('Categories')} itemWidth={260}>
              {group.items.map((category) => (
                <li key={category.id}>
                  <CategoryTile category={category} />
                </li>
              ))}
            </Grid>
          );
          return group.name ? (
            <Section key={group.id} title={group.name} id={`module-${group.id}`} viewAll={`/home?module_id=${group.id}`} viewAllLabel={t('View all')}>
              {grid}
            </Section>
          ) : (
            <div key={group.id}>{grid}</div>
          );
        })}
      </CataloguePage>
    </>
  );
}
