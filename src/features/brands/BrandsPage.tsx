import { useTranslation } from '@/lib/i18n';
import { useRouter } from 'next/router';
import Link from 'next/link';
import { sortBrands, useBrands, type BrandSort } from '@/api/brands';
import type { ApiScope } from '@/api/http';
import { FallbackImage } from '@/components/FallbackImage';
import { brandResultsHref } from '@/lib/links';
import { CataloguePage, Grid } from '@/components/Section';
import { Seo, type SeoMeta } from '@/components/Seo';
import shared from '@/components/catalogue.module.css';
import css from './brands.module.css';

export interface BrandsPageProps {
  seo: SeoMeta;
  scope: ApiScope;
  sort: BrandSort;
}

const SORTS: { value: BrandSort; label: string }[] = [
  { value: 'default', label: 'Default' },
  { value: 'a-z', label: 'A to Z' },
  { value: 'z-a', label: 'Z to A' },
];

/** Where a brand's items are listed (the results page of the search issue reads these). */
/** `/all-brands`: every brand with its item count, sorted as the shopper picks. */
export function BrandsPage({ seo, scope, sort }: BrandsPageProps) {
  const { t } = useTranslation('catalogue');
  const { locale } = useRouter();
  const { data: brands = [] } = useBrands(scope);
  const sorted = sortBrands(brands, sort, locale ?? 'en');
  return (
    <>
      <Seo meta={seo} />
      <CataloguePage>
        <div className={css.head}>
          <h1>{t('Brands')}</h1>
          <nav aria-label={t('Sort brands')}>
            <ul className={shared.tabs}>
              {SORTS.map((option) => (
                <li key={option.value}>
                  <Link
                    className={shared.tab}
                    href={option.value === 'default' ? '/all-brands' : `/all-brands?sort=${option.value}`}
                    aria-current={sort === option.value ? 'page' : undefined}
                    scroll={false}
                  >
                    {t(option.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <Grid label={t('Brands')} itemWidth={150}>
          {sorted.map((brand) => (
            <li key={brand.id}>
              <article className={`${shared.card} ${css.brand}`}>
                <span className={css.image}>
                  <FallbackImage src={brand.image_full_url ?? ''} alt="" fill sizes="96px" />
                </span>
                <h2 className={shared.cardTitle}>
                  <Link href={brandResultsHref(brand)} className={shared.cardLink}>
                    {brand.name}
                  </Link>
                </h2>
                <span className={shared.muted}>{t('{{count}} items', { count: Number(brand.items_count) || 0 })}</span>
              </article>
            </li>
          ))}
        </Grid>
      </CataloguePage>
    </>
  );
}
