import { useTranslation } from '@/lib/i18n';
import Link from 'next/link';
import type { Store } from '@/api/catalogue-types';
import type { ApiScope } from '@/api/http';
import { useQuery } from '@tanstack/react-query';
import { storeListQuery, storesQuery } from '@/api/stores';
import { Pager } from '@/components/Pager';
import { CataloguePage, EmptyState, Grid } from '@/components/Section';
import { Seo, type SeoMeta } from '@/components/Seo';
import { StoreCard } from '@/components/StoreCard';
import { sortStoresForTab, type StoresTab } from '@/components/store-rules';
import shared from '@/components/catalogue.module.css';
import { STORE_LIST_PAGE_SIZE, storeListUrl, storesParamsFor, topOffersParamsFor, type StoreListKind, type StoreListQuery } from './store-list-query';
import css from './store.module.css';

export interface StoreListPageProps {
  seo: SeoMeta;
  scope: ApiScope;
  kind: StoreListKind;
  query: StoreListQuery;
  moduleType: string | null;
  title: string;
}

const TABS: { value: StoresTab; label: string }[] = [
  { value: 'popular', label: 'Popular' },
  { value: 'top_rated', label: 'Top Rated' },
  { value: 'new', label: 'New' },
];
const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'newly_joined', label: 'Newly Joined' },
  { value: 'popular', label: 'Popular' },
  { value: 'top_rated', label: 'Top Rated' },
] as const;
const TYPES = [
  { value: 'all', label: 'All' },
  { value: 'delivery', label: 'Delivery' },
  { value: 'take_away', label: 'Take away' },
] as const;

/** Top offers come from their own list; the delivery type and filter then apply on the page. */
export function narrowTopOffers(stores: Store[], query: StoreListQuery): Store[] {
  const yes = (v: Store['delivery']) => v === true || Number(v) === 1;
  let list = stores;
  if (query.type === 'delivery') list = list.filter((s) => yes(s.delivery));
  if (query.type === 'take_away') list = list.filter((s) => yes(s.take_away));
  if (query.filter === 'top_rated') return sortStoresForTab(list, 'top_rated');
  if (query.filter === 'newly_joined') return sortStoresForTab(list, 'new');
  return list;
}

/** `/store/latest`, `/store/popular`, `/store/top-offer-nearby`: the stores tab and filters, all as links. */
export function StoreListPage({ seo, scope, kind, query, moduleType, title }: StoreListPageProps) {
  const { t } = useTranslation('catalogue');
  const topOffers = kind === 'top-offer-nearby';
  // only the list this page shows came with it; the other is never asked for
  const offers = useQuery({ ...storeListQuery(scope, 'top-offer-near-me', topOffersParamsFor(query)), enabled: topOffers });
  const listed = useQuery({ ...storesQuery(scope, storesParamsFor(query)), enabled: !topOffers });
  const source = topOffers ? offers.data : listed.data;
  const stores = sortStoresForTab(topOffers ? narrowTopOffers(source?.items ?? [], query) : (source?.items ?? []), query.tab);
  const pages = Math.max(1, Math.ceil((source?.total ?? 0) / STORE_LIST_PAGE_SIZE));
  const link = (patch: Partial<StoreListQuery>) => storeListUrl(kind, { ...query, page: 1, ...patch });
  const noun = moduleType === 'food' ? t('No restaurants found') : t('No stores found');
  return (
    <>
      <Seo meta={seo} />
      <CataloguePage>
        <h1 className={shared.sectionTitle}>{title}</h1>
        <nav aria-label={t('Sort stores')}>
          <ul className={`${shared.tabs} ${css.filters}`}>
            {TABS.map((tab) => (
              <li key={tab.value}>
                <Link className={shared.tab} href={link({ tab: tab.value })} aria-current={query.tab === tab.value ? 'page' : undefined} scroll={false}>
                  {t(tab.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('Filter stores')}>
          <ul className={`${shared.tabs} ${css.filters}`}>
            {FILTERS.map((filter) => (
              <li key={filter.value}>
                <Link className={shared.tab} href={link({ filter: filter.value })} aria-current={query.filter === filter.value ? 'true' : undefined} scroll={false}>
                  {t(filter.label)}
                </Link>
              </li>
            ))}
          </ul>
          <ul className={`${shared.tabs} ${css.filters}`}>
            {TYPES.map((type) => (
              <li key={type.value}>
                <Link className={shared.tab} href={link({ type: type.value })} aria-current={query.type === type.value ? 'true' : undefined} scroll={false}>
                  {t(type.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {stores.length ? (
          <Grid label={title} itemWidth={260}>
            {stores.map((store, index) => (
              <li key={store.id}>
                <StoreCard store={store} preload={index === 0} />
              </li>
            ))}
          </Grid>
        ) : (
          <EmptyState title={noun} />
        )}
        <Pager page={query.page} pages={pages} href={(n) => link({ page: n })} />
      </CataloguePage>
    </>
  );
}
