/**
 * Parcel calls besides the categories and vehicles (handlers/promotions.ts) and a vehicle's extra
 * charge (handlers/client-extras.ts): the delivery instructions a sender picks from
 * (customer/order/parcel-instructions, also answered at parcel-instructions). Placement is
 * customer/order/place with `order_type: parcel` (services/parcel-place.ts).
 */
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { pageQuery, parseQuery, type Ctx } from '../context';
import { json } from '../http';
import type { Route } from '../route-types';
import { parcelInstructions } from '../db/schema-promotions';
import { iso, tr } from '../services/format';

async function instructionList(ctx: Ctx) {
  const page = parseQuery(ctx, z.object({ ...pageQuery, limit: pageQuery.limit.default(50) }));
  const rows = await ctx.db.select().from(parcelInstructions).where(eq(parcelInstructions.status, 1)).orderBy(asc(parcelInstructions.id));
  const data = rows.map((r) => ({ id: r.id, instruction: tr(ctx.lang, r.instruction, r.instructionAr), status: r.status, created_at: iso(r.createdAt), updated_at: iso(r.createdAt) }));
  const start = (page.offset - 1) * page.limit;
  return json({ total_size: data.length, limit: page.limit, offset: page.offset, data: data.slice(start, start + page.limit) });
}

export const routes: Route[] = [
  // the contract's path (6amMart's clients ask it, guests included), and the short one as an alias
  { method: 'GET', path: 'customer/order/parcel-instructions', handler: instructionList },
  { method: 'GET', path: 'parcel-instructions', handler: instructionList },
];
