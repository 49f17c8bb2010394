import type { Campaign } from '@/api/catalogue-types';
import { parseMarketTime, zoneOffsetMinutes } from '@/lib/time';

/** When a campaign ends: its last date and end time, in the marketplace's time zone. */
export function campaignEndMs(campaign: Pick<Campaign, 'available_date_ends' | 'end_time'> & { end_date?: string | null }, timeZone: string, nowMs: number): number {
  const date = campaign.available_date_ends ?? campaign.end_date ?? null;
  const time = campaign.end_time ?? undefined;
  return parseMarketTime(date, time, zoneOffsetMinutes(timeZone, nowMs));
}
