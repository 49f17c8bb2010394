import type { ApiScope } from './http';
import type { Page } from './catalogue-types';

/**
 * Lists come back either bare (`[...]`) or wrapped (`{products: [...], total_size}`,
 * `{stores: [...]}`), depending on the call and the backend version. This reads both.
 */
export function listFrom<T>(data: unknown, ...keys: string[]): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object') {
    for (const key of keys) {
      const value = (data as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value as T[];
    }
  }
  return [];
}

export function pageFrom<T>(data: unknown, ...keys: string[]): Page<T> {
  const items = listFrom<T>(data, ...keys);
  const total = data && typeof data === 'object' && !Array.isArray(data) ? Number((data as { total_size?: unknown }).total_size) : NaN;
  return { items, total: Number.isFinite(total) ? total : items.length };
}

/** The part of a query key every catalogue call shares: language, zones and module. */
export function scopeKey(scope: ApiScope) {
  return { lang: scope.lang, zoneIds: scope.zoneIds, moduleId: scope.moduleId };
}

/** Paging as the contract counts it: `offset` is the page number, from 1. */
export interface Paging {
  limit: number;
  offset: number;
}

export const FIVE_MINUTES = 5 * 60_000;
export const EIGHT_MINUTES = 8 * 60_000;
