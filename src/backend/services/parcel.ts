/**
 * Parcels: the zones a point is in, the vehicle for a distance, and the quote (distance and
 * charge, src/contract/parcel-charge.ts) from the sender's and the receiver's points. Placement
 * (services/parcel-place.ts) quotes again with these and never uses the client's figures.
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Ctx, Lang } from '../context';
import { ApiError } from '../http';
import { modules, moduleZones, zones } from '../db/schema';
import { parcelCategories, vehicles } from '../db/schema-promotions';
import { parcelCharge, type ParcelCharge } from '../../contract/parcel-charge';
import { roadMeters } from '../../contract/distance';
import { pointInPolygon } from './geo';
import { configOverrides } from './config-overrides';
import { orderSettings } from './order-settings';
import { roundTo } from './order-totals';

/** Points closer than this are the same place. */
const SAME_POINT_KM = 0.05;

export type Point = { lat: number; lng: number };
export type ZoneRow = typeof zones.$inferSelect;
export type ModuleZoneRow = typeof moduleZones.$inferSelect;

/** The road distance in km, to the metre (src/contract/distance.ts). */
export function roadKm(a: Point, b: Point): number {
  return roundTo(roadMeters(a, b) / 1000, 3);
}

/**
 * The config's parcel values (config answers them; SOUK_CONFIG_OVERRIDES applies to both). The
 * parcel tax is 0 unless the overrides set `parcel_tax_percent` (config then answers it): 6amMart's
 * clients price a parcel without a tax, so a tax they are not told of would refuse every booking.
 */
export function parcelSettings() {
  const o = configOverrides();
  const num = (v: unknown, fallback: number) => (v === undefined || v === null || !Number.isFinite(Number(v)) ? fallback : Number(v));
  return {
    perKm: num(o.parcel_per_km_shipping_charge, 2),
    minimum: num(o.parcel_minimum_shipping_charge, 15),
    taxPercent: num(o.parcel_tax_percent, 0),
  };
}

/** The words of each refusal, in both languages (the booking page shows them as they come). */
const WORDS = {
  pickupOutside: ['Pickup point: Service not available in this area', 'نقطة الاستلام: الخدمة غير متوفرة في هذه المنطقة'],
  dropOutside: ['Drop-off point: Service not available in this area', 'نقطة التسليم: الخدمة غير متوفرة في هذه المنطقة'],
  pickupModule: ['Parcel delivery is not available at the pickup point.', 'توصيل الطرود غير متاح عند نقطة الاستلام.'],
  dropModule: ['Parcel delivery is not available at the drop-off point.', 'توصيل الطرود غير متاح عند نقطة التسليم.'],
  samePoint: ['The pickup and drop-off points are the same. Choose where the parcel goes.', 'نقطتا الاستلام والتسليم متطابقتان. اختر وجهة الطرد.'],
  tooFar: ['This parcel would go {distance} km; parcels picked up here go at most {max} km.', 'مسافة هذا الطرد {distance} كم، وأقصى مسافة للطرود من هنا {max} كم.'],
  vehicleRange: ['The {vehicle} carries parcels from {from} to {to} km. Choose another vehicle.', 'تنقل {vehicle} الطرود من {from} إلى {to} كم. اختر مركبة أخرى.'],
  noVehicle: ['No vehicle takes a parcel this far.', 'لا توجد مركبة تنقل طرداً لهذه المسافة.'],
  category: ['Choose a parcel category.', 'اختر فئة الطرد.'],
} as const;

