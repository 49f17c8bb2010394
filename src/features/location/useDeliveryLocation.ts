import { useCallback } from 'react';
import { saveLocation, saveZoneIds } from '@/lib/cookies-client';
import type { DeliveryLocation } from '@/lib/session';
import { useSession } from '@/lib/session-context';

/** A delivery point with the zones it falls in. */
export interface ChosenLocation extends DeliveryLocation {
  zoneIds: number[];
}

/**
 * The shopper's delivery location, and the one way to change it: cookies the server reads on
 * the next request, the spec's local keys, and the in-memory session, all in step.
 */
export function useDeliveryLocation() {
  const { session, update } = useSession();
  const setDeliveryLocation = useCallback(
    (chosen: ChosenLocation) => {
      const location: DeliveryLocation = { lat: chosen.lat, lng: chosen.lng, address: chosen.address };
      saveZoneIds(chosen.zoneIds);
      saveLocation(location);
      update({ zoneIds: chosen.zoneIds, location });
    },
    [update],
  );
  return {
    location: session.location,
    zoneIds: session.zoneIds,
    /** A point and its zones are known: catalogue calls can be scoped. */
    hasLocation: Boolean(session.location && session.zoneIds?.length),
    setDeliveryLocation,
  };
}
