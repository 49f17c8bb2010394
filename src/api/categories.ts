import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, Item, Page, Store } from './catalogue-types';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';
import { cardItem, cardItems, cardStores, EIGHT_MINUTES, FIVE_MINUTES, listFrom, pageFrom, cacheTime, scopeKey, type Paging } from './lists';

/** What the storefront reads of a category (lists are carried into the page's HTML). */
export function slimCategory(category: Category): Category {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug ?? null,
    image_full_url: category.image_full_url ?? null,
    parent_id: category.parent_id ?? 0,
    ...(category.module_id !== undefined ? { module_id: category.module_id } : {}),
    ...(category.featured !== undefined ? { featured: category.featured } : {}),
    ...(category.products_count !== undefined ? { products_count: category.products_count } : {}),
    ...(category.updated_at ? { updated_at: category.updated_at } : {}),
    childes: (category.childes ?? []).map(slimCategory),
  };
}

export async function getCategories(http: Http, scope: ApiScope): Promise<Category[]> {
  const { data } = await http.get<unknown>('categories', { headers: scopeHeaders(scope) });
  return listFrom<Category>(data, 'categories', 'data').map(slimCategory);
}

export const categoriesQuery = (scope: ApiScope) =>
  queryOptions({
    queryKey: ['categories', scopeKey(scope)] as const,
    queryFn: ({ client }) => getCategories(httpFor(client), scope),
    staleTime: FIVE_MINUTES,
    gcTime: cacheTime(FIVE_MINUTES),
  });

export function useCategories(scope: ApiScope) {
  return useQuery(categoriesQuery(scope));
}

export async function getCategoryChildren(http: Http, scope: ApiScope, id: number): Promise<Category[]> {
  const { data } = await http.get<unknown>(`categories/childes/${id}`, { headers: scopeHeaders(scope) });
  return listFrom<Category>(data, 'categories', 'data').map(slimCategory);
}

export const categoryChildrenQuery = (scope: ApiScope, id: number) =>
  queryOptions({
    queryKey: ['categories', 'childes', scopeKey(scope), { id }] as const,
    queryFn: ({ client }) => getCategoryChildren(httpFor(client), scope, id),
    staleTime: FIVE_MINUTES,
    gcTime: cacheTime(FIVE_MINUTES),
  });

export function useCategoryChildren(scope: ApiScope, id: number) {
  return useQuery(categoryChildrenQuery(scope, id));
}

export interface CategoryListParams extends Paging {
  categoryIds: number[];
}

/** Items of one or more categories (GET categories/items/list). */
export async function getCategoryItems(http: Http, scope: ApiScope, params: CategoryListParams): Promise<Page<Item>> {
  const { data } = await http.get<unknown>('categories/items/list', {
    params: { limit: params.limit, offset: params.offset, type: 'all', category_ids: JSON.stringify(params.categoryIds) },
    headers: scopeHeaders(scope),
  });
  return cardItems(pageFrom<Item>(data, 'products', 'items'));
}

export const categoryItemsQuery = (scope: ApiScope, params: CategoryListParams) =>
  queryOptions({
    queryKey: ['categories', 'items', scopeKey(scope), params] as const,
    queryFn: ({ client }) => getCategoryItems(httpFor(client), scope, params),
    staleTime: FIVE_MINUTES,
  });

export function useCategoryItems(scope: ApiScope, params: CategoryListParams) {
  return useQuery(categoryItemsQuery(scope, params));
}

/** Stores selling in one or more categories (GET categories/stores/list). */
export async function getCategoryStores(http: Http, scope: ApiScope, params: CategoryListParams): Promise<Page<Store>> {
  const { data } = await http.get<unknown>('categories/stores/list', {
    params: { limit: params.limit, offset: params.offset, type: 'all', category_ids: JSON.stringify(params.categoryIds) },
    headers: scopeHeaders(scope),
  });
  return cardStores(pageFrom<Store>(data, 'stores'));
}

export const categoryStoresQuery = (scope: ApiScope, params: CategoryListParams) =>
  queryOptions({
    queryKey: ['categories', 'stores', scopeKey(scope), params] as const,
    queryFn: ({ client }) => getCategoryStores(httpFor(client), scope, params),
    staleTime: FIVE_MINUTES,
  });

export function useCategoryStores(scope: ApiScope, params: CategoryListParams) {
  return useQuery(categoryStoresQuery(scope, params));
}

export interface FeaturedCategories {
  categories: Category[];
  products: Item[];
}

/** Items the home shows under each featured category (a row each). */
export const FEATURED_ROW_ITEMS = 10;

/** The items of a featured category's row: those of that category, the first ten. */
export function featuredRow(products: Item[], categoryId: number): Item[] {
  return products.filter((p) => (p.category_ids ?? []).some((c) => Number(c.id) === categoryId)).slice(0, FEATURED_ROW_ITEMS);
}

/**
 * Featured categories with some of their items (GET categories/featured/items), as the home
 * draws them: a category's link and picture, and the items of the rows (by the ids of their
 * featured categories alone, which is what the rows are sorted by).
 */
export async function getFeaturedCategories(http: Http, scope: ApiScope): Promise<FeaturedCategories> {
  const { data } = await http.get<unknown>('categories/featured/items', { params: { page_limit: 20, offset: 1 }, headers: scopeHeaders(scope) });
  const categories = listFrom<Category>(data, 'categories').map((c) => ({ id: c.id, name: c.name, slug: c.slug ?? null, image_full_url: c.image_full_url ?? null }));
  const ids = new Set(categories.map((c) => c.id));
  const products = listFrom<Item>(data, 'products', 'items').map((item) => ({
    ...cardItem(item),
    category_ids: (item.category_ids ?? []).filter((c) => ids.has(Number(c.id))).map((c) => ({ id: c.id })),
  }));
  const shown = new Set(categories.flatMap((c) => featuredRow(products, c.id)));
  return { categories, products: products.filter((p) => shown.has(p)) };
}

export const featuredCategoriesQuery = (scope: ApiScope) =>
  queryOptions({
    queryKey: ['categories', 'featured', scopeKey(scope)] as const,
    queryFn: ({ client }) => getFeaturedCategories(httpFor(client), scope),
    staleTime: EIGHT_MINUTES,
    gcTime: cacheTime(EIGHT_MINUTES),
  });

export function useFeaturedCategories(scope: ApiScope) {
  return useQuery(featuredCategoriesQuery(scope));
}

/** A category by id or slug among the top level and their children. */
export function findCategory(categories: Category[], idOrSlug: string): Category | null {
  const byId = /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : null;
  const matches = (c: Category) => (byId !== null ? c.id === byId : c.slug === idOrSlug);
  for (const category of categories) {
    if (matches(category)) return category;
    const child = (category.childes ?? []).find(matches);
    if (child) return child;
  }
  return null;
}
