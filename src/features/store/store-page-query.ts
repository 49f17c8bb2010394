/** The store page's own query: category filter, in-store search and page, read leniently. */
export interface StorePageQuery {
  categoryId: number;
  search: string;
  page: number;
}

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

export function parseStorePageQuery(query: Record<string, string | string[] | undefined>): StorePageQuery {
  const category = Number(first(query.category));
  const page = Number(first(query.page));
  return {
    categoryId: Number.isInteger(category) && category > 0 ? category : 0,
    search: first(query.search).trim().slice(0, 100),
    page: Number.isInteger(page) && page > 0 && page <= 500 ? page : 1,
  };
}

/** The URL of the store page with a different filter, search or page (only what is set). */
export function storePageUrl(base: string, query: StorePageQuery): string {
  const params = new URLSearchParams();
  if (query.categoryId) params.set('category', String(query.categoryId));
  if (query.search) params.set('search', query.search);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/**
 * What a store link may carry besides the page's own query (spec 02, routes: 6amMart's cards and
 * shared links add them): the module's type, the store's zone, the distance the card showed (in
 * metres, as the API gives it) and the point it was measured from (the wishlist and the item panel).
 */
export interface StoreLinkFacts {
  moduleType: string | null;
  zoneId: number | null;
  distanceMetres: number | null;
  point: { lat: number; lng: number } | null;
}

const MODULE_TYPES = ['grocery', 'pharmacy', 'ecommerce', 'food', 'parcel'];

function numberIn(value: string, min: number, max: number): number | null {
  if (!/^-?\d{1,9}(\.\d{1,12})?$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

export function parseStoreLinkFacts(query: Record<string, string | string[] | undefined>): StoreLinkFacts {
  const type = first(query.module_type);
  const zone = numberIn(first(query.store_zone_id), 1, 999_999_999);
  const lat = numberIn(first(query.lat), -90, 90);
  const lng = numberIn(first(query.lng), -180, 180);
  return {
    moduleType: MODULE_TYPES.includes(type) ? type : null,
    zoneId: zone !== null && Number.isInteger(zone) ? zone : null,
    distanceMetres: numberIn(first(query.distance), 0, 40_000_000),
    point: lat !== null && lng !== null && !(lat === 0 && lng === 0) ? { lat, lng } : null,
  };
}

/** The modules to look the store up in first: the link's module, then the link's module type's, then the shopper's. */
export function preferredModules(linkModuleId: number | null, linkType: string | null, shopperModuleId: number | null, modules: { id: number; module_type: string }[]): number[] {
  const ofType = linkType ? modules.filter((m) => m.module_type === linkType).map((m) => m.id) : [];
  return [...new Set([linkModuleId, ...ofType, shopperModuleId].filter((id): id is number => id !== null))];
}

/** The store's distance as the page shows it, in km: from the shopper's point, else the link's point, else the link's distance. */
export function storePageDistanceKm(fromPoint: (point: { lat: number; lng: number } | null) => number | null, own: { lat: number; lng: number } | null, link: StoreLinkFacts): number | null {
  return fromPoint(own) ?? fromPoint(link.point) ?? (link.distanceMetres === null ? null : link.distanceMetres / 1000);
}
