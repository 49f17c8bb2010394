/**
 * The account's settings (customer/settings, handlers/customer-settings.ts), kept on the customer's
 * row: the language, the theme and the notification choices. The pushes (./push.ts) read the same
 * stored choices as the settings page and the live toasts.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { customers } from '../db/schema';

const stored = z.object({
  language: z.enum(['en', 'ar']).catch('en'),
  theme: z.enum(['light', 'dark']).catch('light'),
  notifications: z
    .object({ order_updates: z.boolean().catch(true), promotions: z.boolean().catch(true), messages: z.boolean().catch(true) })
    .catch({ order_updates: true, promotions: true, messages: true }),
});
export type AccountSettings = z.infer<typeof stored>;
export type NotificationKind = keyof AccountSettings['notifications'];

/** The saved settings with defaults filled in (anything unreadable falls back to its default). */
export function settingsOf(raw: unknown): AccountSettings {
  return stored.parse({ notifications: {}, ...(raw && typeof raw === 'object' ? raw : {}) });
}

/** Whether the customer wants this kind of notification (an unknown customer: no). */
export async function wantsNotification(db: Db, customerId: number, kind: NotificationKind): Promise<boolean> {
  const [row] = await db.select({ preferences: customers.preferences }).from(customers).where(eq(customers.id, customerId));
  return row ? settingsOf(row.preferences).notifications[kind] : false;
}
