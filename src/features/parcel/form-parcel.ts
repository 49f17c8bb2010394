/**
 * The parcel's price, worked out on the storefront's server from the contract's answers (so it
 * works against any 6amMart-compatible backend): the zones of both points (config/get-zone-id),
 * the road distance (config/distance-api), the category's charges (parcel-category), the vehicle
 * (get-vehicles or vehicle/extra_charge), the config's tax, with the one charge rule
 * (src/contract/parcel-charge.ts). The API computes it again when the parcel is placed.
 * A point typed but not picked on the map (the form before JavaScript) is found by its address.
 */
import type { ParcelCategory } from '@/api/catalogue-types';
import type { Vehicle } from '@/api/parcel-booking';
import { parcelCharge, type ParcelCharge } from '@/contract/parcel-charge';
import type { ParcelDraft, PartyDraft } from './rules';

/** One call through the gateway: status and JSON body. */
export type Call = (method: string, path: string, query?: Record<string, string>, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: unknown }>;

export interface ParcelQuote {
  charge: ParcelCharge;
  total: number;
  distanceKm: number;
  senderZoneId: number;
  receiverZoneId: number;
  vehicle: string | null;
  /** The pickup zone's switches, for the payment choices. */
  zone: { cash_on_delivery?: unknown; digital_payment?: unknown };
}

/** A refusal: a message of the page's namespace (or the API's own words), with its values. */
export type QuoteOutcome = { ok: true; quote: ParcelQuote; draft: ParcelDraft } | { ok: false; message: string; values?: Record<string, string | number>; draft: ParcelDraft };

export const messageOf = (body: unknown, fallback: string): string => {
  const b = body as { errors?: { message?: string }[]; message?: string } | null;
  return b?.errors?.[0]?.message || b?.message || fallback;
};

const SAME_POINT_KM = 0.05;

interface ZoneModule {
  module_type?: string;
  pivot?: { per_km_shipping_charge?: number; minimum_shipping_charge?: number; parcel_maximum_distance?: number | null } | null;
}
interface ZoneAnswer {
  zone_data?: { id: number; cash_on_delivery?: unknown; digital_payment?: unknown; modules?: ZoneModule[] }[];
}

/** The point a party's address names: the map's, else the first place its text finds. */
async function locate(party: PartyDraft, call: Call): Promise<PartyDraft | null> {
  if (party.lat && party.lng && Number.isFinite(Number(party.lat)) && Number.isFinite(Number(party.lng))) return party;
  if (!party.address) return null;
  const found = await call('GET', 'config/place-api-autocomplete', { search_text: party.address.slice(0, 100) });
  const first = (found.body as { predictions?: { place_id?: string; description?: string }[] } | null)?.predictions?.[0];
  if (!first?.place_id) return null;
  const details = await call('GET', 'config/place-api-details', { placeid: first.place_id });
  const at = (details.body as { result?: { geometry?: { location?: { lat?: number; lng?: number } } } } | null)?.result?.geometry?.location;
  if (typeof at?.lat !== 'number' || typeof at.lng !== 'number') return null;
  return { ...party, lat: String(at.lat), lng: String(at.lng), address: first.description ?? party.address };
}

async function parcelZone(party: PartyDraft, call: Call, side: 'pickup' | 'drop') {
  const answer = await call('GET', 'config/get-zone-id', { lat: party.lat, lng: party.lng });
  if (answer.status !== 200) return { error: side === 'pickup' ? 'Pickup point: Service not available in this area' : 'Drop-off point: Service not available in this area' };
  const zones = (answer.body as ZoneAnswer).zone_data ?? [];
  for (const zone of zones) {
    const mod = zone.modules?.find((m) => m.module_type === 'parcel');
    if (mod) return { zone, pivot: mod.pivot ?? null };
  }
  return { error: side === 'pickup' ? 'Parcel delivery is not available at the pickup point.' : 'Parcel delivery is not available at the drop-off point.' };
}

