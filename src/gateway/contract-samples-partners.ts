/** Contract samples of the partner registrations (the accepted multipart posts are in src/backend/__tests__/partners.test.ts). */
import type { Sample } from './contract-samples';

export const PARTNER_SAMPLES: Sample[] = [
  { path: 'vendor/package-view' },
  { path: 'vendor/package-view', headers: { 'x-localization': 'ar' } },
  { path: 'auth/vendor/register', method: 'POST', body: { f_name: 'Contract' }, status: 403 },
  { path: 'auth/delivery-man/store', method: 'POST', body: { f_name: 'Contract' }, status: 403 },
  { path: 'vendor/business_plan', method: 'POST', body: { store_id: 999999, business_plan: 'commission' }, status: 404 },
];
