import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessages } from '@/api/errors';
import { geocodeQuery, roundPoint, type MapPoint } from '@/api/maps';
import { zoneIdQuery, zoneIdsFrom } from '@/api/zones';
import { useSession } from '@/lib/session-context';
import { browserGeolocation, currentPosition } from './geolocation';
import type { ChosenLocation } from './useDeliveryLocation';

export type LocateOutcome =
  | { kind: 'found'; location: ChosenLocation }
  | { kind: 'denied' }
  | { kind: 'unavailable' }
  /** The point is known but no address or zone could be settled: the server's messages. */
  | { kind: 'refused'; point: MapPoint; messages: string[] };

/** The browser's position, then its address and zones, as one step. */
export function useLocateMe() {
  const queryClient = useQueryClient();
  const { session } = useSession();
  const [locating, setLocating] = useState(false);
  const lang = session.language;

  const locate = useCallback(async (): Promise<LocateOutcome> => {
    setLocating(true);
    try {
      const outcome = await currentPosition(browserGeolocation());
      if (outcome.kind !== 'position') return outcome;
      const point = roundPoint(outcome.point);
      try {
        const [address, zone] = await Promise.all([
          queryClient.fetchQuery(geocodeQuery({ lang }, point)),
          queryClient.fetchQuery({ ...zoneIdQuery({ lang }, point), retry: false }),
        ]);
        const zoneIds = zoneIdsFrom(zone);
        if (!address || zoneIds.length === 0) return { kind: 'refused', point, messages: [] };
        return { kind: 'found', location: { ...point, address, zoneIds } };
      } catch (error) {
        return { kind: 'refused', point, messages: errorMessages(error) };
      }
    } finally {
      setLocating(false);
    }
  }, [queryClient, lang]);

  return { locate, locating };
}