export async function quoteParcel(input: ParcelDraft, call: Call, moduleHeaders: Record<string, string>): Promise<QuoteOutcome> {
  const fail = (message: string, draft = input, values?: Record<string, string | number>): QuoteOutcome => ({ ok: false, message, draft, ...(values ? { values } : {}) });
  const sender = await locate(input.sender, call);
  if (!sender) return fail('Pick the pickup point on the map.');
  const receiver = await locate(input.receiver, call);
  const draft = { ...input, sender, receiver: receiver ?? input.receiver };
  if (!receiver) return fail('Pick the drop-off point on the map.', draft);
  const [from, to] = await Promise.all([parcelZone(sender, call, 'pickup'), parcelZone(receiver, call, 'drop')]);
  if ('error' in from) return fail(from.error ?? '', draft);
  if ('error' in to) return fail(to.error ?? '', draft);
  const route = await call('GET', 'config/distance-api', { origin_lat: sender.lat, origin_lng: sender.lng, destination_lat: receiver.lat, destination_lng: receiver.lng, mode: 'driving' });
  const meters = Number((route.body as { rows?: { elements?: { distance?: { value?: number } }[] }[] } | null)?.rows?.[0]?.elements?.[0]?.distance?.value);
  if (!Number.isFinite(meters)) return fail('The distance could not be measured. Please try again.', draft);
  const distanceKm = Math.round(meters) / 1000;
  if (distanceKm < SAME_POINT_KM) return fail('The pickup and drop-off points are the same. Choose where the parcel goes.', draft);
  const max = Number(from.pivot?.parcel_maximum_distance ?? 0);
  if (max > 0 && distanceKm > max) return fail('This parcel would go {{distance}} km; parcels picked up here go at most {{max}} km.', draft, { distance: distanceKm.toFixed(1), max });

  const [configAnswer, categoriesAnswer] = await Promise.all([call('GET', 'config'), call('GET', 'parcel-category', undefined, undefined, moduleHeaders)]);
  const config = configAnswer.body as { parcel_per_km_shipping_charge?: number; parcel_minimum_shipping_charge?: number; parcel_tax_percent?: number; digit_after_decimal_point?: number | string };
  const category = ((categoriesAnswer.body as ParcelCategory[] | null) ?? []).find((c) => c.id === input.categoryId) as (ParcelCategory & { parcel_per_km_shipping_charge?: number; parcel_minimum_shipping_charge?: number }) | undefined;
  if (!category) return fail('Choose a parcel category.', draft);
  let vehicleCharge = 0;
  let vehicle: string | null = null;
  if (input.vehicleId) {
    const list = ((await call('GET', 'get-vehicles', undefined, undefined, moduleHeaders)).body as Vehicle[] | null) ?? [];
    const chosen = list.find((v) => String(v.id) === input.vehicleId);
    if (!chosen) return fail('Choose a vehicle.', draft);
    if (distanceKm < chosen.starting_coverage_area || distanceKm > chosen.maximum_coverage_area) {
      return fail('The {{vehicle}} carries parcels from {{from}} to {{to}} km. Choose another vehicle.', draft, { vehicle: chosen.type, from: chosen.starting_coverage_area, to: chosen.maximum_coverage_area });
    }
    vehicleCharge = Number(chosen.extra_charges) || 0;
    vehicle = chosen.type;
  } else {
    const extra = await call('GET', 'vehicle/extra_charge', { distance: String(distanceKm) });
    vehicleCharge = extra.status === 200 ? Number(extra.body) || 0 : 0;
  }
  const charge = parcelCharge({
    distanceKm,
    categoryPerKm: category.parcel_per_km_shipping_charge ?? null,
    categoryMinimum: category.parcel_minimum_shipping_charge ?? null,
    fallbackPerKm: Number(from.pivot?.per_km_shipping_charge) || Number(config.parcel_per_km_shipping_charge) || 0,
    fallbackMinimum: Number(from.pivot?.minimum_shipping_charge) || Number(config.parcel_minimum_shipping_charge) || 0,
    vehicleCharge,
    taxPercent: Number(config.parcel_tax_percent) || 0,
    dmTips: 0,
    decimals: Number(config.digit_after_decimal_point ?? 2) || 0,
  });
  return {
    ok: true,
    draft,
    quote: { charge, total: charge.total, distanceKm, senderZoneId: from.zone.id, receiverZoneId: to.zone.id, vehicle, zone: { cash_on_delivery: from.zone.cash_on_delivery, digital_payment: from.zone.digital_payment } },
  };
}

export { draftFromFields, draftProblems, parcelPlaceBody } from './rules';
