import { clampZoom, initialZoom, MAX_ZOOM, MIN_ZOOM } from './zoom';

describe('clampZoom', () => {
  it('keeps zoom levels between 1 and 21', () => {
    expect(clampZoom(0)).toBe(MIN_ZOOM);
    expect(clampZoom(-4)).toBe(1);
    expect(clampZoom(22)).toBe(MAX_ZOOM);
    expect(clampZoom(40)).toBe(21);
  });

  it('leaves valid levels alone and rounds fractional ones', () => {
    expect(clampZoom(1)).toBe(1);
    expect(clampZoom(17)).toBe(17);
    expect(clampZoom(21)).toBe(21);
    expect(clampZoom(9.6)).toBe(10);
  });

  it('falls back to the default for a zoom that is not a number', () => {
    expect(clampZoom(Number.NaN)).toBe(17);
    expect(clampZoom(Number.POSITIVE_INFINITY)).toBe(17);
  });
});

describe('initialZoom', () => {
  it('opens at 17 on a point and at 9 when a zone polygon is drawn', () => {
    expect(initialZoom(false)).toBe(17);
    expect(initialZoom(true)).toBe(9);
  });
});
