/** Time left until a campaign or sale ends, in whole days, hours, minutes and seconds. */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the end has passed: the page shows 'This campaign is over'. */
  over: boolean;
}

export function timeLeft(endMs: number, nowMs: number): TimeLeft {
  const total = Math.floor((endMs - nowMs) / 1000);
  if (!Number.isFinite(total) || total <= 0) return { days: 0, hours: 0, minutes: 0, seconds: 0, over: true };
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    over: false,
  };
}

/** Two digits: 7 shows as 07. */
export function twoDigits(n: number): string {
  return String(Math.max(0, Math.floor(n))).padStart(2, '0');
}
