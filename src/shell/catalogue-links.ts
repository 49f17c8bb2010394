import { useQuery } from '@tanstack/react-query';
import { categoriesQuery } from '@/api/categories';
import type { Category, Store } from '@/api/catalogue-types';
import { storeListQuery } from '@/api/stores';
import { useApiScope } from '@/lib/session-context';

/** The drawer and the header menus show at most this many entries per list, then View all. */
export const FRAME_LIST_SIZE = 10;
/** The spec's call for those lists: offset 1, limit 12 (the first page of the store listings). */
export const FRAME_LIST_PAGING = { limit: 12, offset: 1 } as const;

export interface FrameLink {
  key: string;
  label: string;
  href: string;
  image: string | null;
}

export function categoryLink(category: Category): FrameLink {
  return {
    key: `category-${category.id}`,
    label: category.name,
    href: `/category/${encodeURIComponent(category.slug || String(category.id))}`,
    image: category.image_full_url ?? null,
  };
}

export function storeLink(store: Store): FrameLink {
  return {
    key: `store-${store.id}`,
    label: store.name,
    href: `/store/${encodeURIComponent(store.slug || String(store.id))}`,
    image: store.logo_full_url ?? null,
  };
}

/** The first entries of a list, as links. */
export function firstLinks<T>(list: T[] | undefined, toLink: (entry: T) => FrameLink): FrameLink[] {
  return (list ?? []).slice(0, FRAME_LIST_SIZE).map(toLink);
}

export type FrameList = 'categories' | 'latest' | 'popular';

export const VIEW_ALL: Record<FrameList, string> = {
  categories: '/categories',
  latest: '/store/latest',
  popular: '/store/popular',
};

/** One of the frame's catalogue lists, fetched only when `enabled` (a menu or drawer section opened). */
export function useFrameList(list: FrameList, enabled: boolean) {
  const scope = useApiScope();
  const categories = useQuery({ ...categoriesQuery(scope), enabled: enabled && list === 'categories' });
  const stores = useQuery({
    ...storeListQuery(scope, list === 'popular' ? 'popular' : 'latest', FRAME_LIST_PAGING),
    enabled: enabled && list !== 'categories',
  });
  if (list === 'categories') {
    return { links: firstLinks(categories.data, categoryLink), isPending: categories.isPending, isError: categories.isError };
  }
  return { links: firstLinks(stores.data?.items, storeLink), isPending: stores.isPending, isError: stores.isError };
}
