/**
 * A store's delivery time as the API writes it ("30-40 min", "1-2 hours", "2-3 days", 6amMart's
 * `min-max unit`), said in the shopper's language; a text of another shape is shown as it is.
 */
type Say = (key: string, values?: Record<string, string | number>) => string;

const RANGE = /^\s*(\d+)\s*-\s*(\d+)\s*([a-z]+)\.?\s*$/i;
const UNIT_KEYS: Record<string, string> = {
  min: '{{from}}-{{to}} min',
  mins: '{{from}}-{{to}} min',
  minute: '{{from}}-{{to}} min',
  minutes: '{{from}}-{{to}} min',
  hour: '{{from}}-{{to}} hours',
  hours: '{{from}}-{{to}} hours',
  day: '{{from}}-{{to}} days',
  days: '{{from}}-{{to}} days',
};

export function deliveryTimeText(raw: string, t: Say): string {
  const range = RANGE.exec(raw);
  const key = range?.[3] ? UNIT_KEYS[range[3].toLowerCase()] : undefined;
  if (!range || !key) return raw;
  return t(key, { from: Number(range[1]), to: Number(range[2]) });
}
