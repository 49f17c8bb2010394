/**
 * Sending cart changes: one after another per page, each kept in the tab's outbox until the server
 * answers it (cart-outbox.ts), sent as a keepalive call, tried again while the network fails, and
 * sent again by the next page when this one went away first. Answers replace the cached list only
 * when no later change is still on its way, so a fast run of taps never shows a count going back.
 */
import type { QueryClient } from '@tanstack/react-query';
import { addCartLine, clearCart, removeCartLine, requestGuestId, updateCartLine, type CartLineFull } from '@/api/cart';
import { cartListQuery } from '@/api/customer';
import type { CartOwner } from '@/api/cart';
import { toApiError, type ApiErrorEntry } from '@/api/errors';
import { httpFor, keepaliveHttpFor, type ApiScope, type Http } from '@/api/http';
import { sessionFromCookies } from '@/lib/session';
import { ownCookies, saveGuestId } from '@/lib/cookies-client';
import { keepCartChange, pendingCartChanges, settleCartChange, type CartChange, type PendingCartChange } from './cart-outbox';

export type CartResult = { ok: true; lines: CartLineFull[] } | { ok: false; error: ApiErrorEntry; status: number };

/** Who the page's shopper is now, and how to remember a guest id once it is issued. */
export interface CartSyncContext {
  client: QueryClient;
  scope: ApiScope;
  owner: CartOwner;
  setGuestId: (guestId: string) => void;
}

interface Queue {
  tail: Promise<unknown>;
  pending: number;
  guest?: Promise<string>;
  replayed?: boolean;
}
const queues = new WeakMap<QueryClient, Queue>();

function queueOf(client: QueryClient): Queue {
  let q = queues.get(client);
  if (!q) {
    q = { tail: Promise.resolve(), pending: 0 };
    queues.set(client, q);
  }
  return q;
}

/** Runs cart changes one after another; `isLast` says no later change is waiting. */
function enqueue<T>(client: QueryClient, work: (isLast: () => boolean) => Promise<T>): Promise<T> {
  const q = queueOf(client);
  q.pending += 1;
  const run = q.tail.then(() => work(() => q.pending === 1)).finally(() => {
    q.pending -= 1;
  });
  q.tail = run.catch(() => undefined);
  return run;
}

/** One guest id request for every change waiting for it. */
async function sharedGuestId(client: QueryClient, stale: string | undefined, request: () => Promise<string>): Promise<string> {
  const q = queueOf(client);
  if (stale !== undefined && q.guest && (await q.guest.catch(() => stale)) === stale) q.guest = undefined;
  q.guest ??= request();
  try {
    return await q.guest;
  } catch (error) {
    q.guest = undefined;
    throw error;
  }
}

/** The cart's owner, asking for a guest id the first time a guest changes the cart. */
async function ensureOwner(ctx: CartSyncContext, stale?: string): Promise<CartOwner> {
  const { owner, client } = ctx;
  if (owner.signedIn || (owner.guestId && owner.guestId !== stale)) return owner;
  const id = await sharedGuestId(client, stale, async () => {
    const fresh = await requestGuestId(httpFor(client));
    saveGuestId(fresh);
    ctx.setGuestId(fresh);
    return fresh;
  });
  return { signedIn: false, guestId: id };
}

async function send(http: Http, scope: ApiScope, owner: CartOwner, change: CartChange): Promise<CartLineFull[]> {
  switch (change.kind) {
    case 'add':
      return addCartLine(http, scope, owner, change.input);
    case 'update':
      return updateCartLine(http, scope, owner, change.cartId, change.input);
    case 'remove':
      return removeCartLine(http, scope, owner, change.cartId);
    case 'clear':
      await clearCart(http, scope, owner);
      return [];
  }
}

/** Waits before trying a change again after the network failed; the page may be gone by then. */
export const RETRY_DELAYS_MS = [1000, 3000];

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends a change, again after each network failure (the same change applies once on the server). */
async function sendSurely(http: Http, scope: ApiScope, owner: CartOwner, change: CartChange): Promise<CartLineFull[]> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send(http, scope, owner, change);
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (toApiError(error).status !== 0 || delay === undefined) throw error;
      await wait(delay);
    }
  }
}

/** The list as the server has it, shown unless a later change is on its way. */
async function show(client: QueryClient, key: readonly unknown[], lines: CartLineFull[], isLast: () => boolean): Promise<void> {
  if (!isLast()) return;
  // a list read that started before this change was applied must not land after it
  await client.cancelQueries({ queryKey: key, exact: true });
  client.setQueryData(key, lines);
}

