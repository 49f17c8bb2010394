/**
 * The results page's state, kept in the URL so that a results page can be shared, reloaded and
 * returned to: `/home?search=…&data_type=searched&tab=stores&view=list&sort=low&filter=top_rated,coupon
 * &rating=4&min_price=10&max_price=90&categories=1,2&brands=3&page=2`. Pure functions only.
 */
import type { Category } from '@/api/catalogue-types';
import type { CombinedSearchParams, SearchDataType } from '@/api/search';

export type DataType = SearchDataType;
export const DATA_TYPES: readonly DataType[] = ['searched', 'category', 'brand', 'discounted'];
export type Tab = 'items' | 'stores';
export type View = 'grid' | 'list';
export type ItemSort = 'low' | 'high';
export type StoreSort = 'default' | 'fast_delivery' | 'nearby';
export type Sort = ItemSort | StoreSort;

export const ITEM_FILTERS = ['currently_open', 'top_rated', 'discounted', 'popular', 'free_delivery', 'coupon'] as const;
export const FOOD_FILTERS = ['veg', 'non_veg'] as const;
export type FilterValue = (typeof ITEM_FILTERS)[number] | (typeof FOOD_FILTERS)[number];
const FILTER_VALUES = new Set<string>([...ITEM_FILTERS, ...FOOD_FILTERS]);

export const PAGE_SIZE = 12;
export const PRICE_MIN = 0;
export const PRICE_MAX = 20_000;

export interface SearchState {
  dataType: DataType;
  /** The searched term (data_type searched only). */
  term: string;
  /** The category or brand a category or brand results page is about. */
  categoryId: number | null;
  categoryName: string;
  brandId: number | null;
  moduleId: number | null;
  tab: Tab;
  view: View;
  sort: Sort | null;
  filters: FilterValue[];
  rating: number;
  price: [number, number];
  categories: number[];
  brands: number[];
  /** The page the list starts at (the plain next-page link's target). */
  page: number;
}

type Query = Record<string, string | string[] | undefined>;

function one(query: Query, key: string): string | undefined {
  const v = query[key];
  return Array.isArray(v) ? v[0] : v;
}

function int(value: string | undefined, min: number, max: number): number | null {
  if (value === undefined || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

function ids(value: string | undefined): number[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((v) => int(v, 1, Number.MAX_SAFE_INTEGER)).filter((n): n is number => n !== null))];
}

/** Base64 of UTF-8, as the spec's `name` parameter carries a category's name. */
export function decodeName(value: string | undefined): string {
  if (!value) return '';
  try {
    const bytes = Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return '';
  }
}

export function encodeName(name: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(name)));
}

export function isDataType(value: unknown): value is DataType {
  return typeof value === 'string' && (DATA_TYPES as readonly string[]).includes(value);
}

const ITEM_SORTS = new Set<string>(['low', 'high']);
const STORE_SORTS = new Set<string>(['default', 'fast_delivery', 'nearby']);

/** The filters a page starts with: data_type=discounted starts with Discounted checked. */
export function defaultFilters(dataType: DataType): FilterValue[] {
  return dataType === 'discounted' ? ['discounted'] : [];
}

/** Reads the state from a query string; null when the query is not a results page. */
export function parseSearchState(query: Query): SearchState | null {
  const dataType = one(query, 'data_type');
  if (!isDataType(dataType)) return null;
  const term = (one(query, 'search') ?? '').trim().slice(0, 100);
  const tab: Tab = one(query, 'tab') === 'stores' ? 'stores' : 'items';
  const rawSort = one(query, 'sort') ?? '';
  const sort = (tab === 'items' ? ITEM_SORTS : STORE_SORTS).has(rawSort) ? (rawSort as Sort) : null;
  const rawFilter = one(query, 'filter');
  const filters = rawFilter === undefined ? defaultFilters(dataType) : (rawFilter.split(',').filter((f) => FILTER_VALUES.has(f)) as FilterValue[]);
  let min = int(one(query, 'min_price'), PRICE_MIN, PRICE_MAX) ?? PRICE_MIN;
  let max = int(one(query, 'max_price'), PRICE_MIN, PRICE_MAX) ?? PRICE_MAX;
  if (max - min < 1) [min, max] = [PRICE_MIN, PRICE_MAX];
  const categoryId = dataType === 'category' ? int(one(query, 'id'), 1, Number.MAX_SAFE_INTEGER) : null;
  const brandId = dataType === 'brand' ? int(one(query, 'brand_id'), 1, Number.MAX_SAFE_INTEGER) : null;
  const rawCategories = one(query, 'categories');
  const rawBrands = one(query, 'brands');
  return {
    dataType,
    term: dataType === 'searched' ? term : '',
    categoryId,
    categoryName: dataType === 'category' ? decodeName(one(query, 'name')) : '',
    brandId,
    moduleId: int(one(query, 'module_id'), 1, Number.MAX_SAFE_INTEGER),
    tab,
    view: one(query, 'view') === 'list' ? 'list' : 'grid',
    sort,
    filters: [...new Set(filters)],
    rating: int(one(query, 'rating'), 0, 5) ?? 0,
    price: [min, max],
    categories: rawCategories === undefined ? (categoryId ? [categoryId] : []) : ids(rawCategories),
    brands: rawBrands === undefined ? (brandId ? [brandId] : []) : ids(rawBrands),
    page: int(one(query, 'page'), 1, 10_000) ?? 1,
  };
}

