/**
 * `POST /api/v1/vitals`: the storefront's field data (Core Web Vitals of a sampled visit, sent
 * with `sendBeacon`). Strictly validated and small: one route pattern, a device class and at
 * most one value per metric; anything else is a 422. Values land in hourly histograms, so a
 * client that repeats itself only raises counts (services/vitals.ts).
 */
import { z } from 'zod';
import { parseBody, type Ctx } from '../context';
import { ApiError } from '../http';
import type { Route } from '../route-types';
import { DEVICES, METRICS, recordVitals, TooManyRoutes } from '../services/vitals';

const LIMIT_MS = 600_000;

const beaconSchema = z
  .object({
    route: z
      .string({ message: 'The route is required.' })
      .max(120, 'The route may not be longer than 120 characters.')
      .regex(/^\/[A-Za-z0-9_\-[\]./]*$/, 'The route must be a page route such as /product/[id].'),
    device: z.enum(DEVICES, { message: `The device must be one of ${DEVICES.join(', ')}.` }),
    metrics: z
      .array(
        z
          .object({
            name: z.enum(METRICS, { message: `The metric must be one of ${METRICS.join(', ')}.` }),
            value: z.number({ message: 'The value must be a number.' }).finite().min(0, 'The value may not be negative.').max(LIMIT_MS, 'The value is out of range.'),
          })
          .strict(),
      )
      .min(1, 'At least one metric is required.')
      .max(METRICS.length, `At most ${METRICS.length} metrics per beacon.`)
      .refine((list) => new Set(list.map((m) => m.name)).size === list.length, 'Each metric may appear once.'),
  })
  .strict();

async function record(ctx: Ctx) {
  const beacon = parseBody(ctx, beaconSchema);
  try {
    await recordVitals(ctx.db, beacon);
  } catch (error) {
    if (error instanceof TooManyRoutes) throw new ApiError(429, 'route', 'Too many routes reported this hour.');
    throw error;
  }
  return { status: 204, body: undefined };
}

export const routes: Route[] = [{ method: 'POST', path: 'vitals', handler: record }];
