import { zonePolygon } from './zone-polygon';

describe('zonePolygon', () => {
  const ring = [
    { lat: 25.29, lng: 55.25 },
    { lat: 25.29, lng: 55.365 },
    { lat: 25.18, lng: 55.365 },
  ];

  it('reads formated_coordinates as 6amMart sends them', () => {
    expect(zonePolygon({ id: 1, formated_coordinates: ring })).toEqual(ring);
  });

  it('reads GeoJSON polygons, whose pairs are longitude first', () => {
    const geo = { type: 'Polygon', coordinates: [ring.map((p) => [p.lng, p.lat])] };
    expect(zonePolygon({ id: 1, coordinates: geo })).toEqual(ring);
  });

  it('accepts numbers sent as strings', () => {
    expect(zonePolygon({ coordinates: ring.map((p) => ({ lat: String(p.lat), lng: String(p.lng) })) })).toEqual(ring);
  });

  it('draws nothing for a missing or broken polygon', () => {
    expect(zonePolygon({ id: 1 })).toBeNull();
    expect(zonePolygon({ coordinates: [{ lat: 'x', lng: 1 }, ...ring] })).toBeNull();
    expect(zonePolygon({ formated_coordinates: ring.slice(0, 2) })).toBeNull();
    expect(zonePolygon(null)).toBeNull();
  });
});
