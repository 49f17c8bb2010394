import { useSyncExternalStore } from 'react';
import { useSavedAddresses, type SavedAddress } from '@/api/addresses';
import { readGuestAddresses } from '@/features/location';
import { useSession } from '@/lib/session-context';

// a guest's addresses live in this browser: read as an external store (none on the server)
let guestCache: { raw: string; list: SavedAddress[] } = { raw: '[]', list: [] };
/** A guest's addresses, the same list while they have not changed. */
export function guestSnapshot(): SavedAddress[] {
  const list = readGuestAddresses();
  const raw = JSON.stringify(list);
  if (raw !== guestCache.raw) guestCache = { raw, list };
  return guestCache.list;
}
const EMPTY: SavedAddress[] = [];
const noAddresses = () => EMPTY;
function subscribeStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The addresses a shopper may deliver to: a customer's saved ones, a guest's kept in this browser. */
export function useDeliveryAddresses(): SavedAddress[] {
  const { session } = useSession();
  const saved = useSavedAddresses();
  const guestSaved = useSyncExternalStore(subscribeStorage, guestSnapshot, noAddresses);
  return session.signedIn ? (saved.data ?? EMPTY) : guestSaved;
}
