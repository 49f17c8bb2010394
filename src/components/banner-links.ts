import type { Banner, CampaignBanner } from '@/api/catalogue-types';
import { campaignHref, productHref, storeHref } from '@/lib/links';

export interface BannerTarget {
  href: string;
  /** A link that leaves the marketplace (a default banner's own link). */
  external: boolean;
  /** Opens the item panel over the page (the module's type), as item cards of non-ecommerce modules do. */
  quickView?: string;
}

function safeLink(link: string | null | undefined): BannerTarget | null {
  if (!link) return null;
  const value = link.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return { href: value, external: false };
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { href: url.toString(), external: true } : null;
  } catch {
    return null;
  }
}

/**
 * Where a banner goes, by its type (spec 02, banners): default to its own link, store_wise to
 * the store, item_wise to the product page, which opens as the item panel over the page for a
 * non-ecommerce module. Null when there is nowhere to go (the banner is then just a picture).
 */
export function bannerTarget(banner: Banner, moduleType?: string): BannerTarget | null {
  if (banner.type === 'store_wise' && banner.store) return { href: storeHref(banner.store), external: false };
  if (banner.type === 'item_wise' && banner.item) {
    const target: BannerTarget = { href: productHref(banner.item), external: false };
    return moduleType && moduleType !== 'ecommerce' ? { ...target, quickView: moduleType } : target;
  }
  if (banner.type === 'default') return safeLink(banner.link);
  return null;
}

/** A campaign banner (a basic campaign) opens the campaign's page. */
export function campaignBannerTarget(campaign: CampaignBanner): BannerTarget {
  return { href: campaignHref(campaign), external: false };
}
