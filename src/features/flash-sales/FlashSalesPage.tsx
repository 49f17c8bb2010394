import { useTranslation } from '@/lib/i18n';
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { flashSaleItemsQuery } from '@/api/flash-sales';
import type { ApiScope } from '@/api/http';
import { Pager } from '@/components/Pager';
import { Countdown } from '@/components/Countdown';
import { ItemCard } from '@/components/ItemCard';
import { CataloguePage, EmptyState, Grid } from '@/components/Section';
import { Seo, type SeoMeta } from '@/components/Seo';
import shared from '@/components/catalogue.module.css';
import { FlashProgress } from '@/components/FlashProgress';
import { parseMarketTime } from '@/lib/time';
import css from './flash-sales.module.css';

export const FLASH_PAGE_SIZE = 20;

export interface FlashSalesPageProps {
  seo: SeoMeta;
  scope: ApiScope;
  /** The sale on show (from ?id=, else the module's running sale); null when none runs. */
  saleId: number | null;
  page: number;
  renderedAt: number;
}

/** `/flash-sales`: the running sale's products with how much of each is sold, and a countdown to its end. */
export function FlashSalesPage({ seo, scope, saleId, page, renderedAt }: FlashSalesPageProps) {
  const { t } = useTranslation('catalogue');
  // with no sale running there is nothing to ask for
  const { data } = useQuery({ ...flashSaleItemsQuery(scope, saleId ?? 0, { limit: FLASH_PAGE_SIZE, offset: page }), enabled: saleId !== null });
  const title = data?.sale?.title || t('Flash sale');
  const products = saleId ? (data?.items ?? []) : [];
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / FLASH_PAGE_SIZE));
  const end = data?.sale ? parseMarketTime(data.sale.end_date) : Number.NaN;
  return (
    <>
      <Seo meta={seo} />
      <CataloguePage>
        <div className={css.head}>
          <h1>{title}</h1>
          {Number.isFinite(end) ? <Countdown endMs={end} renderedAt={renderedAt} overText={t('This flash sale is over')} label={t('Flash sale ends in')} /> : null}
        </div>
        {products.length ? (
          <Grid label={title}>
            {products.map((product) => (
              <li key={product.id} className={css.product}>
                <ItemCard item={product.item} />
                <FlashProgress product={product} />
              </li>
            ))}
          </Grid>
        ) : (
          <EmptyState title={t('There is no flash sale running right now.')}>
            <Link href="/home" className={shared.sectionLink}>
              {t('Go to home')}
            </Link>
          </EmptyState>
        )}
        <Pager page={page} pages={pages} href={(n) => `/flash-sales?id=${saleId}&page=${n}`} />
      </CataloguePage>
    </>
  );
}
