import type { Store } from '@/api/catalogue-types';
import { isStoreClosed, sortStoresForTab, storeDiscount, storeDistanceKm } from './store-rules';

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
});
