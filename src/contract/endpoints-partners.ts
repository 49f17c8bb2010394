/** The partner registrations' endpoints (issue 34; src/backend/handlers/partners.ts). */
import { z } from 'zod';
import * as e from './entities';
import { message, type EndpointSpec } from './endpoints-customer';

const pkg = z.looseObject({
  id: e.id,
  package_name: z.string(),
  price: z.coerce.number(),
  validity: z.coerce.number(),
  max_order: z.union([z.string(), z.number()]),
  max_product: z.union([z.string(), z.number()]),
});

const plan = z.enum(['commission', 'subscription']).nullish();

export const PARTNER_ENDPOINTS: Record<string, EndpointSpec> = {
  'auth/vendor/register': { method: 'POST', schema: message.extend({ store_id: e.id.optional(), business_plan: plan }) },
  'auth/delivery-man/store': { method: 'POST', schema: message.extend({ delivery_man_id: e.id.optional() }) },
  'vendor/package-view': { method: 'GET', schema: z.looseObject({ packages: z.array(pkg) }) },
  'vendor/business_plan': { method: 'POST', schema: message.extend({ store_id: e.id }) },
};
