import type { Store } from '@/api/catalogue-types';
import type { Discount } from '@/lib/discount';

/** Closed when the vendor switched the store off or it is outside its hours ('CLOSED NOW'). */
export function isStoreClosed(store: Pick<Store, 'active' | 'open'>): boolean {
  const off = (v: Store['active']) => v === 0 || v === false;
  return off(store.active) || off(store.open);
}

/** The store's own discount, shown on its card and page. */
export function storeDiscount(store: Pick<Store, 'discount'>): Discount | null {
  const d = store.discount;
  const value = Number(d?.discount);
  if (!d || !Number.isFinite(value) || value <= 0) return null;
  return d.discount_type === 'amount' ? { type: 'amount', value } : { type: 'percent', value };
}

/**
 * Distance in km. The contract's stores carry `distance` in metres (a 6amMart backend
 * computes it from the shopper's point); null when no point was sent.
 */
export function storeDistanceKm(store: Pick<Store, 'distance'>): number | null {
  if (store.distance === null || store.distance === undefined || store.distance === '') return null;
  const metres = Number(store.distance);
  return Number.isFinite(metres) && metres >= 0 ? metres / 1000 : null;
}

/** The listing tabs: Popular keeps the API's order, Top Rated by rating, New by joining date. */
export type StoresTab = 'popular' | 'top_rated' | 'new';

export function sortStoresForTab(stores: Store[], tab: StoresTab): Store[] {
  if (tab === 'top_rated') return [...stores].sort((a, b) => Number(b.avg_rating ?? 0) - Number(a.avg_rating ?? 0));
  if (tab === 'new') return [...stores].sort((a, b) => Date.parse(b.created_at ?? '') - Date.parse(a.created_at ?? '') || 0);
  return stores;
}
