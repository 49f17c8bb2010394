/**
 * The shopper's server cart in the browser: the cached list (from the page's server render),
 * the guest id asked for once, and changes sent one after another with an optimistic count.
 * Answers replace the list only when no later change is still on its way, so a fast run of
 * taps never shows a count going backwards.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { addCartLine, clearCart, removeCartLine, requestGuestId, updateCartLine, type CartLineFull, type CartLineInput } from '@/api/cart';
import { cartListQuery, type CartOwner } from '@/api/customer';
import { toApiError, type ApiErrorEntry } from '@/api/errors';
import { httpFor, type ApiScope } from '@/api/http';
import { useApiScope, useSession } from '@/lib/session-context';
import { saveGuestId } from '@/features/session/cookies-client';

export type CartResult = { ok: true; lines: CartLineFull[] } | { ok: false; error: ApiErrorEntry; status: number };

interface Queue {
  tail: Promise<unknown>;
  pending: number;
  guest?: Promise<string>;
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

/** A fresh id for one tap (the same tap sent twice adds once). */
export function newRequestId(): string {
  const c = typeof crypto !== 'undefined' ? crypto : undefined;
  if (c && 'randomUUID' in c) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

const sameChoice = (line: CartLineFull, input: CartLineInput): boolean =>
  line.item_id === input.item_id &&
  line.model === input.model &&
  JSON.stringify(line.add_on_ids) === JSON.stringify(input.add_on_ids) &&
  JSON.stringify(line.variation.map((v) => v.type ?? v.values?.label ?? [])) === JSON.stringify(input.variation.map((v) => v.type ?? v.values?.label ?? []));

export function useCart() {
  const client = useQueryClient();
  const { session, update } = useSession();
  const scope: ApiScope = useApiScope();
  const owner: CartOwner = useMemo(() => ({ signedIn: session.signedIn, guestId: session.guestId }), [session.signedIn, session.guestId]);
  const enabled = owner.signedIn || Boolean(owner.guestId);
  const { data: lines = [] } = useQuery({ ...cartListQuery(scope, owner), enabled });

  /** The cart's owner, asking for a guest id the first time a guest changes the cart. */
  const ensureOwner = useCallback(async (stale?: string): Promise<CartOwner> => {
    if (owner.signedIn || (owner.guestId && owner.guestId !== stale)) return owner;
    const id = await sharedGuestId(client, stale, async () => {
      const fresh = await requestGuestId(httpFor(client));
      saveGuestId(fresh);
      update({ guestId: fresh });
      return fresh;
    });
    return { signedIn: false, guestId: id };
  }, [client, owner, update]);

  const run = useCallback(
    (optimistic: ((prev: CartLineFull[]) => CartLineFull[]) | null, call: (o: CartOwner) => Promise<CartLineFull[]>): Promise<CartResult> => {
      const shownKey = cartListQuery(scope, owner).queryKey;
      const work = enqueue(client, async (isLast): Promise<CartResult> => {
        let key = shownKey;
        try {
          let o = await ensureOwner();
          key = cartListQuery(scope, o).queryKey;
          let next: CartLineFull[];
          try {
            next = await call(o);
          } catch (error) {
            // a guest id the server no longer knows (its database was reset): ask for a new one, once
            if (o.signedIn || !o.guestId || toApiError(error).errors[0]?.code !== 'guest_id') throw error;
            o = await ensureOwner(o.guestId);
            key = cartListQuery(scope, o).queryKey;
            next = await call(o);
          }
          if (isLast()) client.setQueryData(key, next);
          return { ok: true, lines: next };
        } catch (error) {
          const e = toApiError(error);
          // the change did not happen: show the server's cart again
          if (optimistic) void client.invalidateQueries({ queryKey: key });
          return { ok: false, error: e.errors[0] ?? { code: 'error', message: e.message }, status: e.status };
        }
      });
      if (optimistic) client.setQueryData<CartLineFull[]>(shownKey, (prev) => optimistic(prev ?? []));
      return work;
    },
    [client, ensureOwner, owner, scope],
  );

  const add = useCallback(
    (input: CartLineInput, preview?: Partial<CartLineFull>) =>
      run(
        (prev) => {
          const found = prev.find((l) => sameChoice(l, input));
          if (found) return prev.map((l) => (l === found ? { ...l, quantity: l.quantity + input.quantity } : l));
          return [...prev, { id: -Date.now(), store_id: 0, module_id: 0, price: 0, discounted_price: 0, total_price: 0, add_ons: [], ...preview, ...input, item_id: input.item_id } as CartLineFull];
        },
        (o) => addCartLine(httpFor(client), scope, o, input),
      ),
    [client, run, scope],
  );

  const setQuantity = useCallback(
    (line: CartLineFull, quantity: number) =>
      run(
        (prev) => prev.map((l) => (l.id === line.id ? { ...l, quantity } : l)),
        (o) =>
          updateCartLine(httpFor(client), scope, o, line.id, {
            model: line.model,
            item_id: line.item_id,
            quantity,
            add_on_ids: line.add_on_ids,
            add_on_qtys: line.add_on_qtys,
            variation: line.variation,
          }),
      ),
    [client, run, scope],
  );

  const update_ = useCallback(
    (line: CartLineFull, input: CartLineInput) => run(null, (o) => updateCartLine(httpFor(client), scope, o, line.id, input)),
    [client, run, scope],
  );

  const remove = useCallback(
    (line: CartLineFull) => run((prev) => prev.filter((l) => l.id !== line.id), (o) => removeCartLine(httpFor(client), scope, o, line.id)),
    [client, run, scope],
  );

  const clear = useCallback(
    () =>
      run(
        () => [],
        async (o) => {
          await clearCart(httpFor(client), scope, o);
          return [];
        },
      ),
    [client, run, scope],
  );

  return { lines, owner, signedIn: session.signedIn, add, setQuantity, update: update_, remove, clear };
}
