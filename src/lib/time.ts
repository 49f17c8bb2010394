/** Clock times ('HH:mm' or 'HH:mm:ss') and the marketplace's calendar dates. */

/** Minutes since midnight, or null when the value is not a clock time. */
export function clockMinutes(value: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec((value ?? '').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** The spec's hh:mm am/pm, e.g. '14:05:00' → '02:05 pm'. */
export function formatClock(value: string | null | undefined): string {
  const total = clockMinutes(value);
  if (total === null) return '';
  const hours = Math.floor(total / 60) % 24;
  const minutes = total % 60;
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** Whether a time of day falls in a window; a window ending past midnight wraps around. */
export function withinWindow(start: string | null | undefined, end: string | null | undefined, nowMinutes: number): boolean {
  const from = clockMinutes(start);
  const to = clockMinutes(end);
  if (from === null || to === null) return true;
  if (from <= to) return nowMinutes >= from && nowMinutes <= to;
  return nowMinutes >= from || nowMinutes <= to;
}

/** The wall-clock minutes of the day at a fixed UTC offset (Dubai is +240, no daylight saving). */
export function minutesAt(nowMs: number, offsetMinutes: number): number {
  const shifted = new Date(nowMs + offsetMinutes * 60_000);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/**
 * A moment from the API's date ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss' or full ISO) and an optional
 * separate time. Values without a zone are the marketplace's local time at `offsetMinutes`.
 * NaN when unreadable.
 */
export function parseMarketTime(date: string | null | undefined, time?: string | null, offsetMinutes = 0): number {
  const raw = (date ?? '').trim();
  if (!raw) return Number.NaN;
  if (/[zZ]$|[+-]\d{2}:?\d{2}$/.test(raw) && raw.includes('T')) return Date.parse(raw);
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(raw);
  if (!match) return Number.NaN;
  const [, y, m, d, hh, mm, ss] = match;
  let minutes = hh !== undefined ? Number(hh) * 60 + Number(mm) : 0;
  let seconds = ss !== undefined ? Number(ss) : 0;
  const separate = time ? /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim()) : null;
  if (separate) {
    minutes = Number(separate[1]) * 60 + Number(separate[2]);
    seconds = separate[3] !== undefined ? Number(separate[3]) : 0;
  } else if (hh === undefined && time === undefined) {
    // a bare end date means the whole of that day
    minutes = 23 * 60 + 59;
    seconds = 59;
  }
  return Date.UTC(Number(y), Number(m) - 1, Number(d), 0, minutes - offsetMinutes, seconds);
}

/** The UTC offset in minutes of an IANA time zone at a moment (0 when the zone is unknown). */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

export function zoneOffsetMinutes(timeZone: string | null | undefined, atMs: number): number {
  if (!timeZone) return 0;
  try {
    let format = offsetFormats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
      offsetFormats.set(timeZone, format);
    }
    const parts = format.formatToParts(new Date(atMs));
    const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    if (!match) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3]);
    return match[1] === '-' ? -minutes : minutes;
  } catch {
    return 0;
  }
}

/** The seed marketplace's zone, used when the config does not name one (the embedded API keeps Dubai time). */
export const MARKET_TIME_ZONE = 'Asia/Dubai';

/** The marketplace's time zone: the config's `timezone` when it names one (6amMart sends it). */
export function marketTimeZone(config: object | null | undefined): string {
  const zone = config && 'timezone' in config ? (config as { timezone?: unknown }).timezone : undefined;
  return typeof zone === 'string' && zone ? zone : MARKET_TIME_ZONE;
}
