import type { Item } from '@/api/catalogue-types';
import type { ModuleType } from '@/api/types';
import type { ApiScope } from '@/api/http';
import { ITEM_ROW_HEIGHT, type SectionEstimate } from '@/components/Section';

/** What every home section is drawn with. */
export interface SectionProps {
  scope: ApiScope;
  moduleType: string;
  signedIn: boolean;
  renderedAt: number;
}

/** The blocks a module home can show. */
export type SectionId =
  | 'banners'
  | 'categories'
  | 'visit-again'
  | 'popular'
  | 'special-offers'
  | 'top-offers'
  | 'best-reviewed'
  | 'campaigns'
  | 'recommended'
  | 'coupons'
  | 'best-stores'
  | 'featured-stores'
  | 'new-arrivals'
  | 'featured-categories'
  | 'brands'
  | 'highlights'
  | 'new-stores'
  | 'basic-medicine'
  | 'common-conditions'
  | 'bottom-banner'
  | 'parcel-categories'
  | 'promotional-banner'
  | 'why-choose'
  | 'video'
  | 'track-order';

/**
 * Each module's home, in the spec's order (02-catalogue.md, "Home pages per module").
 * Food and pharmacy open with the banner slider the spec sizes for them; every block is
 * shown only when its data is non-empty.
 */
export const HOME_SECTIONS: Record<ModuleType, SectionId[]> = {
  grocery: ['categories', 'visit-again', 'popular', 'top-offers', 'best-reviewed', 'campaigns', 'recommended', 'coupons', 'best-stores', 'banners'],
  pharmacy: ['banners', 'categories', 'visit-again', 'basic-medicine', 'top-offers', 'featured-stores', 'campaigns', 'common-conditions', 'bottom-banner'],
  ecommerce: ['banners', 'visit-again', 'popular', 'top-offers', 'best-reviewed', 'new-arrivals', 'featured-categories', 'brands'],
  food: ['banners', 'special-offers', 'top-offers', 'best-reviewed', 'featured-categories', 'highlights', 'new-stores'],
  parcel: ['parcel-categories', 'promotional-banner', 'why-choose', 'video', 'track-order'],
};

/** The block a module home keeps at the bottom of the screen while it scrolls (spec 02: pharmacy's sticky bottom section). */
export const STICKY_BOTTOM: Partial<Record<ModuleType, SectionId>> = { pharmacy: 'bottom-banner' };

export function stickyBottomOf(moduleType: string): SectionId | null {
  return STICKY_BOTTOM[moduleType as ModuleType] ?? null;
}

/** The blocks a shopper can be shown: 'Visit again' is a signed-in shopper's only (a guest gets no room held for it). */
export function sectionsShown(sections: SectionId[], signedIn: boolean): SectionId[] {
  return sections.filter((id) => id !== 'visit-again' || signedIn);
}

/** Blocks a phone's first screen holds about this many of. */
const FIRST_SCREEN_BLOCKS = 3;

/**
 * The blocks that come with the page (rendered on the server, their data in it): the first three
 * shown ('Visit again' is shown to signed-in shoppers only) and the one kept at the bottom of the
 * screen. The others arrive as the shopper nears them.
 */
export function firstScreenSections(sections: SectionId[], moduleType: string, signedIn: boolean): Set<SectionId> {
  const first = new Set(sectionsShown(sections, signedIn).slice(0, FIRST_SCREEN_BLOCKS));
  const sticky = stickyBottomOf(moduleType);
  if (sticky && sections.includes(sticky)) first.add(sticky);
  return first;
}

export function sectionsFor(moduleType: string): SectionId[] {
  return HOME_SECTIONS[moduleType as ModuleType] ?? HOME_SECTIONS.grocery;
}

