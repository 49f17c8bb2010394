import { z } from 'zod';
import { env } from '../../lib/env';

const overridesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

/**
 * SOUK_CONFIG_OVERRIDES: a JSON object of flat config fields merged over the answer, so an
 * operator (or a test server) can switch e.g. the wallet off without touching the database.
 */
export function configOverrides(raw = env('SOUK_CONFIG_OVERRIDES')): Record<string, string | number | boolean | null> {
  if (!raw) return {};
  try {
    const parsed = overridesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
