/** Shapes of the hand-written catalogue content, before the seed builder turns it into rows. */
export interface CategoryDef {
  key: string;
  name: string;
  nameAr: string;
  featured?: boolean;
  children?: { key: string; name: string; nameAr: string }[];
}

export interface ProductDef {
  name: string;
  nameAr: string;
  price: number;
  category: string;
  /** Child category key, when the product sits in a sub-category. */
  sub?: string;
  veg?: boolean;
  unit?: string;
  brand?: string;
  generic?: string;
  rx?: boolean;
  condition?: string;
  organic?: boolean;
}

export interface StoreDef {
  slug: string;
  name: string;
  nameAr: string;
  /** Gazetteer place the store sits beside (its address). */
  near: string;
  categories: string[];
  count: number;
  deliveryTime: string;
  featured?: boolean;
  freeDelivery?: boolean;
  /** Vendor toggle off: temporarily closed. */
  inactive?: boolean;
  /** No opening hours on any day: closed now and every day. */
  noSchedule?: boolean;
  storeDiscount?: number;
  takeAwayOnly?: boolean;
  deliveryOnly?: boolean;
  color: string;
  /** Product names this store always carries (special cases the docs point at). */
  include?: string[];
}

/** Parse "English|Arabic|price|category[|extra...]" lines. */
export function lines(block: string): string[][] {
  return block
    .trim()
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0 && !l.startsWith('#'))
    .map((l) => l.split('|').map((p) => p.trim()));
}
