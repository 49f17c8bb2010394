/** @jest-environment node */
import type { Category } from '@/api/catalogue-types';
import { addRecent, removeRecent } from './recent';
import {
  chipsOf, chooseSort, combinedParams, parseSearchState, removeChip, searchHref, searchQueryOf, setPrice, setRating, setTab, toggleAllBrands,
  toggleAllCategories, toggleBrand, toggleCategory, toggleFilter, type SearchState,
} from './search-state';

const searched = (extra: Record<string, string> = {}) => parseSearchState({ search: 'pizza', data_type: 'searched', ...extra }) as SearchState;
const tree: Category[] = [
  { id: 1, name: 'Burgers', childes: [{ id: 11, name: 'Beef' }, { id: 12, name: 'Chicken' }] },
  { id: 2, name: 'Pizza', childes: [] },
];

describe('parsing the URL', () => {
  it('is not a results page without a known data_type', () => {
    expect(parseSearchState({})).toBeNull();
    expect(parseSearchState({ data_type: 'weird' })).toBeNull();
  });

  it('reads term, tab, view, sort, filters, rating, price, selections and page', () => {
    const s = searched({ tab: 'stores', view: 'list', sort: 'nearby', filter: 'top_rated,bogus,coupon', rating: '4', min_price: '10', max_price: '90', categories: '1,x,2', page: '3' });
    expect(s).toMatchObject({ term: 'pizza', tab: 'stores', view: 'list', sort: 'nearby', filters: ['top_rated', 'coupon'], rating: 4, price: [10, 90], categories: [1, 2], page: 3 });
  });

  it('drops a sort of the other tab and a price range narrower than 1', () => {
    expect(searched({ sort: 'nearby' }).sort).toBeNull();
    expect(searched({ tab: 'stores', sort: 'low' }).sort).toBeNull();
    expect(searched({ min_price: '50', max_price: '50' }).price).toEqual([0, 20000]);
    expect(searched({ max_price: '999999' }).price).toEqual([0, 20000]);
  });

  it('starts discounted results with Discounted checked, until the shopper unchecks it', () => {
    const d = parseSearchState({ data_type: 'discounted', module_id: '1' }) as SearchState;
    expect(d.filters).toEqual(['discounted']);
    const unchecked = toggleFilter(d, 'discounted');
    expect(unchecked.filters).toEqual([]);
    expect(parseSearchState(searchQueryOf(unchecked))?.filters).toEqual([]);
    expect(searchQueryOf(d)).not.toHaveProperty('filter');
  });

  it('selects the category or brand a page is about', () => {
    const name = Buffer.from('Café & Co', 'utf8').toString('base64');
    const c = parseSearchState({ search: 'category', id: '7', name, module_id: '1', data_type: 'category' }) as SearchState;
    expect(c).toMatchObject({ categoryId: 7, categoryName: 'Café & Co', categories: [7] });
    const b = parseSearchState({ brand_id: '3', data_type: 'brand' }) as SearchState;
    expect(b).toMatchObject({ brandId: 3, brands: [3] });
  });

  it('round-trips every state through the URL', () => {
    let s = searched({ module_id: '2' });
    s = chooseSort(s, 'high');
    s = toggleFilter(s, 'free_delivery');
    s = setRating(s, 3);
    s = setPrice(s, [25, 400]);
    s = toggleCategory(s, 11, tree);
    s = toggleBrand(s, 5);
    s = { ...s, view: 'list', page: 2 };
    const again = parseSearchState(Object.fromEntries(new URL(searchHref(s), 'http://x').searchParams)) as SearchState;
    expect(again).toEqual(s);
    const ar = searched({ search: 'بيتزا' });
    expect(parseSearchState(Object.fromEntries(new URL(searchHref(ar), 'http://x').searchParams))?.term).toBe('بيتزا');
  });
});

