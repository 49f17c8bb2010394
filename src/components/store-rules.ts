import type { Store } from '@/api/catalogue-types';
import type { Discount } from '@/lib/discount';
import { haversineKm } from '@/contract/distance';

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

/**
 * A store's distance in km from the shopper's own point: the API's when it sent one (it had the
 * point), else computed here from the store's coordinates (a page rendered once for every
 * shopper of a zone carries none; the browser works it out for its own shopper). Null without a point.
 */
export function storeDistanceFrom(store: Pick<Store, 'distance' | 'latitude' | 'longitude'>, point: { lat: number; lng: number } | null): number | null {
  const given = storeDistanceKm(store);
  if (given !== null || !point) return given;
  const lat = Number(store.latitude);
  const lng = Number(store.longitude);
  if (store.latitude === undefined || store.latitude === null || store.longitude === undefined || store.longitude === null) return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return haversineKm(point, { lat, lng });
}

/** Stores nearest first from the shopper's point (ties and stores with no distance keep their order); as given without a point. */
export function nearestFirst<S extends Pick<Store, 'distance' | 'latitude' | 'longitude'>>(stores: S[], point: { lat: number; lng: number } | null): S[] {
  if (!point) return stores;
  const far = Number.POSITIVE_INFINITY;
  return stores
    .map((store, index) => ({ store, index, km: storeDistanceFrom(store, point) ?? far }))
    .sort((a, b) => a.km - b.km || a.index - b.index)
    .map((x) => x.store);
}

/** The listing tabs: Popular keeps the API's order, Top Rated by rating, New by joining date. */
export type StoresTab = 'popular' | 'top_rated' | 'new';

export function sortStoresForTab(stores: Store[], tab: StoresTab): Store[] {
  if (tab === 'top_rated') return [...stores].sort((a, b) => Number(b.avg_rating ?? 0) - Number(a.avg_rating ?? 0));
  if (tab === 'new') return [...stores].sort((a, b) => Date.parse(b.created_at ?? '') - Date.parse(a.created_at ?? '') || 0);
  return stores;
}
