/**
 * Who is calling: the guards handlers (and the event stream) put before their work. The signed-in
 * customer from the bearer token, and a cart's or order's owner (that customer, else the guest of
 * `guest_id`). Handlers import these from here, never from another handler.
 */
import { and, eq, gt } from 'drizzle-orm';
import { q, type Ctx } from '../context';
import { ApiError } from '../http';
import { authTokens, customers, guests } from '../db/schema';
import { hashToken } from './passwords';
import { idText, type Owner } from './cart-owner';
import type { CustomerRow } from './customer-auth';

/** The bearer token of the request, or null. */
export function bearerToken(ctx: Ctx): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec((ctx.req.headers.authorization ?? '').trim());
  return m?.[1] ?? null;
}

/** The signed-in customer, or 401 `auth-001`. */
export async function requireCustomer(ctx: Ctx): Promise<CustomerRow> {
  const token = bearerToken(ctx);
  if (!token) throw new ApiError(401, 'auth-001', 'Unauthenticated.');
  const [row] = await ctx.db
    .select({ customer: customers })
    .from(authTokens)
    .innerJoin(customers, eq(authTokens.customerId, customers.id))
    .where(and(eq(authTokens.tokenHash, hashToken(token)), gt(authTokens.expiresAt, new Date())));
  if (!row || row.customer.status !== 1) throw new ApiError(401, 'auth-001', 'Unauthenticated.');
  return row.customer;
}

/** 422 for a `guest_id` that names no guest. */
export const badGuest = () => new ApiError(422, 'guest_id', 'The guest id is invalid. Request a new one from auth/guest/request.');

/** The cart's owner as the request names it: the token's customer, else the guest of `guest_id`. */
export async function namedOwner(ctx: Ctx): Promise<Owner> {
  if ((ctx.req.headers.authorization ?? '').trim() !== '') {
    const c = await requireCustomer(ctx);
    return { key: `c:${c.id}`, customerId: c.id, guestId: null };
  }
  const body = ctx.req.body && typeof ctx.req.body === 'object' ? (ctx.req.body as Record<string, unknown>) : {};
  const raw = q(ctx, 'guest_id') ?? idText(body.guest_id);
  if (raw === undefined || raw === '') throw new ApiError(401, 'auth-001', 'Unauthenticated.');
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id <= 0) throw badGuest();
  return { key: `g:${id}`, customerId: null, guestId: id };
}

/** The cart's owner: the token's customer, else the guest named by `guest_id` (query or body), which must exist. */
export async function resolveOwner(ctx: Ctx): Promise<Owner> {
  const owner = await namedOwner(ctx);
  if (owner.guestId === null) return owner;
  const [guest] = await ctx.db.select({ id: guests.id }).from(guests).where(eq(guests.id, owner.guestId));
  if (!guest) throw badGuest();
  return owner;
}
