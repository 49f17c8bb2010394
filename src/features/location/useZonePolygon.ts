import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { zonesQuery } from '@/api/zones';
import type { MapPoint } from '@/api/maps';
import { useSession } from '@/lib/session-context';
import { zonePolygon } from './zone-polygon';

/** The polygon of a zone from zone/list, once known (null while loading or when it has none). */
export function useZonePolygon(zoneId: number | undefined): MapPoint[] | null {
  const { session } = useSession();
  const zones = useQuery({ ...zonesQuery({ lang: session.language }), meta: { silent: true } });
  return useMemo(() => {
    const zone = zoneId === undefined ? undefined : zones.data?.find((z) => z.id === zoneId);
    return zone ? zonePolygon(zone) : null;
  }, [zones.data, zoneId]);
}
