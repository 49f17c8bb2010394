import { speedSwitches, switchAttributes } from './switches';

describe('the speed switches', () => {
  it('are all on by default, with a tenth of visits reporting their vitals', () => {
    const on = speedSwitches({});
    expect(on).toEqual({ scriptLoading: 'early', hydrationSlices: true, vitalsSampleRate: 0.1 });
    expect(switchAttributes(on)).toEqual({ 'data-souk-vitals': '0.1' });
  });

  it('turn each trick off on its own', () => {
    const off = speedSwitches({ SOUK_SCRIPT_LOADING: 'next', SOUK_HYDRATION_SLICES: '0', VITALS_SAMPLE_RATE: '1' });
    expect(off).toEqual({ scriptLoading: 'next', hydrationSlices: false, vitalsSampleRate: 1 });
    // the browser draws the same boundaries as the server: it reads the switch from <html>
    expect(switchAttributes(off)).toEqual({ 'data-souk-vitals': '1', 'data-souk-slices': 'off' });
    expect(speedSwitches({ SOUK_HYDRATION_SLICES: 'off' }).hydrationSlices).toBe(false);
    expect(speedSwitches({ SOUK_HYDRATION_SLICES: '1' }).hydrationSlices).toBe(true);
  });

  it('refuse a value they do not know, saying what they accept', () => {
    expect(() => speedSwitches({ SOUK_SCRIPT_LOADING: 'lazy' })).toThrow(/must be one of early, next \(got/);
    // paint-first (chunks fetched only after the paint) hydrated last everywhere and was removed
    expect(() => speedSwitches({ SOUK_SCRIPT_LOADING: 'paint-first' })).toThrow(/must be one of early, next \(got "paint-first"\)/);
    expect(() => speedSwitches({ VITALS_SAMPLE_RATE: '2' })).toThrow(/from 0 to 1/);
    expect(() => speedSwitches({ SOUK_HYDRATION_SLICES: 'maybe' })).toThrow(/SOUK_HYDRATION_SLICES must be 1 or 0 \(got "maybe"\)/);
  });
});
