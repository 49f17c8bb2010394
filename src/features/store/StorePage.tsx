import { useTranslation } from '@/lib/i18n';
import Image from 'next/image';
import Link from 'next/link';
import { useConfig } from '@/api/config';
import type { Category, Store } from '@/api/catalogue-types';
import type { AppConfig } from '@/api/types';
import type { ApiScope } from '@/api/http';
import { useStoreItems } from '@/api/item-details';
import { useStoreDetails, useStoreReviews } from '@/api/stores';
import { Pager } from '@/components/Pager';
import { ItemGrid } from '@/components/ItemCard';
import { ReviewList } from '@/components/ReviewList';
import { EmptyState, CataloguePage, Section, itemGridHeight } from '@/components/Section';
import { Seo, type SeoMeta } from '@/components/Seo';
import { Stars } from '@/components/Stars';
import { isStoreClosed, storeDiscount, storeDistanceFrom } from '@/components/store-rules';
import css from '@/components/catalogue.module.css';
import { discountLabel } from '@/lib/discount';
import { formatDistanceKm, ownPoint } from '@/lib/distance';
import { formatMoney, moneyFormatFrom } from '@/lib/money';
import { useSession } from '@/lib/session-context';
import { storePageDistanceKm, storePageUrl, type StoreLinkFacts, type StorePageQuery } from './store-page-query';
import own from './store.module.css';
import { WishlistHeart } from '@/features/wishlist';
import { StoreRouteLink } from '@/features/location';

export const STORE_ITEMS_PAGE_SIZE = 20;

const on = (v: unknown) => v === true || v === 1 || v === '1';

/** A pharmacy that takes prescription orders, when the marketplace does (6amMart: prescription_order_status and the store's prescription_order). */
function takesPrescriptions(store: Pick<Store, 'module_type' | 'module' | 'prescription_order'>, config: Pick<AppConfig, 'prescription_order_status'> | undefined): boolean {
  return (store.module_type ?? store.module?.module_type) === 'pharmacy' && on(store.prescription_order) && on(config?.prescription_order_status);
}

export interface StorePageProps {
  seo: SeoMeta;
  lookupScope: ApiScope;
  idOrSlug: string;
  listScope: ApiScope;
  /** The store's own path (by slug), the base of its filter links. */
  basePath: string;
  query: StorePageQuery;
  /** What the link carried: the distance its card showed and the point it was measured from. */
  facts: StoreLinkFacts;
}

function Reviews({ scope, storeId }: { scope: ApiScope; storeId: number }) {
  const { data: reviews = [] } = useStoreReviews(scope, storeId);
  return <ReviewList reviews={reviews.slice(0, 10)} />;
}

