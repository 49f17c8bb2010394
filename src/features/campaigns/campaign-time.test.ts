import { campaignEndMs } from './campaign-time';

describe('the end of a campaign', () => {
  it('is its last date at its end time, Dubai time', () => {
    const now = Date.UTC(2026, 10, 1);
    expect(campaignEndMs({ available_date_ends: '2026-12-31', end_time: '22:00:00' }, 'Asia/Dubai', now)).toBe(Date.UTC(2026, 11, 31, 18, 0, 0));
  });

  it('is the end of the day without an end time, and unknown without a date', () => {
    const now = Date.UTC(2026, 10, 1);
    expect(campaignEndMs({ available_date_ends: '2026-12-31', end_time: null }, 'UTC', now)).toBe(Date.UTC(2026, 11, 31, 23, 59, 59));
    expect(Number.isNaN(campaignEndMs({ available_date_ends: null, end_time: null }, 'UTC', now))).toBe(true);
  });
});
