import { speedSwitches, switchAttributes } from './switches';

describe('the speed switches', () => {
  it('are all on by default, with a tenth of visits reporting their vitals', () => {
    const on = speedSwitches({});
    expect(on).toEqual({ scriptLoading: 'early', vitalsSampleRate: 0.1 });
    expect(switchAttributes(on)).toEqual({ 'data-souk-vitals': '0.1' });
  });

  it('turn each trick off on its own', () => {
    const off = speedSwitches({ SOUK_SCRIPT_LOADING: 'next', VITALS_SAMPLE_RATE: '1' });
    expect(off).toEqual({ scriptLoading: 'next', vitalsSampleRate: 1 });
    expect(switchAttributes(off)).toEqual({ 'data-souk-vitals': '1' });
  });

  it('refuse a value they do not know, saying what they accept', () => {
    expect(() => speedSwitches({ SOUK_SCRIPT_LOADING: 'lazy' })).toThrow(/must be one of early, next \(got/);
    // paint-first (chunks fetched only after the paint) hydrated last everywhere and was removed
    expect(() => speedSwitches({ SOUK_SCRIPT_LOADING: 'paint-first' })).toThrow(/must be one of early, next \(got "paint-first"\)/);
    expect(() => speedSwitches({ VITALS_SAMPLE_RATE: '2' })).toThrow(/from 0 to 1/);
  });
});
