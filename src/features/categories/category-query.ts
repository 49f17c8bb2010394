import type { CategoryListParams } from '@/api/categories';

export type CategoryTab = 'items' | 'stores';

export const CATEGORY_PAGE_SIZE = 20;

export function parseCategoryTab(value: unknown): CategoryTab {
  return value === 'stores' ? 'stores' : 'items';
}

export { parsePage } from '@/lib/paging';

/** The same list parameters on the server and in the browser, so the cache key matches. */
export function categoryListParams(categoryId: number, page: number): CategoryListParams {
  return { categoryIds: [categoryId], limit: CATEGORY_PAGE_SIZE, offset: page };
}
