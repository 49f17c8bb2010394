import { parseStoreLinkFacts, parseStorePageQuery, preferredModules, storePageDistanceKm, storePageUrl } from './store-page-query';

describe('the store page query', () => {
  it('reads category, search and page, and ignores nonsense', () => {
    expect(parseStorePageQuery({ category: '12', search: '  chai ', page: '3' })).toEqual({ categoryId: 12, search: 'chai', page: 3 });
    expect(parseStorePageQuery({ category: 'x', page: '-2' })).toEqual({ categoryId: 0, search: '', page: 1 });
    expect(parseStorePageQuery({ search: 'a'.repeat(500) }).search).toHaveLength(100);
  });

  it('builds links that carry only what is set', () => {
    expect(storePageUrl('/store/al-mallah', { categoryId: 0, search: '', page: 1 })).toBe('/store/al-mallah');
    expect(storePageUrl('/store/al-mallah', { categoryId: 4, search: 'falafel wrap', page: 2 })).toBe('/store/al-mallah?category=4&search=falafel+wrap&page=2');
  });
});

describe("what a store link carries (spec 02, routes: module_type, store_zone_id, distance, lat, lng)", () => {
  it('reads them leniently and ignores nonsense', () => {
    expect(parseStoreLinkFacts({ module_type: 'pharmacy', store_zone_id: '3', distance: '2450.5', lat: '25.2', lng: '55.27' })).toEqual({
      moduleType: 'pharmacy',
      zoneId: 3,
      distanceMetres: 2450.5,
      point: { lat: 25.2, lng: 55.27 },
    });
    expect(parseStoreLinkFacts({ module_type: 'cars', store_zone_id: '0', distance: '-4', lat: '95', lng: '55' })).toEqual({ moduleType: null, zoneId: null, distanceMetres: null, point: null });
    expect(parseStoreLinkFacts({ lat: '1e3', lng: 'x' }).point).toBeNull();
  });

  it("looks the store up in the link's module first, then its module type's, then the shopper's", () => {
    const modules = [
      { id: 1, module_type: 'grocery' },
      { id: 3, module_type: 'pharmacy' },
    ];
    expect(preferredModules(null, 'pharmacy', 1, modules)).toEqual([3, 1]);
    expect(preferredModules(7, 'pharmacy', 3, modules)).toEqual([7, 3]);
    expect(preferredModules(null, null, null, modules)).toEqual([]);
  });

  it("shows the distance from the shopper's point, else from the link's point, else the link's own distance", () => {
    const fromPoint = (point: { lat: number } | null) => (point ? point.lat : null);
    const facts = { moduleType: null, zoneId: null, distanceMetres: 2450, point: { lat: 4, lng: 0 } };
    expect(storePageDistanceKm(fromPoint, { lat: 9, lng: 0 }, facts)).toBe(9);
    expect(storePageDistanceKm(fromPoint, null, facts)).toBe(4);
    expect(storePageDistanceKm(fromPoint, null, { ...facts, point: null })).toBe(2.45);
    expect(storePageDistanceKm(fromPoint, null, { ...facts, point: null, distanceMetres: null })).toBeNull();
  });
});
