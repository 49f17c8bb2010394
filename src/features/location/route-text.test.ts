import { parseRouteEstimate } from '@/api/maps';
import { routeText } from './route-text';

describe('routeText', () => {
  it('shows km with the configured decimals and whole minutes, rounded up', () => {
    expect(routeText({ distanceMeters: 3254, durationSeconds: 601 }, 2)).toEqual({ km: '3.25 km', hours: 0, minutes: 11 });
    expect(routeText({ distanceMeters: 3254, durationSeconds: 600 }, 0)).toEqual({ km: '3 km', hours: 0, minutes: 10 });
  });

  it('splits long walks into hours and minutes, and never shows 0 minutes', () => {
    expect(routeText({ distanceMeters: 9000, durationSeconds: 7500 }, 1)).toEqual({ km: '9.0 km', hours: 2, minutes: 5 });
    expect(routeText({ distanceMeters: 10, durationSeconds: 5 }, 2).minutes).toBe(1);
  });
});

describe('parseRouteEstimate', () => {
  it('reads the Routes API shape', () => {
    expect(parseRouteEstimate({ distanceMeters: 1200, duration: '900s' })).toEqual({ distanceMeters: 1200, durationSeconds: 900 });
  });
  it('reads the Distance Matrix shape', () => {
    const matrix = { rows: [{ elements: [{ distance: { text: '1.2 km', value: 1200 }, duration: { text: '15 mins', value: 900 } }] }] };
    expect(parseRouteEstimate(matrix)).toEqual({ distanceMeters: 1200, durationSeconds: 900 });
  });
  it('reads flat numbers and rejects answers without a distance', () => {
    expect(parseRouteEstimate({ distance: 1200, duration: 900 })).toEqual({ distanceMeters: 1200, durationSeconds: 900 });
    expect(parseRouteEstimate({ message: 'no route' })).toBeNull();
    expect(parseRouteEstimate(null)).toBeNull();
  });
});
