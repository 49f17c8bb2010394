/**
 * Souk's own calls behind its sitemap (not 6amMart's): `souk/sitemap` names how many parts of
 * stores and items there are, `souk/sitemap/{stores|items}/{part}` lists one part's rows (id, slug,
 * when it last changed), one indexed range query each (services/sitemap.ts).
 */
import { z } from 'zod';
import type { Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import { SITEMAP_KINDS, SITEMAP_PART_ROWS, sitemapPart, sitemapParts } from '../services/sitemap';

async function plan(ctx: Ctx) {
  const { highestIds, parts } = await sitemapParts(ctx.db);
  return json({ part_size: SITEMAP_PART_ROWS, parts, highest_ids: highestIds });
}

const partParams = z.object({
  kind: z.enum(SITEMAP_KINDS, { message: 'The sitemap part must be of stores or items.' }),
  part: z.coerce.number({ message: 'The part must be a number.' }).int('The part must be a number.').min(1, 'The part must be 1 or more.').max(100_000, 'There is no such part.'),
});

async function part(ctx: Ctx) {
  const parsed = partParams.safeParse(ctx.params);
  if (!parsed.success) throw new ApiError(404, 'sitemap', parsed.error.issues[0]?.message ?? 'There is no such part.');
  const { kind, part: n } = parsed.data;
  return json({ kind, part: n, entries: await sitemapPart(ctx.db, kind, n) });
}

export const routes: Route[] = [
  { method: 'GET', path: 'souk/sitemap', handler: plan },
  { method: 'GET', path: 'souk/sitemap/:kind/:part', handler: part },
];