describe('changing the state', () => {
  it('resets filters and sort when the tab changes, and goes back to page 1', () => {
    const s = setRating(toggleFilter(chooseSort(searched({ page: '4' }), 'low'), 'coupon'), 4);
    const stores = setTab(s, 'stores');
    expect(stores).toMatchObject({ tab: 'stores', sort: null, filters: [], rating: 0, page: 1 });
    const discounted = parseSearchState({ data_type: 'discounted' }) as SearchState;
    expect(setTab(toggleFilter(discounted, 'discounted'), 'stores').filters).toEqual(['discounted']);
  });

  it('keeps sorts exclusive within a tab', () => {
    const low = chooseSort(searched(), 'low');
    expect(chooseSort(low, 'high').sort).toBe('high');
    expect(chooseSort(low, 'low').sort).toBeNull();
    expect(chooseSort(low, 'nearby').sort).toBe('low');
    const stores = setTab(searched(), 'stores');
    expect(chooseSort(chooseSort(stores, 'fast_delivery'), 'nearby').sort).toBe('nearby');
    expect(chooseSort(chooseSort(stores, 'nearby'), 'default').sort).toBeNull();
  });

  it('selects a parent with all its children when a child is chosen, and drops them together', () => {
    const s = toggleCategory(searched(), 12, tree);
    expect([...s.categories].sort((a, b) => a - b)).toEqual([1, 11, 12]);
    expect(toggleCategory(s, 11, tree).categories).toEqual([]);
    expect(toggleCategory(s, 2, tree).categories).toContain(2);
  });

  it("selects every category or brand with 'All', and clears them when all were selected", () => {
    const all = toggleAllCategories(searched(), tree);
    expect([...all.categories].sort((a, b) => a - b)).toEqual([1, 2, 11, 12]);
    expect(toggleAllCategories(all, tree).categories).toEqual([]);
    const brands = toggleAllBrands(searched(), [4, 5]);
    expect(brands.brands).toEqual([4, 5]);
    expect(toggleAllBrands(brands, [4, 5]).brands).toEqual([]);
  });

  it('keeps the price thumbs at least 1 apart inside 0 to 20 000', () => {
    expect(setPrice(searched(), [30, 30]).price).toEqual([30, 31]);
    expect(setPrice(searched(), [-5, 99999]).price).toEqual([0, 20000]);
    expect(setPrice(searched(), [20000, 20000]).price).toEqual([19999, 20000]);
    expect(setPrice(searched(), [90, 10]).price).toEqual([10, 90]);
  });

  it('shows each applied filter as a chip and removes it', () => {
    let s = setPrice(setRating(toggleFilter(chooseSort(searched(), 'low'), 'top_rated'), 4), [5, 50]);
    const chips = chipsOf(s);
    expect(chips.map((c) => c.kind)).toEqual(['filter', 'sort', 'rating', 'price']);
    for (const chip of chips) s = removeChip(s, chip);
    expect(chipsOf(s)).toEqual([]);
  });
});

describe('the API parameters', () => {
  it('sends the term only for searched results, the sort inside the filter list, and brands on the items tab only', () => {
    let s = toggleBrand(chooseSort(toggleFilter(searched(), 'coupon'), 'high'), 9);
    expect(combinedParams(s)).toEqual({ name: 'pizza', data_type: 'searched', list_type: 'item', limit: 12, brand_ids: '[9]', filter: '["coupon","high"]' });
    s = setTab(s, 'stores');
    expect(combinedParams(s)).toEqual({ name: 'pizza', data_type: 'searched', list_type: 'store', limit: 12 });
    const c = parseSearchState({ data_type: 'category', id: '4', name: 'x', min_price: '3', rating: '2' }) as SearchState;
    expect(combinedParams(c)).toEqual({ data_type: 'category', list_type: 'item', limit: 12, category_ids: '[4]', rating_count: 2, min_price: 3 });
  });
});

describe('recent searches', () => {
  it('keeps the latest 5, newest first, without duplicates, and removes one', () => {
    let list: string[] = [];
    for (const t of ['a', 'b', 'c', 'd', 'e', 'f']) list = addRecent(list, t);
    expect(list).toEqual(['f', 'e', 'd', 'c', 'b']);
    list = addRecent(list, 'C');
    expect(list).toEqual(['C', 'f', 'e', 'd', 'b']);
    expect(addRecent(list, '   ')).toBe(list);
    expect(removeRecent(list, 'f')).toEqual(['C', 'e', 'd', 'b']);
  });
});
