import type { Category, Store } from '@/api/catalogue-types';
import { categoryLink, firstLinks, FRAME_LIST_SIZE, storeLink } from './catalogue-links';

describe('catalogue links of the drawer and the header menus', () => {
  it('keeps at most 10 entries', () => {
    const categories: Category[] = Array.from({ length: 14 }, (_, i) => ({ id: i + 1, name: `Category ${i + 1}` }));
    const links = firstLinks(categories, categoryLink);
    expect(links).toHaveLength(FRAME_LIST_SIZE);
    expect(links[0]).toEqual({ key: 'category-1', label: 'Category 1', href: '/category/1', image: null });
    expect(firstLinks(undefined, categoryLink)).toEqual([]);
  });

  it('links a store by slug when it has one, else by id', () => {
    const withSlug = { id: 7, name: 'Karak House', slug: 'karak-house', logo_full_url: '/media/k.webp' } as Store;
    const withoutSlug = { id: 8, name: 'Corner Shop' } as Store;
    expect(storeLink(withSlug)).toMatchObject({ href: '/store/karak-house', image: '/media/k.webp' });
    expect(storeLink(withoutSlug).href).toBe('/store/8');
  });
});
