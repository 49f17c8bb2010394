import { ratingLabel, roundToHalf } from './rating';

describe('rating precision', () => {
  it('rounds to the nearest half star', () => {
    expect(roundToHalf(4.2)).toBe(4);
    expect(roundToHalf(4.25)).toBe(4.5);
    expect(roundToHalf(4.74)).toBe(4.5);
    expect(roundToHalf(4.75)).toBe(5);
    expect(roundToHalf(3)).toBe(3);
  });

  it('keeps the value between 0 and 5 and treats nonsense as no rating', () => {
    expect(roundToHalf(7)).toBe(5);
    expect(roundToHalf(-1)).toBe(0);
    expect(roundToHalf(undefined)).toBe(0);
    expect(roundToHalf(Number.NaN)).toBe(0);
  });

  it('labels with one decimal', () => {
    expect(ratingLabel(4.26)).toBe('4.5');
    expect(ratingLabel(null)).toBe('0.0');
  });
});