/** `/store/[id]`: the store, its categories, its items (filtered and searched on the server) and reviews. */
export function StorePage({ seo, lookupScope, idOrSlug, listScope, basePath, query, facts }: StorePageProps) {
  const { t } = useTranslation('catalogue');
  const { data: config } = useConfig();
  const { data: store } = useStoreDetails(lookupScope, idOrSlug);
  // the shopper's own point: on a page rendered once for the zone, known only in the browser
  const point = ownPoint(useSession().session.location);
  const storeId = store?.id ?? 0;
  const { data: items } = useStoreItems(listScope, {
    storeId,
    categoryId: query.categoryId,
    search: query.search,
    limit: STORE_ITEMS_PAGE_SIZE,
    offset: query.page,
  });
  if (!store) return null;
  const money = moneyFormatFrom(config);
  const distance = formatDistanceKm(storePageDistanceKm((from) => storeDistanceFrom(store, from), point, facts), money.digits);
  const discount = storeDiscount(store);
  const closed = isStoreClosed(store);
  const storeCategories: Category[] = store.category_details ?? [];
  const list = items?.items ?? [];
  const total = items?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / STORE_ITEMS_PAGE_SIZE));
  const link = (patch: Partial<StorePageQuery>) => storePageUrl(basePath, { ...query, page: 1, ...patch });
  return (
    <>
      <Seo meta={seo} />
      <CataloguePage>
        <div className={own.hero}>
          {store.cover_photo_full_url ? (
            <Image src={store.cover_photo_full_url} alt="" fill sizes="(max-width: 1200px) 100vw, 1150px" preload fetchPriority="high" />
          ) : null}
          {closed ? <span className={css.closed}>{t('CLOSED NOW')}</span> : null}
        </div>
        <div className={own.head}>
          <span className={own.logo}>
            {store.logo_full_url ? <Image src={store.logo_full_url} alt={t('{{name}} logo', { name: store.name })} width={88} height={88} /> : null}
          </span>
          <div className={own.headText}>
            <div className={own.titleRow}>
              <h1 className={own.name}>{store.name}</h1>
              <WishlistHeart target={{ store_id: store.id }} name={store.name} entry={store} />
            </div>
            {store.address ? <p className={css.muted}>{store.address}</p> : null}
            <div className={own.facts}>
              <Stars rating={store.avg_rating} count={store.rating_count} />
              {closed ? <span className={own.closedNow}>{t('CLOSED NOW')}</span> : <span className={own.open}>{t('Open now')}</span>}
              {store.delivery_time ? <span className={css.pill}>{t('Delivery in {{time}}', { time: store.delivery_time })}</span> : null}
              {distance ? <span className={css.pill}>{distance}</span> : null}
              <StoreRouteLink store={store} storePath={basePath} className={css.pill} />
              {takesPrescriptions(store, config) ? (
                <Link href={`/checkout?page=prescription&store_id=${store.id}`} className={css.pillGood}>
                  {t('Order with a prescription')}
                </Link>
              ) : null}
              {Number(store.free_delivery) === 1 || store.free_delivery === true ? <span className={css.pillGood}>{t('Free delivery')}</span> : null}
              {discount ? (
                <span className={css.pill}>{t('{{amount}} OFF', { amount: discountLabel(discount, (n) => formatMoney(n, money)) })}</span>
              ) : null}
              {Number(store.minimum_order) > 0 ? (
                <span className={css.pill}>{t('Minimum order {{amount}}', { amount: formatMoney(Number(store.minimum_order), money) })}</span>
              ) : null}
            </div>
          </div>
        </div>

        <Section title={t('Items')} id="items" estimate={itemGridHeight(list.length)}>
          <form className={own.search} role="search" action={basePath} method="get">
            <label htmlFor="store-search" className={css.visuallyHidden}>
              {t('Search in this store')}
            </label>
            <input id="store-search" type="search" name="search" defaultValue={query.search} placeholder={t('Search in this store')} maxLength={100} />
            {query.categoryId ? <input type="hidden" name="category" value={query.categoryId} /> : null}
            <button type="submit" className={css.button}>
              {t('Search')}
            </button>
          </form>
          {storeCategories.length ? (
            <nav aria-label={t('Categories')}>
              <ul className={`${css.tabs} ${own.filters}`}>
                <li>
                  <Link className={css.tab} href={link({ categoryId: 0 })} aria-current={query.categoryId === 0 ? 'page' : undefined} scroll={false}>
                    {t('All')}
                  </Link>
                </li>
                {storeCategories.map((category) => (
                  <li key={category.id}>
                    <Link
                      className={css.tab}
                      href={link({ categoryId: category.id })}
                      aria-current={query.categoryId === category.id ? 'page' : undefined}
                      scroll={false}
                    >
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {query.search ? <p className={css.muted}>{t('Results for “{{term}}”', { term: query.search })}</p> : null}
          {list.length ? (
            <ItemGrid label={t('Items of {{name}}', { name: store.name })} items={list} />
          ) : (
            <EmptyState title={t('Items not found!')} />
          )}
          <Pager page={query.page} pages={pages} href={(n) => link({ page: n })} />
        </Section>
        <Reviews scope={listScope} storeId={store.id} />
      </CataloguePage>
    </>
  );
}