export function words(lang: Lang, key: keyof typeof WORDS, values: Record<string, string | number> = {}): string {
  const text = WORDS[key][lang === 'ar' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}

/** The parcel module serving a point: the first active zone holding it that has the module. */
export async function parcelZoneAt(ctx: Ctx, point: Point, moduleId: number, side: 'pickup' | 'drop'): Promise<{ zone: ZoneRow; mz: ModuleZoneRow }> {
  const rows = await ctx.db
    .select({ zone: zones, mz: moduleZones })
    .from(zones)
    .leftJoin(moduleZones, and(eq(moduleZones.zoneId, zones.id), eq(moduleZones.moduleId, moduleId)))
    .where(eq(zones.status, 1))
    .orderBy(asc(zones.id));
  const holding = rows.filter((r) => pointInPolygon(point.lat, point.lng, r.zone.coordinates));
  if (holding.length === 0) throw new ApiError(403, side === 'pickup' ? 'coordinates' : 'receiver_details', words(ctx.lang, side === 'pickup' ? 'pickupOutside' : 'dropOutside'));
  const served = holding.find((r) => r.mz !== null);
  if (!served?.mz) throw new ApiError(403, side === 'pickup' ? 'zone' : 'receiver_details', words(ctx.lang, side === 'pickup' ? 'pickupModule' : 'dropModule'));
  return { zone: served.zone, mz: served.mz };
}

export async function parcelModuleId(ctx: Ctx): Promise<number> {
  const [m] = await ctx.db.select({ id: modules.id }).from(modules).where(and(eq(modules.moduleType, 'parcel'), eq(modules.status, 1))).orderBy(asc(modules.id)).limit(1);
  if (!m) throw new ApiError(403, 'module', 'Parcel delivery is not available.');
  return m.id;
}

export type VehicleRow = typeof vehicles.$inferSelect;

/**
 * The vehicle for a distance: the one asked for when its coverage holds the distance (else a
 * refusal naming its range), otherwise the first active vehicle (by id) whose coverage holds it.
 */
export async function vehicleFor(ctx: Ctx, distanceKm: number, vehicleId: number | null): Promise<VehicleRow> {
  if (vehicleId !== null) {
    const [v] = await ctx.db.select().from(vehicles).where(and(eq(vehicles.id, vehicleId), eq(vehicles.status, 1)));
    if (!v) throw new ApiError(404, 'vehicle_id', 'Vehicle not found.');
    if (distanceKm < v.startingCoverageArea || distanceKm > v.maximumCoverageArea) {
      throw new ApiError(403, 'vehicle_id', words(ctx.lang, 'vehicleRange', { vehicle: ctx.lang === 'ar' ? v.typeAr : v.type, from: v.startingCoverageArea, to: v.maximumCoverageArea }));
    }
    return v;
  }
  const [v] = await ctx.db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.status, 1), lte(vehicles.startingCoverageArea, distanceKm), gte(vehicles.maximumCoverageArea, distanceKm)))
    .orderBy(asc(vehicles.id))
    .limit(1);
  if (!v) throw new ApiError(403, 'distance', words(ctx.lang, 'noVehicle'));
  return v;
}

export interface QuoteInput {
  categoryId: number;
  sender: Point;
  receiver: Point;
  vehicleId: number | null;
  dmTips: number;
}

export interface Quote {
  charge: ParcelCharge;
  moduleId: number;
  category: typeof parcelCategories.$inferSelect;
  senderZone: ZoneRow;
  senderMz: ModuleZoneRow;
  receiverZone: ZoneRow;
  vehicle: VehicleRow;
}

/** Everything a parcel's price depends on, checked in the order a shopper would fix it. */
export async function quoteParcel(ctx: Ctx, input: QuoteInput): Promise<Quote> {
  const moduleId = await parcelModuleId(ctx);
  const [category] = await ctx.db
    .select()
    .from(parcelCategories)
    .where(and(eq(parcelCategories.id, input.categoryId), eq(parcelCategories.status, 1), eq(parcelCategories.moduleId, moduleId)));
  if (!category) throw new ApiError(404, 'parcel_category_id', words(ctx.lang, 'category'));
  const sender = await parcelZoneAt(ctx, input.sender, moduleId, 'pickup');
  const receiver = await parcelZoneAt(ctx, input.receiver, moduleId, 'drop');
  const distanceKm = roadKm(input.sender, input.receiver);
  if (distanceKm < SAME_POINT_KM) throw new ApiError(422, 'receiver_details', words(ctx.lang, 'samePoint'));
  const max = sender.mz.parcelMaximumDistance;
  if (max !== null && max > 0 && distanceKm > max) throw new ApiError(403, 'distance', words(ctx.lang, 'tooFar', { distance: distanceKm.toFixed(1), max }));
  const vehicle = await vehicleFor(ctx, distanceKm, input.vehicleId);
  const s = parcelSettings();
  const settings = orderSettings();
  const charge = parcelCharge({
    distanceKm,
    categoryPerKm: category.parcelPerKmShippingCharge,
    categoryMinimum: category.parcelMinimumShippingCharge,
    fallbackPerKm: sender.mz.perKmShippingCharge || s.perKm,
    fallbackMinimum: sender.mz.minimumShippingCharge || s.minimum,
    vehicleCharge: vehicle.extraCharges,
    taxPercent: s.taxPercent,
    dmTips: settings.dmTips ? input.dmTips : 0,
    decimals: settings.decimals,
  });
  return { charge, moduleId, category, senderZone: sender.zone, senderMz: sender.mz, receiverZone: receiver.zone, vehicle };
}
