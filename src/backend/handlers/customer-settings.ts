/**
 * The account's settings page (not part of 6amMart's surface; documented in docs/api.md):
 * - GET  customer/settings → {language, theme, notifications: {order_updates, promotions, messages}}
 * - POST customer/settings (or PUT) with any of those fields → the saved settings and a message.
 * Kept on the customer's row, so they follow the account to another browser (services/account-settings.ts);
 * the pushes to the customer's devices read the same notification choices (services/push.ts).
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { parseBody, type Ctx } from '../context';
import { customers } from '../db/schema';
import { json } from '../http';
import type { Route } from '../route-types';
import { settingsOf, type AccountSettings } from '../services/account-settings';
import { requireCustomer } from '../services/guards';

const flag = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')]).transform((v) => v === true || v === 1 || v === '1' || v === 'true');

const change = z.object({
  language: z.enum(['en', 'ar'], { message: 'The language must be en or ar.' }).optional(),
  theme: z.enum(['light', 'dark'], { message: 'The theme must be light or dark.' }).optional(),
  notifications: z.object({ order_updates: flag.optional(), promotions: flag.optional(), messages: flag.optional() }, { message: 'The notifications must be an object.' }).optional(),
});

async function read(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  return json(settingsOf(c.preferences));
}

async function save(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  const input = parseBody(ctx, change, 403);
  const current = settingsOf(c.preferences);
  const next: AccountSettings = {
    language: input.language ?? current.language,
    theme: input.theme ?? current.theme,
    notifications: { ...current.notifications, ...Object.fromEntries(Object.entries(input.notifications ?? {}).filter(([, v]) => v !== undefined)) },
  };
  await ctx.db.update(customers).set({ preferences: next }).where(eq(customers.id, c.id));
  return json({ ...next, message: ctx.lang === 'ar' ? 'تم حفظ الإعدادات.' : 'Settings saved.' });
}

export const routes: Route[] = [
  { method: 'GET', path: 'customer/settings', handler: read },
  { method: 'POST', path: 'customer/settings', handler: save },
  { method: 'PUT', path: 'customer/settings', handler: save },
];