async function deliver(ctx: CartSyncContext, pending: PendingCartChange, isLast: () => boolean): Promise<CartResult> {
  const { client } = ctx;
  const http = keepaliveHttpFor(client);
  let key: readonly unknown[] = cartListQuery(pending.scope, ctx.owner).queryKey;
  let owner: CartOwner | null = null;
  try {
    owner = await ensureOwner(ctx);
    if (!owner.signedIn && pending.guestId !== owner.guestId) keepCartChange({ ...pending, guestId: owner.guestId ?? null });
    key = cartListQuery(pending.scope, owner).queryKey;
    let next: CartLineFull[];
    try {
      next = await sendSurely(http, pending.scope, owner, pending.change);
    } catch (error) {
      const e = toApiError(error);
      const code = e.errors[0]?.code;
      if (pending.change.kind === 'remove' && e.status === 404 && code === 'cart_id') {
        // already gone (this change reached the server before its page went away): done
        settleCartChange(pending.id);
        await client.invalidateQueries({ queryKey: key, exact: true });
        return { ok: true, lines: client.getQueryData<CartLineFull[]>(key) ?? [] };
      }
      // a guest id the server no longer knows (its database was reset): ask for a new one, once
      if (owner.signedIn || !owner.guestId || code !== 'guest_id') throw error;
      owner = await ensureOwner(ctx, owner.guestId);
      keepCartChange({ ...pending, guestId: owner.guestId ?? null });
      key = cartListQuery(pending.scope, owner).queryKey;
      next = await sendSurely(http, pending.scope, owner, pending.change);
    }
    settleCartChange(pending.id);
    await show(client, key, next, isLast);
    return { ok: true, lines: next };
  } catch (error) {
    const e = toApiError(error);
    // answered (refused), or the network failed every try while the page stayed: not sent again
    settleCartChange(pending.id);
    // the change did not happen: show the server's cart again
    void client.invalidateQueries({ queryKey: key });
    return { ok: false, error: e.errors[0] ?? { code: 'error', message: e.message }, status: e.status };
  }
}

/** A fresh id for one change (the same change sent twice applies once). */
export function newRequestId(): string {
  const c = typeof crypto !== 'undefined' ? crypto : undefined;
  if (c && 'randomUUID' in c) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Keeps the change in the tab's outbox, shows it at once when asked, and sends it in turn. */
export function applyCartChange(ctx: CartSyncContext, change: CartChange, optimistic: ((prev: CartLineFull[]) => CartLineFull[]) | null): Promise<CartResult> {
  const pending: PendingCartChange = {
    id: change.kind === 'add' ? change.input.request_id : newRequestId(),
    change,
    scope: ctx.scope,
    signedIn: ctx.owner.signedIn,
    guestId: ctx.owner.signedIn ? null : (ctx.owner.guestId ?? null),
    at: Date.now(),
  };
  keepCartChange(pending);
  const work = enqueue(ctx.client, (isLast) => deliver(ctx, pending, isLast));
  if (optimistic) ctx.client.setQueryData<CartLineFull[]>(cartListQuery(ctx.scope, ctx.owner).queryKey, (prev) => optimistic(prev ?? []));
  return work;
}

/** A kept change belongs to this shopper: the same sign-in, and for a guest the same (or no) id. */
function sameOwner(pending: PendingCartChange, owner: CartOwner): boolean {
  if (pending.signedIn !== owner.signedIn) return false;
  return owner.signedIn || pending.guestId === null || !owner.guestId || pending.guestId === owner.guestId;
}

/**
 * Sends again, once per page, the changes an earlier page of this tab kept but did not see
 * answered. Another shopper's changes (signed out since, another guest) are dropped.
 */
export async function replayCartChanges(ctx: CartSyncContext): Promise<number> {
  const q = queueOf(ctx.client);
  if (q.replayed) return 0;
  q.replayed = true;
  const kept = pendingCartChanges();
  const mine = kept.filter((p) => sameOwner(p, ctx.owner));
  for (const p of kept) if (!mine.includes(p)) settleCartChange(p.id);
  const shownKey = cartListQuery(ctx.scope, ctx.owner).queryKey;
  const results = await Promise.all(mine.map((p) => enqueue(ctx.client, (isLast) => deliver(ctx, p, isLast))));
  // a change kept under another module or language answered into that list: read this page's again
  if (mine.some((p) => JSON.stringify(p.scope) !== JSON.stringify(ctx.scope))) await ctx.client.invalidateQueries({ queryKey: shownKey });
  return results.filter((r) => r.ok).length;
}

/** The replay at a page's start, for the shopper this browser's cookies name (the page may be shared). */
export function replayKeptCartChanges(client: QueryClient, scope: ApiScope, setGuestId: (guestId: string) => void): Promise<number> {
  const session = sessionFromCookies(ownCookies());
  return replayCartChanges({ client, scope, owner: { signedIn: session.signedIn, guestId: session.guestId }, setGuestId });
}
