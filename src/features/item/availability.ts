import type { Item } from '@/api/catalogue-types';
import { formatClock, withinWindow } from '@/lib/time';

/**
 * Whether an item can be ordered now. Food has an availability window: outside it, an item
 * that takes scheduled orders can still be ordered for later; one that does not is
 * 'Not Available now'. Other modules count stock.
 */
export type Availability =
  | { state: 'available' }
  | { state: 'later'; from: string; to: string }
  | { state: 'unavailable'; from: string; to: string }
  | { state: 'out-of-stock' };

function on(flag: Item['schedule_order']): boolean {
  return flag === true || Number(flag) === 1;
}

export function itemAvailability(item: Item, moduleType: string | null | undefined, nowMinutes: number): Availability {
  if (moduleType === 'food') {
    if (withinWindow(item.available_time_starts, item.available_time_ends, nowMinutes)) return { state: 'available' };
    const window = { from: formatClock(item.available_time_starts), to: formatClock(item.available_time_ends) };
    return on(item.schedule_order) ? { state: 'later', ...window } : { state: 'unavailable', ...window };
  }
  const stock = item.stock;
  if (stock !== null && stock !== undefined && Number(stock) <= 0) return { state: 'out-of-stock' };
  return { state: 'available' };
}

/** Names of a list that the API may send as an array or a comma-separated string. */
export function namesOf(value: string[] | string | null | undefined): string[] {
  if (!value) return [];
  const list = Array.isArray(value) ? value : value.split(',');
  return list.map((v) => String(v).trim()).filter(Boolean);
}

export function tagsOf(item: Pick<Item, 'tags'>): string[] {
  return (item.tags ?? []).map((t) => (typeof t === 'string' ? t : t.tag)).filter(Boolean);
}
