import type { AppDownloadLinks } from '@/api/content';
import type { AppConfig, SocialLink } from '@/api/types';

export interface FooterLink {
  /** English label; also the translation key in the layout namespace. */
  label: string;
  href: string;
  /** Opens in a new window (the routes table: /terms-and-conditions). */
  newWindow?: boolean;
}

type PolicyFlags = Pick<AppConfig, 'refund_policy' | 'cancelation_policy' | 'shipping_policy'>;

/** A policy flag hides its page only when it is explicitly 0. */
function shown(flag: number | string | undefined | null): boolean {
  return flag === undefined || flag === null || Number(flag) !== 0;
}

/** The footer's page links (the routes of 02-catalogue.md), with the optional policies by config flag. */
export function footerLinks(config: PolicyFlags | undefined): { company: FooterLink[]; help: FooterLink[] } {
  const help: FooterLink[] = [
    { label: 'Help & Support', href: '/help-and-support' },
    { label: 'Track Order', href: '/track-order' },
    { label: 'Parcel delivery', href: '/parcel-delivery-info' },
    { label: 'Terms and Conditions', href: '/terms-and-conditions', newWindow: true },
    { label: 'Privacy Policy', href: '/privacy-policy' },
  ];
  if (shown(config?.refund_policy)) help.push({ label: 'Refund Policy', href: '/refund-policy' });
  if (shown(config?.cancelation_policy)) help.push({ label: 'Cancellation Policy', href: '/cancellation-policy' });
  if (shown(config?.shipping_policy)) help.push({ label: 'Shipping Policy', href: '/shipping-policy' });
  return {
    company: [
      { label: 'About Us', href: '/about-us' },
      { label: 'Become a seller', href: '/store-registration?active=active' },
      { label: 'Become a delivery man', href: '/deliveryman-registration' },
    ],
    help,
  };
}

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'linkedin', 'pinterest'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialProfile {
  network: SocialNetwork;
  href: string;
}

/** Only http(s) addresses become links: a backend value like `javascript:` never reaches an href. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The social links the config turns on (status not 0), in the spec's order, with safe addresses. */
export function socialProfiles(links: SocialLink[] | undefined): SocialProfile[] {
  const out: SocialProfile[] = [];
  for (const network of SOCIAL_NETWORKS) {
    const entry = links?.find((link) => link.name?.toLowerCase() === network || (network === 'twitter' && link.name?.toLowerCase() === 'x'));
    if (!entry || (entry.status !== undefined && Number(entry.status) === 0)) continue;
    const href = safeExternalUrl(entry.link);
    if (href) out.push({ network, href });
  }
  return out;
}

export interface AppStoreLink {
  store: 'playstore' | 'apple';
  href: string;
}

/** App download buttons: each only when its status equals 1. */
export function appStoreLinks(links: AppDownloadLinks | null | undefined): AppStoreLink[] {
  const out: AppStoreLink[] = [];
  const play = safeExternalUrl(links?.playstore_url);
  if (play && Number(links?.playstore_url_status) === 1) out.push({ store: 'playstore', href: play });
  const apple = safeExternalUrl(links?.apple_store_url);
  if (apple && Number(links?.apple_store_url_status) === 1) out.push({ store: 'apple', href: apple });
  return out;
}

export { mailtoHref, telHref } from '@/lib/contact-links';

export const VERSION_LABEL = 'v2.11-nov2024';