/** The query string of a state: only what differs from the defaults, in a stable order. */
export function searchQueryOf(state: SearchState): Record<string, string> {
  const q: Record<string, string> = {};
  if (state.dataType === 'searched') q.search = state.term;
  if (state.dataType === 'category') {
    q.search = 'category';
    if (state.categoryId) q.id = String(state.categoryId);
    if (state.categoryName) q.name = encodeName(state.categoryName);
  }
  if (state.dataType === 'discounted') q.search = 'special-offer';
  if (state.dataType === 'brand' && state.brandId) q.brand_id = String(state.brandId);
  if (state.moduleId) q.module_id = String(state.moduleId);
  q.data_type = state.dataType;
  if (state.tab === 'stores') q.tab = 'stores';
  if (state.view === 'list') q.view = 'list';
  if (state.sort) q.sort = state.sort;
  const defaults = defaultFilters(state.dataType);
  const same = defaults.length === state.filters.length && defaults.every((f) => state.filters.includes(f));
  if (!same) q.filter = state.filters.join(',');
  if (state.rating) q.rating = String(state.rating);
  if (state.price[0] !== PRICE_MIN) q.min_price = String(state.price[0]);
  if (state.price[1] !== PRICE_MAX) q.max_price = String(state.price[1]);
  const defaultCategories = state.categoryId ? [state.categoryId] : [];
  if (state.categories.join(',') !== defaultCategories.join(',')) q.categories = state.categories.join(',');
  const defaultBrands = state.brandId ? [state.brandId] : [];
  if (state.brands.join(',') !== defaultBrands.join(',')) q.brands = state.brands.join(',');
  if (state.page > 1) q.page = String(state.page);
  return q;
}

export function searchHref(state: SearchState): string {
  return `/home?${new URLSearchParams(searchQueryOf(state)).toString()}`;
}

/** Every change of what is listed starts again from the first page. */
function fresh(state: SearchState, change: Partial<SearchState>): SearchState {
  return { ...state, ...change, page: 1 };
}

/** Changing the tab resets the filters and the sort. */
export function setTab(state: SearchState, tab: Tab): SearchState {
  if (tab === state.tab) return state;
  return fresh(state, { tab, sort: null, filters: defaultFilters(state.dataType), rating: 0, price: [PRICE_MIN, PRICE_MAX] });
}

/** Sorts are exclusive: choosing one replaces the other; choosing the current one clears it. */
export function chooseSort(state: SearchState, sort: Sort): SearchState {
  const valid = (state.tab === 'items' ? ITEM_SORTS : STORE_SORTS).has(sort);
  if (!valid) return state;
  return fresh(state, { sort: state.sort === sort || sort === 'default' ? null : sort });
}

export function toggleFilter(state: SearchState, filter: FilterValue): SearchState {
  const has = state.filters.includes(filter);
  return fresh(state, { filters: has ? state.filters.filter((f) => f !== filter) : [...state.filters, filter] });
}

export function setRating(state: SearchState, rating: number): SearchState {
  return fresh(state, { rating: rating === state.rating ? 0 : Math.max(0, Math.min(5, Math.round(rating))) });
}

