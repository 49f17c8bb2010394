import { deliversToPoint } from './ZoneNotice';

jest.mock('@/features/location', () => ({ ChangePointDialog: () => null }));

describe('whether the item’s store delivers to the shopper’s point', () => {
  const at = { lat: 25.0781, lng: 55.1395, address: 'Dubai Marina Walk' };
  it('is false when the point’s zones do not hold the store’s zone', () => {
    expect(deliversToPoint(1, { zoneIds: [2], location: at })).toBe(false);
    expect(deliversToPoint(1, { zoneIds: [2, 3], location: at })).toBe(false);
  });
  it('is true when they do', () => {
    expect(deliversToPoint(2, { zoneIds: [2], location: at })).toBe(true);
    expect(deliversToPoint(3, { zoneIds: [2, 3], location: at })).toBe(true);
  });
  it('claims nothing without a point, zones or the store’s zone', () => {
    expect(deliversToPoint(1, { zoneIds: [2], location: null })).toBeNull();
    expect(deliversToPoint(1, { zoneIds: null, location: at })).toBeNull();
    expect(deliversToPoint(undefined, { zoneIds: [2], location: at })).toBeNull();
  });
});
