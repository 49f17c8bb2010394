import { currentPosition, GEOLOCATION_OPTIONS } from './geolocation';

function fakeGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const calls: (PositionOptions | undefined)[] = [];
  const geolocation = {
    getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null, options?: PositionOptions) => {
      calls.push(options);
      answer(ok, fail ?? (() => undefined));
    },
  } as unknown as Geolocation;
  return { geolocation, calls };
}

const error = (code: number) => ({ code, message: 'x', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) as GeolocationPositionError;

describe('currentPosition', () => {
  it('asks with a 5000 ms time-out and low accuracy, and answers the position', async () => {
    const { geolocation, calls } = fakeGeolocation((ok) =>
      ok({ coords: { latitude: 25.08, longitude: 55.14 } } as GeolocationPosition),
    );
    await expect(currentPosition(geolocation)).resolves.toEqual({ kind: 'position', point: { lat: 25.08, lng: 55.14 } });
    expect(calls[0]).toMatchObject({ timeout: 5000, enableHighAccuracy: false });
    expect(GEOLOCATION_OPTIONS.timeout).toBe(5000);
  });

  it('reports a refused permission as denied', async () => {
    const { geolocation } = fakeGeolocation((_ok, fail) => fail(error(1)));
    await expect(currentPosition(geolocation)).resolves.toEqual({ kind: 'denied' });
  });

  it('reports a time-out or an unknown position as unavailable', async () => {
    await expect(currentPosition(fakeGeolocation((_ok, fail) => fail(error(3))).geolocation)).resolves.toEqual({
      kind: 'unavailable',
    });
    await expect(currentPosition(fakeGeolocation((_ok, fail) => fail(error(2))).geolocation)).resolves.toEqual({
      kind: 'unavailable',
    });
    await expect(currentPosition(undefined)).resolves.toEqual({ kind: 'unavailable' });
  });
});
