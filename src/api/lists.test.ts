import type { Item, Store } from './catalogue-types';
import { cardItem, cardStore, listFrom, pageFrom } from './lists';

describe('reading lists from the API', () => {
  it('reads a bare list or the first wrapped list it is told about', () => {
    expect(listFrom([1, 2], 'products')).toEqual([1, 2]);
    expect(listFrom({ products: [3] }, 'items', 'products')).toEqual([3]);
    expect(listFrom({ products: 'nope' }, 'products')).toEqual([]);
    expect(listFrom(null, 'products')).toEqual([]);
  });

  it('takes the total from total_size, else counts the list', () => {
    expect(pageFrom({ products: [1, 2], total_size: 40 }, 'products')).toEqual({ items: [1, 2], total: 40 });
    expect(pageFrom({ stores: [1] }, 'stores')).toEqual({ items: [1], total: 1 });
    expect(pageFrom({ stores: [1], total_size: '12' }, 'stores').total).toBe(12);
  });
});

describe('what list cards carry into the page', () => {
  // a backend's payload: the declared fields and more that no card needs
  const item: Item & Record<string, unknown> = {
    id: 1,
    name: 'Karak Chai',
    slug: 'karak-chai',
    price: 8,
    store_id: 2,
    discount: 10,
    discount_type: 'percent',
    description: 'A long description the card never shows',
    variations: [{ type: 'Large', price: 10, stock: 4 }],
    food_variations: [{ name: 'Sugar', type: 'single', min: 0, max: 1, required: 'off', values: [] }],
    category_ids: [{ id: '5', name: 'Beverages', position: 1, slug: 'beverages' }],
    translations: [{ locale: 'ar' }],
  };

  it('keeps what a card shows and drops the rest', () => {
    const card = cardItem(item);
    expect(card).toMatchObject({ id: 1, name: 'Karak Chai', slug: 'karak-chai', price: 8, discount: 10, discount_type: 'percent' });
    expect(card.variations).toEqual([{ type: 'Large', price: 10 }]);
    expect(card.category_ids).toEqual([{ id: '5', name: 'Beverages', slug: 'beverages' }]);
    expect(card).not.toHaveProperty('description');
    expect(card).not.toHaveProperty('food_variations');
    expect(card).not.toHaveProperty('translations');
  });

  it('keeps a store card with up to three item thumbnails', () => {
    const store: Store & Record<string, unknown> = {
      id: 3,
      name: 'Chai House',
      slug: 'chai-house',
      open: 1,
      active: true,
      distance: 1200,
      schedules: [{ day: 1, opening_time: '08:00', closing_time: '22:00' }],
      items: [item, item, item, item],
    };
    const card = cardStore(store);
    expect(card).toMatchObject({ id: 3, name: 'Chai House', open: 1, active: true, distance: 1200 });
    expect(card).not.toHaveProperty('schedules');
    expect(card.items).toHaveLength(3);
    expect(card.items?.[0]).not.toHaveProperty('description');
  });
});
