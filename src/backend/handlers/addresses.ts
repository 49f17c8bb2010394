/**
 * A signed-in shopper's saved addresses: customer/address/list, add, update (PUT update/{id}, or
 * POST update with the id in the body) and delete (DELETE delete?address_id=, or POST delete).
 */
import { z } from 'zod';
import { and, asc, eq } from 'drizzle-orm';
import { parseBody, q, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import { customerAddresses, zones } from '../db/schema';
import { pointInPolygon } from '../services/geo';
import { iso } from '../services/format';
import { requireCustomer } from '../services/guards';

type AddressRow = typeof customerAddresses.$inferSelect;
const MAX_ADDRESSES = 50;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

const coordinate = (name: string, limit: number) =>
  z.coerce
    .number({ message: `The ${name} field is required.` })
    .refine((v) => Number.isFinite(v) && Math.abs(v) <= limit, `The ${name} must be a number between -${limit} and ${limit}.`);

const addressSchema = z.object({
  address: z.string({ message: 'Address is required' }).trim().min(1, 'Address is required').max(500, 'At most 500 characters.'),
  address_type: z.enum(['home', 'office', 'other'], { message: 'The address type must be home, office or other.' }).default('home'),
  address_label: optionalText(60),
  contact_person_name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'At most 100 characters.'),
  contact_person_number: z
    .string({ message: 'Phone Number is required' })
    .trim()
    .min(1, 'Phone Number is required')
    .regex(/^\+?[0-9 ()-]{5,20}$/, 'Must be a valid phone number'),
  house: optionalText(100),
  floor: optionalText(100),
  road: optionalText(200),
  additional_information: optionalText(500),
  latitude: coordinate('latitude', 90),
  longitude: coordinate('longitude', 180),
});

async function shape(ctx: Ctx, rows: AddressRow[]) {
  const activeZones = await ctx.db.select().from(zones).where(eq(zones.status, 1)).orderBy(asc(zones.id));
  return rows.map((a) => {
    const zoneIds = activeZones.filter((z) => pointInPolygon(a.latitude, a.longitude, z.coordinates)).map((z) => z.id);
    return {
      id: a.id,
      user_id: a.customerId,
      address_type: a.addressType,
      address_label: a.addressLabel,
      address: a.address,
      contact_person_name: a.contactPersonName,
      contact_person_number: a.contactPersonNumber,
      latitude: String(a.latitude),
      longitude: String(a.longitude),
      house: a.house,
      floor: a.floor,
      road: a.road,
      additional_information: a.additionalInformation,
      zone_id: zoneIds[0] ?? null,
      zone_ids: zoneIds,
      created_at: iso(a.createdAt),
    };
  });
}

/** GET customer/address/list: the shopper's saved addresses, each with the zones it lies in. */
async function addressList(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  const rows = await ctx.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, c.id)).orderBy(asc(customerAddresses.id));
  const addresses = await shape(ctx, rows);
  return json({ limit: addresses.length, offset: 1, total_size: addresses.length, addresses });
}

function values(input: z.infer<typeof addressSchema>) {
  return {
    address: input.address,
    addressType: input.address_type,
    addressLabel: input.address_type === 'other' ? input.address_label : null,
    contactPersonName: input.contact_person_name,
    contactPersonNumber: input.contact_person_number,
    house: input.house,
    floor: input.floor,
    road: input.road,
    additionalInformation: input.additional_information,
    latitude: input.latitude,
    longitude: input.longitude,
  };
}

async function addAddress(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  const input = parseBody(ctx, addressSchema, 403);
  const existing = await ctx.db.select({ id: customerAddresses.id }).from(customerAddresses).where(eq(customerAddresses.customerId, c.id));
  if (existing.length >= MAX_ADDRESSES) throw new ApiError(403, 'address', `You can keep at most ${MAX_ADDRESSES} addresses.`);
  const [row] = await ctx.db.insert(customerAddresses).values({ customerId: c.id, ...values(input) }).returning();
  const [address] = row ? await shape(ctx, [row]) : [];
  return json({ message: 'Successfully added!', zone_ids: address?.zone_ids ?? [], address });
}

function addressId(ctx: Ctx): number {
  const body = (ctx.req.body ?? {}) as Record<string, unknown>;
  const raw = ctx.params.id ?? q(ctx, 'address_id') ?? (body.address_id as string | number | undefined) ?? (body.id as string | number | undefined);
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw new ApiError(403, 'address_id', 'The address id field is required.');
  return id;
}

async function updateAddress(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  const id = addressId(ctx);
  const input = parseBody(ctx, addressSchema, 403);
  const [row] = await ctx.db
    .update(customerAddresses)
    .set(values(input))
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, c.id)))
    .returning();
  if (!row) throw new ApiError(404, 'address', 'Address not found.');
  const [address] = await shape(ctx, [row]);
  return json({ message: 'Successfully updated!', zone_ids: address?.zone_ids ?? [], address });
}

async function deleteAddress(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  const id = addressId(ctx);
  const gone = await ctx.db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, c.id)))
    .returning({ id: customerAddresses.id });
  if (gone.length === 0) throw new ApiError(404, 'address', 'Address not found.');
  return json({ message: 'Successfully removed!' });
}

export const routes: Route[] = [
  { method: 'GET', path: 'customer/address/list', handler: addressList },
  { method: 'POST', path: 'customer/address/add', handler: addAddress },
  { method: 'PUT', path: 'customer/address/update/:id', handler: updateAddress },
  { method: 'POST', path: 'customer/address/update/:id', handler: updateAddress },
  { method: 'POST', path: 'customer/address/update', handler: updateAddress },
  { method: 'PUT', path: 'customer/address/update', handler: updateAddress },
  { method: 'DELETE', path: 'customer/address/delete', handler: deleteAddress },
  { method: 'POST', path: 'customer/address/delete', handler: deleteAddress },
];
