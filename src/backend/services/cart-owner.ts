/** Whose cart a line is in (a customer's or a guest's), and joining a guest's cart into the customer's on sign-in. */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, guests } from '../db/schema';
import { cartItems } from '../db/schema-cart';

export interface Owner {
  key: string;
  customerId: number | null;
  guestId: number | null;
}

/** An id sent as text or number, trimmed; anything else is undefined. */
export const idText = (v: unknown): string | undefined => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : undefined);

/**
 * Joins a guest's cart into the customer's on sign-in. Lines of the same choice add up; where the
 * account's cart of a module holds another store's items, the guest's cart of that module (the
 * newer choice) replaces it, since a module's cart holds one store.
 */
export async function joinGuestCart(db: Db, guestId: unknown, customerId: number): Promise<void> {
  const raw = idText(guestId);
  if (!raw || !/^\d{1,9}$/.test(raw)) return;
  const from = `g:${raw}`;
  const to = `c:${customerId}`;
  await db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    await tx.select({ id: guests.id }).from(guests).where(eq(guests.id, Number(raw))).for('update');
    const guestLines = await tx.select().from(cartItems).where(eq(cartItems.owner, from)).orderBy(asc(cartItems.id));
    if (guestLines.length === 0) return;
    const guestStore = new Map(guestLines.map((l) => [l.moduleId, l.storeId]));
    const mine = await tx.select().from(cartItems).where(eq(cartItems.owner, to));
    const replaced = mine.filter((l) => guestStore.has(l.moduleId) && guestStore.get(l.moduleId) !== l.storeId).map((l) => l.id);
    if (replaced.length) await tx.delete(cartItems).where(inArray(cartItems.id, replaced));
    for (const { id: _id, createdAt: _c, updatedAt: _u, ...line } of guestLines) {
      await tx
        .insert(cartItems)
        .values({ ...line, owner: to, customerId, guestId: null })
        .onConflictDoUpdate({ target: [cartItems.owner, cartItems.lineKey], set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: new Date() } });
    }
    await tx.delete(cartItems).where(eq(cartItems.owner, from));
  });
}
