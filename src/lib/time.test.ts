import { clockMinutes, formatClock, minutesAt, parseMarketTime, withinWindow, zoneOffsetMinutes, marketTimeZone } from './time';

describe('clock times', () => {
  it('reads HH:mm and HH:mm:ss and rejects anything else', () => {
    expect(clockMinutes('09:30')).toBe(570);
    expect(clockMinutes('23:59:59')).toBe(1439);
    expect(clockMinutes('9:5')).toBeNull();
    expect(clockMinutes('25:00')).toBeNull();
    expect(clockMinutes(undefined)).toBeNull();
  });

  it('shows hh:mm am/pm', () => {
    expect(formatClock('14:05:00')).toBe('02:05 pm');
    expect(formatClock('00:00')).toBe('12:00 am');
    expect(formatClock('12:30')).toBe('12:30 pm');
    expect(formatClock('nonsense')).toBe('');
  });

  it('knows whether now is inside an availability window, across midnight too', () => {
    expect(withinWindow('10:00', '22:00', 12 * 60)).toBe(true);
    expect(withinWindow('10:00', '22:00', 23 * 60)).toBe(false);
    expect(withinWindow('18:00', '02:00', 60)).toBe(true);
    expect(withinWindow('18:00', '02:00', 12 * 60)).toBe(false);
    expect(withinWindow(undefined, '02:00', 12 * 60)).toBe(true);
  });

  it('reads the wall clock at a fixed offset', () => {
    expect(minutesAt(Date.UTC(2026, 0, 1, 20, 30), 240)).toBe(30);
  });
});

describe('market dates', () => {
  it('reads a date and a separate time at the marketplace offset', () => {
    expect(parseMarketTime('2026-12-31', '20:00:00', 240)).toBe(Date.UTC(2026, 11, 31, 16, 0, 0));
    expect(parseMarketTime('2026-12-31 20:00:00', undefined, 0)).toBe(Date.UTC(2026, 11, 31, 20, 0, 0));
  });

  it('takes a bare end date as the end of that day', () => {
    expect(parseMarketTime('2026-12-31', undefined, 0)).toBe(Date.UTC(2026, 11, 31, 23, 59, 59));
  });

  it('respects a zone written in the value and refuses garbage', () => {
    expect(parseMarketTime('2026-12-31T20:00:00Z', undefined, 240)).toBe(Date.UTC(2026, 11, 31, 20, 0, 0));
    expect(parseMarketTime('2026-12-31T20:00:00+04:00')).toBe(Date.UTC(2026, 11, 31, 16, 0, 0));
    expect(Number.isNaN(parseMarketTime('soon'))).toBe(true);
    expect(Number.isNaN(parseMarketTime(null))).toBe(true);
  });
});

describe('time zones', () => {
  it('knows Dubai is four hours ahead and copes with unknown zones', () => {
    expect(zoneOffsetMinutes('Asia/Dubai', Date.UTC(2026, 5, 1))).toBe(240);
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 0, 15))).toBe(-300);
    expect(zoneOffsetMinutes('UTC', Date.UTC(2026, 0, 15))).toBe(0);
    expect(zoneOffsetMinutes('Not/AZone', Date.UTC(2026, 0, 15))).toBe(0);
    expect(zoneOffsetMinutes(undefined, 0)).toBe(0);
  });
});

describe('the marketplace time zone', () => {
  it('is the config zone when named, else Dubai', () => {
    expect(marketTimeZone({ timezone: 'Asia/Riyadh' })).toBe('Asia/Riyadh');
    expect(marketTimeZone({ timezone: '' })).toBe('Asia/Dubai');
    expect(marketTimeZone({})).toBe('Asia/Dubai');
    expect(marketTimeZone(null)).toBe('Asia/Dubai');
  });
});
