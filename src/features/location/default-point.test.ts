import { defaultPoint } from './default-point';

describe('defaultPoint', () => {
  it('reads the configured default location, numbers or strings', () => {
    expect(defaultPoint({ lat: '25.2048', lng: '55.2708' })).toEqual({ lat: 25.2048, lng: 55.2708 });
    expect(defaultPoint({ lat: 25.2, lng: 55.3 })).toEqual({ lat: 25.2, lng: 55.3 });
  });
  it('has none when the configuration has none or it is not a point', () => {
    expect(defaultPoint(null)).toBeNull();
    expect(defaultPoint(undefined)).toBeNull();
    expect(defaultPoint({ lat: 'x', lng: '1' })).toBeNull();
    expect(defaultPoint({ lat: 95, lng: 1 })).toBeNull();
  });
});
