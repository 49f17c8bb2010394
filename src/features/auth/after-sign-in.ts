import type { QueryClient } from '@tanstack/react-query';
import { zoneIdQuery, zonesQuery } from '@/api/zones';

/** The first key part of each zone query (`zonesQuery`, `zoneIdQuery`). */
const ZONE_KEYS = [zonesQuery({ lang: 'en' }).queryKey[0], zoneIdQuery({ lang: 'en' }, { lat: 0, lng: 0 }).queryKey[0]];

/**
 * What a completed sign-in refetches (spec 01, login completion): the profile and cart (every
 * `customer` query) and, when a zone is stored, the zone data.
 */
export function refreshAfterSignIn(client: QueryClient, zoneStored: boolean): Promise<unknown> {
  const keys: string[] = ['customer', ...(zoneStored ? ZONE_KEYS : [])];
  return Promise.all(keys.map((key) => client.invalidateQueries({ queryKey: [key] })));
}
