/** The English keys (results namespace) of what the results page names. */
import type { ModuleType } from '@/api/types';
import { TOTAL_CAP } from '@/contract/paging';
import type { Chip, FilterValue, Sort } from './search-state';

export const FILTER_LABELS: Record<FilterValue, string> = {
  currently_open: 'Currently open',
  top_rated: 'Top rated',
  discounted: 'Discounted',
  popular: 'Popular',
  free_delivery: 'Free delivery',
  coupon: 'Coupon',
  veg: 'Veg',
  non_veg: 'Non-veg',
};

export const SORT_LABELS: Record<Sort, string> = {
  low: 'Price: low to high',
  high: 'Price: high to low',
  default: 'Default',
  fast_delivery: 'Fast delivery',
  nearby: 'Nearby',
};

/** Tabs named by module: Foods, Items, Medicines or Groceries; Restaurants or Stores. */
export function tabLabels(moduleType: ModuleType): { items: string; stores: string } {
  const items = moduleType === 'food' ? 'Foods' : moduleType === 'pharmacy' ? 'Medicines' : moduleType === 'grocery' ? 'Groceries' : 'Items';
  return { items, stores: moduleType === 'food' ? 'Restaurants' : 'Stores' };
}

export function chipLabel(chip: Chip, t: (key: string, values?: Record<string, string | number>) => string): string {
  switch (chip.kind) {
    case 'filter':
      return t(FILTER_LABELS[chip.value]);
    case 'sort':
      return t(SORT_LABELS[chip.value]);
    case 'rating':
      return t('{{count}} stars and above', { count: chip.value });
    case 'price':
      return t('Price {{min}} to {{max}}', { min: chip.value[0], max: chip.value[1] });
  }
}

/** The results line: how many were found, or "1000+" when the count stopped at its cap (contract/paging.ts). */
export function resultsCountLabel(total: number, t: (key: string, values?: Record<string, string | number>) => string): string {
  return total >= TOTAL_CAP ? t('{{count}}+ results', { count: TOTAL_CAP }) : t('{{count}} results', { count: total });
}
