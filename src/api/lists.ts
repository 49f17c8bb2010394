import type { ApiScope } from './http';
import type { Item, Page, Store } from './catalogue-types';

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

/**
 * A browser cache time (gcTime) the spec sets for a call. On the server a request's data lives
 * as long as the request (no collection timer holding it after the answer went out).
 */
export const cacheTime = (ms: number): number => (typeof window === 'undefined' ? Infinity : ms);

/** The named fields that hold something (a card reads a missing field and a null one alike). */
function pick<T extends object>(source: T, keys: readonly (keyof T)[]): Partial<T> {
  const out: Partial<T> = {};
  for (const key of keys) if (source[key] !== undefined && source[key] !== null) out[key] = source[key];
  return out;
}

/** No number at all, or zero (a discount of nothing). */
const nothing = (value: unknown): boolean => !Number(value);

// what cards, their cart control and their wishlist heart read (a list's own stock and sold
// counts travel beside the item, see flash-sales.ts; its zone, module and store slug are
// the item page's, which asks for the whole item)
const ITEM_CARD_KEYS = [
  'id', 'slug', 'name', 'image_full_url', 'price', 'discount', 'discount_type', 'store_discount', 'store_id', 'store_name',
  'unit_type', 'avg_rating', 'rating_count', 'created_at', 'isCampaignItem',
  'module_type', 'stock', 'maximum_cart_quantity',
] as const satisfies readonly (keyof Item)[];

/**
 * What a card in a list shows of an item. Lists are carried into the page's HTML for
 * hydration, so they keep only these fields (detail pages fetch the whole item).
 */
export function cardItem(item: Item): Item {
  const card = pick(item, ITEM_CARD_KEYS) as Item;
  // a discount of nothing says nothing: its type goes with it
  if (nothing(card.discount)) delete card.discount_type;
  if (nothing(card.store_discount)) delete card.store_discount;
  return {
    ...card,
    ...(item.variations?.length ? { variations: item.variations.map((v) => ({ type: v.type, price: v.price })) } : {}),
    ...(item.category_ids?.length
      ? { category_ids: item.category_ids.map((c) => ({ id: c.id, name: c.name, ...(c.slug ? { slug: c.slug } : {}) })) }
      : {}),
  };
}

const STORE_CARD_KEYS = [
  'id', 'slug', 'name', 'address', 'logo_full_url', 'cover_photo_full_url', 'avg_rating', 'rating_count', 'distance',
  'delivery_time', 'free_delivery', 'active', 'open', 'delivery', 'take_away', 'created_at', 'latitude', 'longitude',
] as const satisfies readonly (keyof Store)[];

/** What a store card shows (with up to three item thumbnails for 'Visit Again'), and where the store is (the browser works out its distance from the shopper's own point). */
export function cardStore(store: Store): Store {
  const discount = store.discount && !nothing(store.discount.discount) ? store.discount : null;
  return {
    ...(pick(store, STORE_CARD_KEYS) as Store),
    // the card's badge: how much and how (the terms are the store page's and the cart's, from the store's details)
    ...(discount ? { discount: { discount: discount.discount, discount_type: discount.discount_type } as Store['discount'] } : {}),
    ...(store.items?.length ? { items: store.items.slice(0, 3).map((i) => ({ id: i.id, name: i.name, price: i.price, store_id: i.store_id, image_full_url: i.image_full_url })) } : {}),
  };
}

export function cardItems(page: Page<Item>): Page<Item> {
  return { ...page, items: page.items.map(cardItem) };
}

export function cardStores(page: Page<Store>): Page<Store> {
  return { ...page, items: page.items.map(cardStore) };
}
