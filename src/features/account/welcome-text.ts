import type { CustomerInfo } from '@/api/customer';

/**
 * The welcome discount the profile announces (spec 02: is_valid_for_discount and validity, e.g.
 * '7 days'), or null when the customer has none or its validity is unknown.
 */
export function welcomeDiscount(customer: Pick<CustomerInfo, 'is_valid_for_discount' | 'validity'> | null | undefined): { validity: string } | null {
  const valid = customer?.is_valid_for_discount === true || Number(customer?.is_valid_for_discount) === 1;
  const validity = typeof customer?.validity === 'string' ? customer.validity.trim() : typeof customer?.validity === 'number' ? String(customer.validity) : '';
  return valid && validity ? { validity } : null;
}
