import type { Store } from '@/api/catalogue-types';
import { ownPoint } from '@/lib/distance';
import { isStoreClosed, nearestFirst, sortStoresForTab, storeDiscount, storeDistanceFrom, storeDistanceKm } from './store-rules';

describe('store rules', () => {
  it('is closed when inactive or not open now', () => {
    expect(isStoreClosed({ active: true, open: 1 })).toBe(false);
    expect(isStoreClosed({ active: false, open: 1 })).toBe(true);
    expect(isStoreClosed({ active: 1, open: 0 })).toBe(true);
    expect(isStoreClosed({})).toBe(false);
  });

  it('reads the store discount by its type', () => {
    expect(storeDiscount({ discount: { discount: 10, discount_type: 'percent' } })).toEqual({ type: 'percent', value: 10 });
    expect(storeDiscount({ discount: { discount: 15, discount_type: 'amount' } })).toEqual({ type: 'amount', value: 15 });
    expect(storeDiscount({ discount: { discount: 0, discount_type: 'percent' } })).toBeNull();
    expect(storeDiscount({ discount: null })).toBeNull();
  });

  it('turns the API distance in metres into km, and nothing when there is none', () => {
    expect(storeDistanceKm({ distance: 2345.6 })).toBeCloseTo(2.3456);
    expect(storeDistanceKm({ distance: '1500' })).toBe(1.5);
    expect(storeDistanceKm({ distance: null })).toBeNull();
    expect(storeDistanceKm({})).toBeNull();
  });

  it('sorts the listing tabs: Top Rated by rating, New by joining date, Popular as given', () => {
    const stores: Store[] = [
      { id: 1, name: 'A', avg_rating: 4.1, created_at: '2025-01-01T00:00:00Z' },
      { id: 2, name: 'B', avg_rating: 4.8, created_at: '2024-01-01T00:00:00Z' },
      { id: 3, name: 'C', avg_rating: 3.9, created_at: '2026-01-01T00:00:00Z' },
    ];
    expect(sortStoresForTab(stores, 'popular').map((s) => s.id)).toEqual([1, 2, 3]);
    expect(sortStoresForTab(stores, 'top_rated').map((s) => s.id)).toEqual([2, 1, 3]);
    expect(sortStoresForTab(stores, 'new').map((s) => s.id)).toEqual([3, 1, 2]);
  });

  it('works out a distance from the shopper\'s own point when the API sent none, and keeps the API\'s when it did', () => {
    const burj = { lat: 25.1972, lng: 55.2744 };
    const mall = { latitude: '25.1985', longitude: '55.2796' };
    // about 0.54 km from the Burj Khalifa to the Dubai Mall (the great-circle distance the API computes too)
    expect(storeDistanceFrom({ ...mall, distance: null }, burj)).toBeCloseTo(0.5428, 4);
    expect(storeDistanceFrom({ ...mall, distance: 1200 }, burj)).toBe(1.2);
    expect(storeDistanceFrom({ ...mall, distance: null }, null)).toBeNull();
    expect(storeDistanceFrom({ latitude: null, longitude: null, distance: null }, burj)).toBeNull();
    expect(storeDistanceFrom({ latitude: 'x', longitude: '55', distance: null }, burj)).toBeNull();
  });

  it('orders stores nearest first from the point, stores with no distance last, ties as given; as given with no point', () => {
    const at = (id: number, lat: number | null) => ({ id, latitude: lat, longitude: lat === null ? null : 55.27, distance: null });
    const list = [at(1, 25.3), at(2, null), at(3, 25.21), at(4, 25.25), at(5, 25.21)];
    expect(nearestFirst(list, { lat: 25.2, lng: 55.27 }).map((s) => s.id)).toEqual([3, 5, 4, 1, 2]);
    expect(nearestFirst(list, { lat: 25.29, lng: 55.27 }).map((s) => s.id)).toEqual([1, 4, 3, 5, 2]);
    expect(nearestFirst(list, null)).toBe(list);
  });

  it('takes the point of a page rendered for every shopper (0, 0, no address) as no point', () => {
    expect(ownPoint({ lat: 0, lng: 0, address: '' })).toBeNull();
    expect(ownPoint(null)).toBeNull();
    expect(ownPoint({ lat: 25.2, lng: 55.27, address: 'Home' })).toEqual({ lat: 25.2, lng: 55.27 });
  });
});
