import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlashSale, FlashSaleProduct, Item, Page } from './catalogue-types';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';
import { cardItem, listFrom, scopeKey, type Paging } from './lists';

/** The running flash sale of the module, or null when there is none. */
export async function getFlashSale(http: Http, scope: ApiScope): Promise<FlashSale | null> {
  const { data } = await http.get<unknown>('flash-sales', { params: { limit: 2, offset: 1 }, headers: scopeHeaders(scope) });
  const sale = Array.isArray(data) ? data[0] : data;
  if (!sale || typeof sale !== 'object' || !('id' in sale)) return null;
  const found = sale as FlashSale;
  return { ...found, active_products: (found.active_products ?? []).map((p) => cardProduct(p)) };
}

export const flashSaleQuery = (scope: ApiScope) =>
  queryOptions({
    queryKey: ['flash-sales', scopeKey(scope)] as const,
    queryFn: ({ client }) => getFlashSale(httpFor(client), scope),
    staleTime: 60_000,
  });

export function useFlashSale(scope: ApiScope) {
  return useQuery(flashSaleQuery(scope));
}

function cardProduct(product: FlashSaleProduct): FlashSaleProduct {
  return {
    id: product.id,
    stock: product.stock,
    sold: product.sold,
    ...(product.available_stock !== undefined ? { available_stock: product.available_stock } : {}),
    item: cardItem(product.item),
  };
}

function asProduct(entry: unknown): FlashSaleProduct | null {
  if (!entry || typeof entry !== 'object') return null;
  const row = entry as Partial<FlashSaleProduct> & Partial<Item>;
  // either {stock, sold, item} rows or items carrying their flash-sale stock and sold counts
  if (row.item && typeof row.item === 'object') return row as FlashSaleProduct;
  if (typeof row.name === 'string') {
    return { id: Number(row.id), stock: Number(row.stock ?? 0), sold: Number(row.sold ?? 0), item: row as Item };
  }
  return null;
}

export interface FlashSaleItems extends Page<FlashSaleProduct> {
  /** The sale itself (title, end), when the answer carries it. */
  sale: FlashSale | null;
}

export async function getFlashSaleItems(http: Http, scope: ApiScope, saleId: number, paging: Paging): Promise<FlashSaleItems> {
  const { data } = await http.get<unknown>('flash-sales/items', {
    params: { flash_sale_id: saleId, limit: paging.limit, offset: paging.offset },
    headers: scopeHeaders(scope),
  });
  const rows = listFrom<unknown>(data, 'active_products', 'products', 'items');
  const items = rows.map(asProduct).filter((p): p is FlashSaleProduct => p !== null).map(cardProduct);
  const body = data && typeof data === 'object' ? (data as { total_size?: unknown; flash_sale?: unknown }) : {};
  const total = Number(body.total_size);
  const sale = body.flash_sale && typeof body.flash_sale === 'object' && 'id' in body.flash_sale ? (body.flash_sale as FlashSale) : null;
  return { items, total: Number.isFinite(total) ? total : items.length, sale };
}

export const flashSaleItemsQuery = (scope: ApiScope, saleId: number, paging: Paging) =>
  queryOptions({
    queryKey: ['flash-sales', 'items', scopeKey(scope), { saleId, ...paging }] as const,
    queryFn: ({ client }) => getFlashSaleItems(httpFor(client), scope, saleId, paging),
    staleTime: 60_000,
  });

export function useFlashSaleItems(scope: ApiScope, saleId: number, paging: Paging) {
  return useQuery(flashSaleItemsQuery(scope, saleId, paging));
}

export { flashProgress } from '@/lib/flash-progress';
