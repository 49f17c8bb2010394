/**
 * The signed-in shopper's wishlist: one query for the page, hearts read it through context and
 * toggle with an optimistic update; guests are told they are not logged in.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { toast } from '@/components/toast';
import { toggleWishlist, wishlistQuery, type Wishlist } from '@/api/cart';
import { errorMessages } from '@/api/errors';
import { getBrowserHttp } from '@/api/http';
import { useApiScope, useSession } from '@/lib/session-context';

export type WishTarget = { item_id: number } | { store_id: number };

interface WishlistValue {
  signedIn: boolean;
  data: Wishlist | undefined;
  has: (target: WishTarget) => boolean;
  toggle: (target: WishTarget, entry?: unknown) => Promise<void>;
  /** A heart's name for `name`, pressed or not (one translation hook for every heart on the page). */
  label: (on: boolean, name: string) => string;
}

const WishlistContext = createContext<WishlistValue | null>(null);

export function useWishlistQuery() {
  const { session } = useSession();
  const { lang } = useApiScope();
  return useQuery({ ...wishlistQuery(getBrowserHttp, lang), enabled: session.signedIn });
}

function useWishlistValue(): WishlistValue {
  const { t } = useTranslation('cart');
  const { session } = useSession();
  const { lang } = useApiScope();
  const client = useQueryClient();
  const { data } = useWishlistQuery();
  const key = wishlistQuery(getBrowserHttp, lang).queryKey;
  const has = useCallback(
    (target: WishTarget) => ('item_id' in target ? (data?.item ?? []).some((i) => i.id === target.item_id) : (data?.store ?? []).some((s) => s.id === target.store_id)),
    [data],
  );
  const toggle = useCallback(
    async (target: WishTarget, entry?: unknown) => {
      if (!session.signedIn) {
        toast.error(t('You are not logged in'), { id: 'wishlist-login' });
        return;
      }
      const adding = !has(target);
      const before = client.getQueryData<Wishlist>(key);
      client.setQueryData<Wishlist>(key, (prev) => {
        const list = prev ?? { item: [], store: [] };
        if ('item_id' in target) {
          const item = adding ? [...list.item, ...(entry ? [entry as Wishlist['item'][number]] : [])] : list.item.filter((i) => i.id !== target.item_id);
          return { ...list, item };
        }
        const store = adding ? [...list.store, ...(entry ? [entry as Wishlist['store'][number]] : [])] : list.store.filter((s) => s.id !== target.store_id);
        return { ...list, store };
      });
      try {
        const message = await toggleWishlist(getBrowserHttp(), target, adding);
        if (message) toast.success(message, { id: 'wishlist' });
        void client.invalidateQueries({ queryKey: key });
      } catch (error) {
        client.setQueryData(key, before);
        toast.error(errorMessages(error)[0] ?? '', { id: 'wishlist' });
      }
    },
    [client, has, key, session.signedIn, t],
  );
  const label = useCallback((on: boolean, name: string) => (on ? t('Remove {{name}} from wishlist', { name }) : t('Add {{name}} to wishlist', { name })), [t]);
  return useMemo(() => ({ signedIn: session.signedIn, data, has, toggle, label }), [session.signedIn, data, has, toggle, label]);
}

export function WishlistProvider({ children }: { children: ReactNode }) {
  const value = useWishlistValue();
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}

export function useWishlist(): WishlistValue | null {
  return useContext(WishlistContext);
}
