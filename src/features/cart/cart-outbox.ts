/**
 * The cart changes this tab has shown but the server has not yet answered, kept in session
 * storage before they are sent. A page that goes away (a reload, a link to another site) before
 * the answer leaves its changes here, and the next page of the tab sends them again: an add
 * carries its request id, which the server applies once; a quantity is set, not stepped; a removed
 * line that is already gone is done. So a change the cart has shown is never lost nor doubled.
 *
 * Kept small and free of imports: the header's cart button reads it on every page.
 */
import type { ApiScope } from '@/api/http';
import type { CartLineInput } from '@/api/cart';

export type CartChange =
  | { kind: 'add'; input: CartLineInput & { request_id: string } }
  | { kind: 'update'; cartId: number; input: CartLineInput }
  | { kind: 'remove'; cartId: number }
  | { kind: 'clear' };

export interface PendingCartChange {
  id: string;
  change: CartChange;
  scope: ApiScope;
  /** Whose cart it was: a signed-in customer's, or a guest's (the id unknown until first asked). */
  signedIn: boolean;
  guestId: string | null;
  at: number;
}

export const CART_OUTBOX_KEY = 'souk_cart_outbox';

/** A change older than this is not sent again (a tab reopened a day later starts afresh). */
export const OUTBOX_MAX_AGE_MS = 24 * 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage refused (some private modes): changes are still sent, just not kept
  }
}

export function pendingCartChanges(now = Date.now()): PendingCartChange[] {
  const raw = storage()?.getItem(CART_OUTBOX_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return (parsed as PendingCartChange[]).filter((p) => p && typeof p.id === 'string' && p.change && now - p.at < OUTBOX_MAX_AGE_MS);
  } catch {
    return [];
  }
}

function write(changes: PendingCartChange[]): void {
  const s = storage();
  if (!s) return;
  try {
    if (changes.length === 0) s.removeItem(CART_OUTBOX_KEY);
    else s.setItem(CART_OUTBOX_KEY, JSON.stringify(changes));
  } catch {
    // quota: the change is still on its way, only not kept for a next page
  }
}

/** Keeps a change (or replaces the kept one with the same id). */
export function keepCartChange(change: PendingCartChange): void {
  write([...pendingCartChanges().filter((p) => p.id !== change.id), change]);
}

/** The server has answered this change (done or refused): it is not sent again. */
export function settleCartChange(id: string): void {
  const all = pendingCartChanges();
  if (all.some((p) => p.id === id)) write(all.filter((p) => p.id !== id));
}

export function hasPendingCartChanges(): boolean {
  return Boolean(storage()?.getItem(CART_OUTBOX_KEY));
}
