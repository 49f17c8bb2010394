import { locationOfAddress } from './saved-address';

const base = { id: 1, address: 'Marina Walk, Dubai', latitude: '25.079', longitude: '55.1404' };

describe('locationOfAddress', () => {
  it('takes the zones from zone_ids, as a list or as a JSON string', () => {
    expect(locationOfAddress({ ...base, zone_ids: [2, 1] })).toEqual({
      lat: 25.079,
      lng: 55.1404,
      address: 'Marina Walk, Dubai',
      zoneIds: [2, 1],
    });
    expect(locationOfAddress({ ...base, zone_ids: '[2]' })?.zoneIds).toEqual([2]);
  });

  it('falls back to zone_id', () => {
    expect(locationOfAddress({ ...base, zone_id: 3 })?.zoneIds).toEqual([3]);
  });

  it('refuses an address without a zone or with a broken point', () => {
    expect(locationOfAddress(base)).toBeNull();
    expect(locationOfAddress({ ...base, zone_ids: 'nope' })).toBeNull();
    expect(locationOfAddress({ ...base, latitude: 'abc', zone_id: 1 })).toBeNull();
    expect(locationOfAddress({ ...base, latitude: 120, zone_id: 1 })).toBeNull();
  });
});
