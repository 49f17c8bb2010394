import type { Item } from '@/api/catalogue-types';
import { applyMenu, firstScreenSections, HOME_SECTIONS, sectionsShown, laterBlockHeight, menuFor, newArrivalCount, sectionsFor, stickyBottomOf } from './sections';

const item = (id: number, slug: string, name: string, created = '2026-01-01T00:00:00Z'): Item => ({
  id,
  name: `Item ${id}`,
  price: 10,
  store_id: 1,
  created_at: created,
  category_ids: [{ id, name, slug } as Item['category_ids'] extends (infer C)[] | null | undefined ? C : never],
});

describe('module homes', () => {
  it('follow the spec order for each module', () => {
    expect(HOME_SECTIONS.grocery).toEqual([
      'categories', 'visit-again', 'popular', 'top-offers', 'best-reviewed', 'campaigns', 'recommended', 'coupons', 'best-stores', 'banners',
    ]);
    expect(HOME_SECTIONS.ecommerce).toEqual(['banners', 'visit-again', 'popular', 'top-offers', 'best-reviewed', 'new-arrivals', 'featured-categories', 'brands']);
    expect(HOME_SECTIONS.food.slice(1)).toEqual(['special-offers', 'top-offers', 'best-reviewed', 'featured-categories', 'highlights', 'new-stores']);
    expect(HOME_SECTIONS.parcel).toEqual(['parcel-categories', 'promotional-banner', 'why-choose', 'video', 'track-order']);
    expect(HOME_SECTIONS.pharmacy).toContain('common-conditions');
  });

  it('falls back to the grocery layout for an unknown module type', () => {
    expect(sectionsFor('pets')).toBe(HOME_SECTIONS.grocery);
  });

  it('shows 10 new arrivals without a banner and 8 with one', () => {
    expect(newArrivalCount(false)).toBe(10);
    expect(newArrivalCount(true)).toBe(8);
  });
});

describe('the best reviewed menus', () => {
  const items = [
    item(1, 'milk-laban', 'Milk & Laban'),
    item(2, 'bakery', 'Bakery'),
    item(3, 'drinks', 'Drinks & Juices'),
    item(4, 'beauty', 'Beauty & Fragrance'),
  ];

  it('has the fixed labels', () => {
    expect(menuFor('grocery').map((m) => m.label)).toEqual(['All', 'Beauty', 'Bread & Juice', 'Drinks', 'Milks']);
    expect(menuFor('ecommerce').map((m) => m.label)).toEqual(['All', 'Beauty', 'Bread & Juice', 'Drinks', 'Milks']);
    expect(menuFor('pharmacy').map((m) => m.label)).toEqual(['All', 'New', 'Baby Care', 'Womans Care', 'Mens']);
  });

  it('filters by category slug and name, All shows everything', () => {
    const [all, beauty, bread, drinks, milks] = menuFor('grocery');
    expect(applyMenu(items, all!)).toHaveLength(4);
    expect(applyMenu(items, beauty!).map((i) => i.id)).toEqual([4]);
    expect(applyMenu(items, bread!).map((i) => i.id)).toEqual([2, 3]);
    expect(applyMenu(items, drinks!).map((i) => i.id)).toEqual([3]);
    expect(applyMenu(items, milks!).map((i) => i.id)).toEqual([1]);
  });

  it("tells women's care from men's care, and New orders by date", () => {
    const menu = menuFor('pharmacy');
    const care = [item(1, 'womens-care', "Women's Care"), item(2, 'mens-care', "Men's Care", '2026-03-01T00:00:00Z')];
    expect(applyMenu(care, menu[3]!).map((i) => i.id)).toEqual([1]);
    expect(applyMenu(care, menu[4]!).map((i) => i.id)).toEqual([2]);
    expect(applyMenu(care, menu[1]!).map((i) => i.id)).toEqual([2, 1]);
  });
});

describe('the sticky bottom section', () => {
  it('is the pharmacy home’s bottom section (spec 02), and no other home has one', () => {
    expect(stickyBottomOf('pharmacy')).toBe('bottom-banner');
    expect(HOME_SECTIONS.pharmacy.at(-1)).toBe('bottom-banner');
    for (const type of ['grocery', 'ecommerce', 'food', 'parcel']) expect(stickyBottomOf(type)).toBeNull();
  });
});

describe('the blocks that come with the page', () => {
  it('are the first three a shopper sees, with Visit again counted for signed-in shoppers only', () => {
    expect([...firstScreenSections(sectionsFor('grocery'), 'grocery', false)]).toEqual(['categories', 'popular', 'top-offers']);
    expect([...firstScreenSections(sectionsFor('grocery'), 'grocery', true)]).toEqual(['categories', 'visit-again', 'popular']);
    expect([...firstScreenSections(sectionsFor('food'), 'food', true)]).toEqual(['banners', 'special-offers', 'top-offers']);
  });

  it('never hold room for Visit again for a guest, who is not shown it', () => {
    expect(sectionsShown(sectionsFor('grocery'), false)).not.toContain('visit-again');
    expect(sectionsShown(sectionsFor('grocery'), true)).toContain('visit-again');
  });

  it('include the block kept at the bottom of the screen, which is in view from the start', () => {
    const pharmacy = firstScreenSections(sectionsFor('pharmacy'), 'pharmacy', false);
    expect(pharmacy.has('bottom-banner')).toBe(true);
    expect(pharmacy.has('common-conditions')).toBe(false);
  });

  it('leave the others a placeholder of about their height', () => {
    expect(laterBlockHeight('best-reviewed')).toEqual({ narrow: 670, wide: 890 });
    expect(laterBlockHeight('recommended')).toBe(440);
    expect(laterBlockHeight('coupons')).toBe(360);
  });
});
