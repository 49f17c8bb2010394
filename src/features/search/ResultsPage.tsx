import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { combinedSearchQuery, type SearchResults } from '@/api/search';
import { ItemCard } from '@/components/ItemCard';
import { CataloguePage, EmptyState } from '@/components/Section';
import { Seo } from '@/components/Seo';
import { StoreCard } from '@/components/StoreCard';
import shared from '@/components/catalogue.module.css';
import { lazyMui } from '@/theme/lazy-mui';
import { chipLabel, resultsCountLabel, SORT_LABELS, tabLabels } from './labels';
import type { ResultsPageProps } from './load';
import { chipsOf, chooseSort, combinedParams, removeChip, searchHref, setTab, setView, type SearchState, type Sort, type Tab } from './search-state';
import { SidePanel } from './SidePanel';
import { useResultsState } from './use-results-state';
import css from './results.module.css';

const FilterPanel = lazyMui(() => import('./FilterPanel'));

/** The spec's infinite scroll margin: the next page loads when the end is within 38% of the viewport. */
const SCROLL_MARGIN = '0px 0px 38% 0px';

function GridIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M3 3h8v8H3zm10 0h8v8h-8zM3 13h8v8H3zm10 0h8v8h-8z" />
    </svg>
  );
}

function ListIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M3 4h18v4H3zm0 6h18v4H3zm0 6h18v4H3z" />
    </svg>
  );
}

function ResultCards({ pages, label, view }: { pages: SearchResults[]; label: string; view: SearchState['view'] }) {
  const className = `${shared.grid} ${view === 'list' ? css.list : ''}`;
  return (
    <ul className={className} aria-label={label}>
      {pages.flatMap((p) =>
        p.kind === 'store'
          ? p.page.items.map((store) => (
              <li key={`s${store.id}`}>
                <StoreCard store={store} />
              </li>
            ))
          : p.page.items.map((item) => (
              <li key={`i${item.id}`}>
                <ItemCard item={item} />
              </li>
            )),
      )}
    </ul>
  );
}

