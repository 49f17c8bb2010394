import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/lib/session-context';

/** How long after hydration a guest without an id asks for one: past the page's own first work. */
export const GUEST_ID_AFTER_MS = 2000;

/**
 * Spec 02 (header, session): a guest with no guest_id stored gets one, fetched and stored. The
 * frame asks once the page has settled (the code that asks, with the cart's, loads then), so a
 * shopper's first cart change or parcel booking finds it there; the cookies decide, since a page
 * shared among shoppers learns its shopper's own ones only after hydration.
 */
export function useGuestIdKept(): void {
  const client = useQueryClient();
  const { session, update } = useSession();
  useEffect(() => {
    if (session.signedIn || session.guestId) return;
    const timer = window.setTimeout(() => {
      void import('./cart-sync')
        .then(({ keepGuestId }) => keepGuestId(client, (guestId) => update({ guestId })))
        .catch(() => undefined);
    }, GUEST_ID_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [client, session.signedIn, session.guestId, update]);
}
