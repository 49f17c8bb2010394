import { formatDistanceKm } from './distance';
import { haversineKm } from '@/contract/distance';

describe('distance', () => {
  it('shows km with the configured decimals', () => {
    expect(formatDistanceKm(2.345, 2)).toBe('2.35 km');
    expect(formatDistanceKm(2.345, 0)).toBe('2 km');
    expect(formatDistanceKm(0, 1)).toBe('0.0 km');
  });

  it('shows 1k+ km above 1000 km, and exactly 1000 as a number', () => {
    expect(formatDistanceKm(1000, 0)).toBe('1000 km');
    expect(formatDistanceKm(1000.01, 2)).toBe('1k+ km');
    expect(formatDistanceKm(25000, 2)).toBe('1k+ km');
  });

  it('shows nothing without a usable distance', () => {
    expect(formatDistanceKm(null, 2)).toBeNull();
    expect(formatDistanceKm(undefined, 2)).toBeNull();
    expect(formatDistanceKm(-3, 2)).toBeNull();
    expect(formatDistanceKm(Number.NaN, 2)).toBeNull();
  });

  it('measures Dubai Mall to Dubai Marina at about 20 km', () => {
    const km = haversineKm({ lat: 25.1985, lng: 55.2796 }, { lat: 25.079, lng: 55.1404 });
    expect(km).toBeGreaterThan(18);
    expect(km).toBeLessThan(20);
  });
});
