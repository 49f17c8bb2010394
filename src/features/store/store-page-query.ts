/** The store page's own query: category filter, in-store search and page, read leniently. */
export interface StorePageQuery {
  categoryId: number;
  search: string;
  page: number;
}

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

export function parseStorePageQuery(query: Record<string, string | string[] | undefined>): StorePageQuery {
  const category = Number(first(query.category));
  const page = Number(first(query.page));
  return {
    categoryId: Number.isInteger(category) && category > 0 ? category : 0,
    search: first(query.search).trim().slice(0, 100),
    page: Number.isInteger(page) && page > 0 && page <= 500 ? page : 1,
  };
}

/** The URL of the store page with a different filter, search or page (only what is set). */
export function storePageUrl(base: string, query: StorePageQuery): string {
  const params = new URLSearchParams();
  if (query.categoryId) params.set('category', String(query.categoryId));
  if (query.search) params.set('search', query.search);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
