import type { SavedAddress } from '@/api/addresses';
import type { ChosenLocation } from './useDeliveryLocation';

function ids(value: unknown): number[] {
  const list: unknown = typeof value === 'string' ? safeParse(value) : value;
  return Array.isArray(list) ? list.map(Number).filter((n) => Number.isInteger(n) && n > 0) : [];
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * A saved address as a delivery location: its zone_ids (a list or a JSON string), else its
 * zone_id. Null when it has no usable point or zone.
 */
export function locationOfAddress(address: SavedAddress): ChosenLocation | null {
  const lat = Number(address.latitude);
  const lng = Number(address.longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const zoneIds = ids(address.zone_ids);
  if (zoneIds.length === 0 && address.zone_id && Number.isInteger(address.zone_id)) zoneIds.push(address.zone_id);
  if (zoneIds.length === 0) return null;
  return { lat, lng, address: address.address, zoneIds };
}
