/**
 * The cart and wishlist calls (03-api-contract: customer/cart/*, customer/wish-list*). The server
 * is the source of truth: every change answers the whole cart, which replaces the cached list.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CartLineEntity } from '@/contract/entities';
import type { Item, Store } from './catalogue-types';
import { scopeHeaders, type ApiScope, type Http } from './http';

export interface CartVariationChoice {
  type?: string;
  price?: number;
  name?: string;
  values?: { label: string[] };
}

export type CartAddOn = CartLineEntity['add_ons'][number];

/**
 * A server cart line (customer/cart/list): the fields the contract checks (contract/entities.ts
 * `cartLine`), the chosen variation's shape, the add-ons' quantities and the item in full. Not
 * `is_guest`, which nothing reads and a Buy Now line (buy-now.ts, never in a cart) cannot say.
 */
export interface CartLineFull extends Omit<CartLineEntity, 'item' | 'is_guest'> {
  variation: CartVariationChoice[];
  add_on_qtys: number[];
  item: Item;
}

/** What an add or update sends (the contract's body); price is informative only, the server prices. */
export interface CartLineInput {
  model: 'Item' | 'ItemCampaign';
  item_id: number;
  quantity: number;
  price?: number;
  add_on_ids: number[];
  add_on_qtys: number[];
  variation: CartVariationChoice[];
  request_id?: string;
}

/** Whose cart: a signed-in shopper's (the token) or a guest's (guest_id). */
export interface CartOwner {
  signedIn: boolean;
  guestId: string | null;
}

function ownerParams(owner: CartOwner): Record<string, string> | undefined {
  return owner.signedIn || !owner.guestId ? undefined : { guest_id: owner.guestId };
}

function ownerBody(owner: CartOwner): Record<string, string> {
  return owner.signedIn || !owner.guestId ? {} : { guest_id: owner.guestId };
}

/**
 * Lines as this storefront reads them. A line's `price` is what the client that added it sent (6amMart
 * keeps that); where the server also states its own unit price (`unit_price`), that is the price.
 */
export function cartLines(data: unknown): CartLineFull[] {
  if (!Array.isArray(data)) return [];
  return (data as (CartLineFull & { unit_price?: unknown })[]).map(({ unit_price: unit, ...line }) => (typeof unit === 'number' ? { ...line, price: unit } : line));
}

const lines = cartLines;

export async function addCartLine(http: Http, scope: ApiScope, owner: CartOwner, input: CartLineInput): Promise<CartLineFull[]> {
  const { data } = await http.post('customer/cart/add', { ...input, ...ownerBody(owner) }, { headers: scopeHeaders(scope) });
  return lines(data);
}

export async function updateCartLine(http: Http, scope: ApiScope, owner: CartOwner, cartId: number, input: CartLineInput): Promise<CartLineFull[]> {
  const { data } = await http.post('customer/cart/update', { ...input, cart_id: cartId, ...ownerBody(owner) }, { headers: scopeHeaders(scope) });
  return lines(data);
}

export async function removeCartLine(http: Http, scope: ApiScope, owner: CartOwner, cartId: number): Promise<CartLineFull[]> {
  const { data } = await http.delete('customer/cart/remove-item', { params: { cart_id: cartId, ...ownerParams(owner) }, headers: scopeHeaders(scope) });
  return lines(data);
}

export async function clearCart(http: Http, scope: ApiScope, owner: CartOwner): Promise<void> {
  await http.delete('customer/cart/remove', { params: ownerParams(owner), headers: scopeHeaders(scope) });
}

/** POST auth/guest/request: a guest id, asked for once and kept in the first-party cookie. */
export async function requestGuestId(http: Http): Promise<string> {
  const { data } = await http.post<{ guest_id: number | string }>('auth/guest/request', {});
  return String(data.guest_id);
}

export interface Wishlist {
  item: Item[];
  store: Store[];
}

export const wishlistQuery = (http: () => Http, lang: ApiScope['lang']) =>
  queryOptions({
    queryKey: ['customer', 'wishlist', { lang }] as const,
    queryFn: async (): Promise<Wishlist> => {
      const { data } = await http().get<Wishlist>('customer/wish-list', { headers: scopeHeaders({ lang }) });
      return { item: data?.item ?? [], store: data?.store ?? [] };
    },
    meta: { silent: true },
  });

export async function toggleWishlist(http: Http, target: { item_id: number } | { store_id: number }, add: boolean): Promise<string> {
  const { data } = add
    ? await http.post<{ message?: string }>('customer/wish-list/add', {}, { params: target })
    : await http.delete<{ message?: string }>('customer/wish-list/remove', { params: target });
  return data?.message ?? '';
}