/** `/home?data_type=searched|category|brand|discounted`: the results, their filters and paging. */
export function ResultsPage({ seo, scope, module, state: initial, heading }: ResultsPageProps) {
  const { t } = useTranslation('results');
  const { state, go, linkTo } = useResultsState(initial);
  const params = combinedParams(state);
  const query = useInfiniteQuery(combinedSearchQuery(scope, params, state.page));
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isPending, isError, refetch } = query;
  const pages = data?.pages ?? [];
  const total = pages[0]?.page.total ?? 0;
  const shown = pages.reduce((n, p) => n + p.page.items.length, 0);
  const lastPage = state.page + Math.max(0, pages.length - 1);
  const tabs = tabLabels(module.module_type);
  const [filtersWanted, setFiltersWanted] = useState(false);
  const [filterAnchor, setFilterAnchor] = useState<HTMLElement | null>(null);
  const filterId = useId();
  const sentinel = useRef<HTMLDivElement>(null);

  // the next page loads as the end of the list nears the viewport
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: SCROLL_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // the spec's rule: with no category or brand chosen, a next page that comes back empty refetches the list
  const refetched = useRef('');
  const key = JSON.stringify(params);
  const lastEmpty = pages.length > 1 && pages[pages.length - 1]?.page.items.length === 0;
  useEffect(() => {
    if (lastEmpty && !state.categories.length && !state.brands.length && refetched.current !== key) {
      refetched.current = key;
      void refetch();
    }
  }, [lastEmpty, state.categories.length, state.brands.length, key, refetch]);

  const chips = chipsOf(state);
  const sorts: Sort[] = state.tab === 'items' ? ['low', 'high'] : ['default', 'fast_delivery', 'nearby'];
  const tabLink = (tab: Tab) => {
    const next = setTab(state, tab);
    return (
      <Link className={shared.tab} href={searchHref(next)} onClick={linkTo(next)} aria-current={state.tab === tab ? 'page' : undefined}>
        {t(tabs[tab])}
      </Link>
    );
  };
  const listLabel = state.tab === 'items' ? t(tabs.items) : t(tabs.stores);
  const empty = state.dataType === 'searched' ? t('Sorry no data found related to your search') : state.tab === 'items' ? t('Items not found!') : t('Stores not found!');
  const next: SearchState = { ...state, page: lastPage + 1 };
  const previous: SearchState = { ...state, page: state.page - 1 };

  return (
    <>
      <Seo meta={seo} />
      <CataloguePage>
        <h1 className={css.heading}>{heading}</h1>
        <div className={css.layout}>
          <SidePanel scope={scope} moduleType={module.module_type} state={state} onChange={go} />
          <section aria-labelledby={`${filterId}-results`}>
            <h2 id={`${filterId}-results`} className={shared.visuallyHidden}>
              {t('Results')}
            </h2>
            <div className={css.toolbar}>
              <nav aria-label={t('Show')}>
                <ul className={`${shared.tabs} ${css.tabs}`}>
                  <li>{tabLink('items')}</li>
                  <li>{tabLink('stores')}</li>
                </ul>
              </nav>
              <div className={css.spacer} />
              <div className={css.views}>
                {(['grid', 'list'] as const).map((view) => {
                  const target = setView(state, view);
                  return (
                    <Link
                      key={view}
                      href={searchHref(target)}
                      onClick={linkTo(target)}
                      className={css.viewLink}
                      aria-label={view === 'grid' ? t('Grid view') : t('List view')}
                      aria-current={state.view === view ? 'true' : undefined}
                    >
                      {view === 'grid' ? <GridIcon /> : <ListIcon />}
                    </Link>
                  );
                })}
              </div>
              <label className={css.sortLabel}>
                {t('Sort by')}
                <select
                  className={css.select}
                  value={state.sort ?? (state.tab === 'items' ? '' : 'default')}
                  onChange={(event) => go(event.target.value ? chooseSort(state, event.target.value as Sort) : { ...state, sort: null, page: 1 })}
                >
                  {state.tab === 'items' ? <option value="">{t('Default')}</option> : null}
                  {sorts.map((s) => (
                    <option key={s} value={s}>
                      {t(SORT_LABELS[s])}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className={css.filterButton}
                aria-haspopup="dialog"
                aria-expanded={filterAnchor ? 'true' : 'false'}
                onClick={(event) => {
                  setFiltersWanted(true);
                  setFilterAnchor(event.currentTarget);
                }}
              >
                {t('Filter')}
                {chips.length ? <span className={css.count}>{chips.length}</span> : null}
              </button>
            </div>
            {filtersWanted ? (
              <FilterPanel anchor={filterAnchor} onClose={() => setFilterAnchor(null)} state={state} moduleType={module.module_type} onChange={go} />
            ) : null}
            {chips.length ? (
              <ul className={css.chips} aria-label={t('Applied filters')}>
                {chips.map((chip) => {
                  const label = chipLabel(chip, t);
                  return (
                    <li key={`${chip.kind}-${String(chip.value)}`}>
                      <button type="button" className={css.chip} onClick={() => go(removeChip(state, chip))} aria-label={t('Remove {{label}}', { label })}>
                        {label} <span aria-hidden="true">×</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            ) : null}
            {isPending ? (
              <p className={css.loading} role="status">
                {t('Loading results…')}
              </p>
            ) : isError && !pages.length ? (
              <EmptyState title={t('Results could not be loaded.')}>
                <button type="button" className={shared.buttonOutline} onClick={() => void refetch()}>
                  {t('Try again')}
                </button>
              </EmptyState>
            ) : shown === 0 ? (
              <EmptyState title={empty} />
            ) : (
              <>
                <p className={css.total}>{resultsCountLabel(total, t)}</p>
                <ResultCards pages={pages} label={listLabel} view={state.view} />
              </>
            )}
            <div ref={sentinel} className={css.sentinel} />
            {isFetchingNextPage ? (
              <p className={css.loading} role="status">
                {t('Loading more results…')}
              </p>
            ) : null}
            {hasNextPage || state.page > 1 ? (
              <nav className={shared.pager} aria-label={t('Results')}>
                {state.page > 1 ? (
                  <Link className={shared.buttonOutline} href={searchHref(previous)} rel="prev">
                    {t('Previous page')}
                  </Link>
                ) : null}
                {hasNextPage ? (
                  <Link
                    className={shared.buttonOutline}
                    href={searchHref(next)}
                    rel="next"
                    onClick={(event) => {
                      // with the script running, the next page joins this list instead of replacing it
                      event.preventDefault();
                      if (!isFetchingNextPage) void fetchNextPage();
                    }}
                  >
                    {t('Next page')}
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </section>
        </div>
      </CataloguePage>
    </>
  );
}
