import { parseStorePageQuery, storePageUrl } from './store-page-query';

describe('the store page query', () => {
  it('reads category, search and page, and ignores nonsense', () => {
    expect(parseStorePageQuery({ category: '12', search: '  chai ', page: '3' })).toEqual({ categoryId: 12, search: 'chai', page: 3 });
    expect(parseStorePageQuery({ category: 'x', page: '-2' })).toEqual({ categoryId: 0, search: '', page: 1 });
    expect(parseStorePageQuery({ search: 'a'.repeat(500) }).search).toHaveLength(100);
  });

  it('builds links that carry only what is set', () => {
    expect(storePageUrl('/store/al-mallah', { categoryId: 0, search: '', page: 1 })).toBe('/store/al-mallah');
    expect(storePageUrl('/store/al-mallah', { categoryId: 4, search: 'falafel wrap', page: 2 })).toBe('/store/al-mallah?category=4&search=falafel+wrap&page=2');
  });
});
