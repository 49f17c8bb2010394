/**
 * The devices pushes go to (`push_tokens`): each Firebase Cloud Messaging token a customer or a
 * guest registered (customer/cm-firebase-token), with the language of the page that registered
 * it. A token belongs to whoever registered it last (a browser signed into another account, or a
 * guest who signed in); a token FCM no longer knows is forgotten (./push.ts).
 */
import { and, desc, eq, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pushTokens } from '../db/schema-chat';

/** Whose devices: a customer's, or a guest's (an order placed as a guest). */
export type Recipient = { customerId: number; guestId?: undefined } | { guestId: number; customerId?: undefined };

export interface Device {
  token: string;
  language: 'en' | 'ar';
}

/** Devices kept per customer or guest, the most recently registered. */
export const MAX_DEVICES = 10;

const ownedBy = (r: Recipient) => (r.customerId !== undefined ? eq(pushTokens.customerId, r.customerId) : and(eq(pushTokens.guestId, r.guestId), isNull(pushTokens.customerId)));

/** Keeps the token as this customer's or guest's device, in this language; older devices past MAX_DEVICES are forgotten. */
export async function registerDevice(db: Db, owner: { customerId: number | null; guestId: number | null }, token: string, language: 'en' | 'ar'): Promise<void> {
  const recipient: Recipient | null = owner.customerId !== null ? { customerId: owner.customerId } : owner.guestId !== null ? { guestId: owner.guestId } : null;
  if (!recipient) return;
  const now = new Date();
  const row = { customerId: owner.customerId, guestId: owner.customerId === null ? owner.guestId : null, language, updatedAt: now };
  await db.transaction(async (tx) => {
    await tx.insert(pushTokens).values({ token, ...row }).onConflictDoUpdate({ target: pushTokens.token, set: row });
    const kept = await tx.select({ token: pushTokens.token }).from(pushTokens).where(ownedBy(recipient)).orderBy(desc(pushTokens.updatedAt)).limit(MAX_DEVICES);
    await tx.delete(pushTokens).where(and(ownedBy(recipient), notInArray(pushTokens.token, kept.map((k) => k.token))));
  });
}

export async function devicesOf(db: Db, r: Recipient): Promise<Device[]> {
  const rows = await db.select({ token: pushTokens.token, language: pushTokens.language }).from(pushTokens).where(ownedBy(r));
  return rows.map((d) => ({ token: d.token, language: d.language === 'ar' ? 'ar' : 'en' }));
}

/** Whether the token is still this recipient's device. */
export async function stillDeviceOf(db: Db, r: Recipient, token: string): Promise<boolean> {
  const [row] = await db.select({ token: pushTokens.token }).from(pushTokens).where(and(eq(pushTokens.token, token), ownedBy(r)));
  return row !== undefined;
}

/** Forgets a token FCM reports as unregistered or invalid. */
export async function forgetDevice(db: Db, token: string): Promise<void> {
  await db.delete(pushTokens).where(eq(pushTokens.token, token));
}