/** The fixed menus of the 'Best reviewed' block (ecommerce and grocery) and of pharmacy's list. */
export interface MenuEntry {
  label: string;
  /** Word starts matched against the words of an item's category slugs and names; empty means everything. */
  words: string[];
  /** 'New' orders by date instead of filtering. */
  newest?: boolean;
}

const SHOP_MENU: MenuEntry[] = [
  { label: 'All', words: [] },
  { label: 'Beauty', words: ['beauty', 'fragrance', 'skin'] },
  { label: 'Bread & Juice', words: ['bread', 'bakery', 'juice'] },
  { label: 'Drinks', words: ['drink', 'beverage', 'juice'] },
  { label: 'Milks', words: ['milk', 'dairy', 'laban'] },
];

const PHARMACY_MENU: MenuEntry[] = [
  { label: 'All', words: [] },
  { label: 'New', words: [], newest: true },
  { label: 'Baby Care', words: ['baby'] },
  { label: 'Womans Care', words: ['women', 'woman'] },
  { label: 'Mens', words: ['men'] },
];

export function menuFor(moduleType: string): MenuEntry[] {
  return moduleType === 'pharmacy' ? PHARMACY_MENU : SHOP_MENU;
}

/** The words of an item's category slugs and names ("Women's Care" gives womens, care). */
function wordsOf(item: Item): string[] {
  return (item.category_ids ?? [])
    .map((c) => `${(c as { slug?: string }).slug ?? ''} ${c.name ?? ''}`)
    .join(' ')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The items a menu entry shows. */
export function applyMenu(items: Item[], entry: MenuEntry): Item[] {
  if (entry.newest) return [...items].sort((a, b) => Date.parse(b.created_at ?? '') - Date.parse(a.created_at ?? '') || 0);
  if (!entry.words.length) return items;
  return items.filter((item) => {
    const words = wordsOf(item);
    return entry.words.some((start) => words.some((word) => word.startsWith(start)));
  });
}

/** New arrivals show 10 items without a section banner, else 8 (fewer on small screens, by CSS). */
export function newArrivalCount(hasBanner: boolean): number {
  return hasBanner ? 8 : 10;
}

/** Page sizes of the home blocks (02-catalogue.md section 9). */
export const HOME_LIMITS = {
  items: 15,
  bestReviewed: 20,
  stores: 12,
  featuredStores: 20,
  conditionItems: 20,
} as const;

export const firstPage = (limit: number) => ({ limit, offset: 1 });

/**
 * Heights (px) the home blocks below the first screen hold until they are laid out (Section's
 * `estimate`), measured on a phone (412 px) and a wide screen (1350 px), with a little to spare.
 */
export const BLOCK_HEIGHTS = {
  bestReviewed: { narrow: 670, wide: 890 },
  campaigns: 560,
  newArrivals: { narrow: 900, wide: 1140 },
  commonConditions: { narrow: 510, wide: 420 },
  video: { narrow: 520, wide: 370 },
} as const;

/** Featured categories: the category row, then a heading and a row of items per category. */
export const featuredCategoriesHeight = (groups: number) => 190 + groups * 430;

/** About the room a block takes: what its placeholder holds while it is below the first screen (LaterBlock). */
export function laterBlockHeight(id: SectionId): SectionEstimate {
  switch (id) {
    case 'popular':
    case 'special-offers':
    case 'recommended':
    case 'basic-medicine':
      return ITEM_ROW_HEIGHT;
    case 'best-reviewed':
      return BLOCK_HEIGHTS.bestReviewed;
    case 'campaigns':
      return BLOCK_HEIGHTS.campaigns;
    case 'new-arrivals':
      return BLOCK_HEIGHTS.newArrivals;
    case 'common-conditions':
      return BLOCK_HEIGHTS.commonConditions;
    case 'video':
      return BLOCK_HEIGHTS.video;
    case 'featured-categories':
      return featuredCategoriesHeight(3);
    default:
      // a row of store cards, coupons, banners: a Section's own default
      return 360;
  }
}