/** The price range, clamped to 0..20 000 with the thumbs at least 1 apart. */
export function setPrice(state: SearchState, [a, b]: [number, number]): SearchState {
  let min = Math.max(PRICE_MIN, Math.min(PRICE_MAX - 1, Math.round(Math.min(a, b))));
  let max = Math.max(PRICE_MIN + 1, Math.min(PRICE_MAX, Math.round(Math.max(a, b))));
  if (max - min < 1) max = min + 1;
  if (max > PRICE_MAX) [min, max] = [PRICE_MAX - 1, PRICE_MAX];
  return fresh(state, { price: [min, max] });
}

export function setView(state: SearchState, view: View): SearchState {
  return { ...state, view };
}

/** Every category id of a tree, parents then their children. */
export function allCategoryIds(categories: Category[]): number[] {
  return categories.flatMap((c) => [c.id, ...(c.childes ?? []).map((child) => child.id)]);
}

/**
 * The category child rule: a category and its parent's whole family are chosen or dropped
 * together (choosing a child selects the parent and all its children).
 */
export function toggleCategory(state: SearchState, id: number, tree: Category[]): SearchState {
  const parent = tree.find((c) => c.id === id || (c.childes ?? []).some((child) => child.id === id));
  const family = parent ? [parent.id, ...(parent.childes ?? []).map((c) => c.id)] : [id];
  const selected = state.categories.includes(id);
  const rest = state.categories.filter((c) => !family.includes(c));
  return fresh(state, { categories: selected ? rest : [...rest, ...family] });
}

/** 'All' selects every category (or clears them when all are selected). */
export function toggleAllCategories(state: SearchState, tree: Category[]): SearchState {
  const every = allCategoryIds(tree);
  const all = every.length > 0 && every.every((id) => state.categories.includes(id));
  return fresh(state, { categories: all ? [] : every });
}

export function toggleBrand(state: SearchState, id: number): SearchState {
  const has = state.brands.includes(id);
  return fresh(state, { brands: has ? state.brands.filter((b) => b !== id) : [...state.brands, id] });
}

export function toggleAllBrands(state: SearchState, brandIds: number[]): SearchState {
  const all = brandIds.length > 0 && brandIds.every((id) => state.brands.includes(id));
  return fresh(state, { brands: all ? [] : brandIds });
}

/** A removable chip for each applied filter. */
export type Chip =
  | { kind: 'filter'; value: FilterValue }
  | { kind: 'sort'; value: Sort }
  | { kind: 'rating'; value: number }
  | { kind: 'price'; value: [number, number] };

export function chipsOf(state: SearchState): Chip[] {
  const chips: Chip[] = state.filters.map((value) => ({ kind: 'filter', value }));
  if (state.sort) chips.push({ kind: 'sort', value: state.sort });
  if (state.rating) chips.push({ kind: 'rating', value: state.rating });
  if (state.price[0] !== PRICE_MIN || state.price[1] !== PRICE_MAX) chips.push({ kind: 'price', value: state.price });
  return chips;
}

export function removeChip(state: SearchState, chip: Chip): SearchState {
  switch (chip.kind) {
    case 'filter':
      return fresh(state, { filters: state.filters.filter((f) => f !== chip.value) });
    case 'sort':
      return fresh(state, { sort: null });
    case 'rating':
      return fresh(state, { rating: 0 });
    case 'price':
      return fresh(state, { price: [PRICE_MIN, PRICE_MAX] });
  }
}

/** The get-combined-data parameters of a state (the API's filter list holds the sort too). */
export function combinedParams(state: SearchState): CombinedSearchParams {
  const filter = [...state.filters, ...(state.sort && state.sort !== 'default' ? [state.sort] : [])];
  const brands = state.tab === 'items' ? state.brands : [];
  return {
    ...(state.dataType === 'searched' ? { name: state.term } : {}),
    data_type: state.dataType,
    list_type: state.tab === 'stores' ? 'store' : 'item',
    limit: PAGE_SIZE,
    ...(state.categories.length ? { category_ids: JSON.stringify(state.categories) } : {}),
    ...(brands.length ? { brand_ids: JSON.stringify(brands) } : {}),
    ...(filter.length ? { filter: JSON.stringify(filter) } : {}),
    ...(state.rating ? { rating_count: state.rating } : {}),
    ...(state.price[0] !== PRICE_MIN ? { min_price: state.price[0] } : {}),
    ...(state.price[1] !== PRICE_MAX ? { max_price: state.price[1] } : {}),
  };
}
