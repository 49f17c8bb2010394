import type { PolicyPage } from '@/api/content';

/** The English title of each policy page when the backend sends none (also its translation key). */
export const POLICY_TITLES: Record<PolicyPage, string> = {
  'about-us': 'About Us',
  'terms-and-conditions': 'Terms and Conditions',
  'privacy-policy': 'Privacy Policy',
  'refund-policy': 'Refund Policy',
  'shipping-policy': 'Shipping Policy',
  'cancellation-policy': 'Cancellation Policy',
};
