/** A guest's addresses live in this browser only (01-foundations.md section 6). */
import type { AddressInput, SavedAddress } from '@/api/addresses';

const KEY = 'souk-guest-addresses';

export function readGuestAddresses(): SavedAddress[] {
  try {
    const list: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? (list as SavedAddress[]).filter((a) => a && typeof a.id === 'number' && typeof a.address === 'string') : [];
  } catch {
    return [];
  }
}

function write(list: SavedAddress[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // storage unavailable: the address lasts for this page only
  }
}

/** Adds (no id) or replaces (id) a guest address; the zones come from the zone lookup. */
export function saveGuestAddress(input: AddressInput, zoneIds: number[], id?: number): SavedAddress {
  const list = readGuestAddresses();
  const entry: SavedAddress = {
    ...input,
    id: id ?? Math.max(0, ...list.map((a) => a.id)) + 1,
    latitude: String(input.latitude),
    longitude: String(input.longitude),
    zone_ids: zoneIds,
    zone_id: zoneIds[0] ?? null,
  };
  write(id === undefined ? [...list, entry] : list.map((a) => (a.id === id ? entry : a)));
  return entry;
}

export function removeGuestAddress(id: number): void {
  write(readGuestAddresses().filter((a) => a.id !== id));
}
