import { timeLeft, twoDigits } from './countdown';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('campaign countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const end = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(timeLeft(end, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, over: false });
  });

  it('drops a partial second rather than rounding up', () => {
    expect(timeLeft(now + 1999, now)).toMatchObject({ seconds: 1, over: false });
  });

  it('is over at and after the end, and for an unreadable end', () => {
    expect(timeLeft(now, now).over).toBe(true);
    expect(timeLeft(now - 5000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, over: true });
    expect(timeLeft(Number.NaN, now).over).toBe(true);
  });

  it('pads to two digits', () => {
    expect(twoDigits(7)).toBe('07');
    expect(twoDigits(42)).toBe('42');
    expect(twoDigits(-1)).toBe('00');
  });
});
