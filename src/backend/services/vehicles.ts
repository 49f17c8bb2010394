/**
 * The delivery vehicle's extra charge for a distance, as 6amMart adds it to a delivery: the first
 * active vehicle (by id) whose coverage holds the distance in kilometres; 0 when none does.
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { vehicles } from '../db/schema-promotions';

export async function vehicleChargeFor(db: Db, distanceKm: number): Promise<number> {
  const [vehicle] = await db
    .select({ charge: vehicles.extraCharges })
    .from(vehicles)
    .where(and(eq(vehicles.status, 1), lte(vehicles.startingCoverageArea, distanceKm), gte(vehicles.maximumCoverageArea, distanceKm)))
    .orderBy(asc(vehicles.id))
    .limit(1);
  return Number(vehicle?.charge ?? 0);
}
