import { categoryListParams, parseCategoryTab, parsePage } from './category-query';

describe('the category page query', () => {
  it('reads the tab and the page leniently', () => {
    expect(parseCategoryTab('stores')).toBe('stores');
    expect(parseCategoryTab('anything')).toBe('items');
    expect(parsePage('3')).toBe(3);
    expect(parsePage(['2', '9'])).toBe(2);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('100000')).toBe(1);
  });

  it('asks for one category, 20 at a time', () => {
    expect(categoryListParams(7, 2)).toEqual({ categoryIds: [7], limit: 20, offset: 2 });
  });
});
