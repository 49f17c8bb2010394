/**
 * The shopper's server cart in the browser: the cached list (from the page's server render) and
 * changes shown at once and sent in turn (cart-sync.ts), kept in the tab until the server answers.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { CartLineFull, CartLineInput } from '@/api/cart';
import { addOnsOf, cartLineKey } from '@/contract/cart-line';
import { cartListQuery } from '@/api/customer';
import type { CartOwner } from '@/api/cart';
import type { ApiScope } from '@/api/http';
import { useApiScope, useSession } from '@/lib/session-context';
import { applyCartChange, newRequestId, type CartResult, type CartSyncContext } from './cart-sync';

export { newRequestId, type CartResult };

/** The server's key of a line (src/contract/cart-line.ts): an add of the same choice adds to that line. */
const keyOf = (line: Pick<CartLineInput, 'model' | 'item_id' | 'variation' | 'add_on_ids' | 'add_on_qtys'>): string =>
  cartLineKey(line.model, line.item_id, line.variation, addOnsOf(line.add_on_ids, line.add_on_qtys));
const sameChoice = (line: CartLineFull, input: CartLineInput): boolean => keyOf(line) === keyOf(input);

export function useCart() {
  const client = useQueryClient();
  const { session, update } = useSession();
  const scope: ApiScope = useApiScope();
  const owner: CartOwner = useMemo(() => ({ signedIn: session.signedIn, guestId: session.guestId }), [session.signedIn, session.guestId]);
  const enabled = owner.signedIn || Boolean(owner.guestId);
  const { data: lines = [] } = useQuery({ ...cartListQuery(scope, owner), enabled });

  const ctx: CartSyncContext = useMemo(() => ({ client, scope, owner, setGuestId: (guestId: string) => update({ guestId }) }), [client, scope, owner, update]);

  const add = useCallback(
    (line: CartLineInput, preview?: Partial<CartLineFull>) => {
      const input = { ...line, request_id: line.request_id || newRequestId() };
      return applyCartChange(ctx, { kind: 'add', input }, (prev) => {
        const found = prev.find((l) => sameChoice(l, input));
        if (found) return prev.map((l) => (l === found ? { ...l, quantity: l.quantity + input.quantity } : l));
        return [...prev, { id: -Date.now(), store_id: 0, module_id: 0, price: 0, discounted_price: 0, total_price: 0, add_ons: [], ...preview, ...input, item_id: input.item_id } as CartLineFull];
      });
    },
    [ctx],
  );

  const setQuantity = useCallback(
    (line: CartLineFull, quantity: number) =>
      applyCartChange(
        ctx,
        {
          kind: 'update',
          cartId: line.id,
          input: { model: line.model, item_id: line.item_id, quantity, add_on_ids: line.add_on_ids, add_on_qtys: line.add_on_qtys, variation: line.variation },
        },
        (prev) => prev.map((l) => (l.id === line.id ? { ...l, quantity } : l)),
      ),
    [ctx],
  );

  const update_ = useCallback((line: CartLineFull, input: CartLineInput) => applyCartChange(ctx, { kind: 'update', cartId: line.id, input }, null), [ctx]);

  const remove = useCallback((line: CartLineFull) => applyCartChange(ctx, { kind: 'remove', cartId: line.id }, (prev) => prev.filter((l) => l.id !== line.id)), [ctx]);

  const clear = useCallback(() => applyCartChange(ctx, { kind: 'clear' }, () => []), [ctx]);

  return { lines, owner, signedIn: session.signedIn, add, setQuantity, update: update_, remove, clear };
}
