/** Policy pages and the newsletter. Page content is stored HTML; the storefront sanitises it before rendering. */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { parseBody, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import { contentPages, newsletterSubscribers } from '../db/schema';
import { iso, tr } from '../services/format';

function page(key: string) {
  return async (ctx: Ctx) => {
    const [p] = await ctx.db.select().from(contentPages).where(eq(contentPages.key, key));
    if (!p) throw new ApiError(404, 'page', 'Page not found.');
    return json({ key: p.key, title: tr(ctx.lang, p.title, p.titleAr), value: tr(ctx.lang, p.content, p.contentAr), updated_at: iso(p.updatedAt) });
  };
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const newsletterSchema = z.object({
  email: z
    .string({ message: 'Please insert a valid email.' })
    .trim()
    .max(255, 'Please insert a valid email.')
    .regex(EMAIL_RE, 'Please insert a valid email.'),
});

async function subscribe(ctx: Ctx) {
  const { email } = parseBody(ctx, newsletterSchema, 422);
  await ctx.db.insert(newsletterSubscribers).values({ email: email.toLowerCase() }).onConflictDoNothing();
  return json({ message: 'Subscribed Successfully' });
}

export const routes: Route[] = [
  { method: 'GET', path: 'about-us', handler: page('about_us') },
  { method: 'GET', path: 'terms-and-conditions', handler: page('terms_and_conditions') },
  { method: 'GET', path: 'privacy-policy', handler: page('privacy_policy') },
  { method: 'GET', path: 'refund-policy', handler: page('refund_policy') },
  { method: 'GET', path: 'shipping-policy', handler: page('shipping_policy') },
  { method: 'GET', path: 'cancelation', handler: page('cancellation_policy') },
  { method: 'GET', path: 'cancellation-policy', handler: page('cancellation_policy') },
  { method: 'POST', path: 'newsletter/subscribe', handler: subscribe },
];
