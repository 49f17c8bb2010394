import type { Brand } from './catalogue-types';
import { parseBrandSort, sortBrands } from './brands';

const brands: Brand[] = [
  { id: 1, name: 'nova' },
  { id: 2, name: 'Auralis' },
  { id: 3, name: 'Qalam' },
];

describe('sorting brands', () => {
  it('keeps the API order by default and sorts by name either way, ignoring case', () => {
    expect(sortBrands(brands, 'default', 'en').map((b) => b.id)).toEqual([1, 2, 3]);
    expect(sortBrands(brands, 'a-z', 'en').map((b) => b.name)).toEqual(['Auralis', 'nova', 'Qalam']);
    expect(sortBrands(brands, 'z-a', 'en').map((b) => b.name)).toEqual(['Qalam', 'nova', 'Auralis']);
  });

  it('sorts Arabic names in Arabic order', () => {
    const arabic: Brand[] = [
      { id: 1, name: 'قلم' },
      { id: 2, name: 'أطلس' },
      { id: 3, name: 'نوفا' },
    ];
    expect(sortBrands(arabic, 'a-z', 'ar').map((b) => b.id)).toEqual([2, 1, 3]);
  });

  it('reads only the known sorts', () => {
    expect(parseBrandSort('a-z')).toBe('a-z');
    expect(parseBrandSort('z-a')).toBe('z-a');
    expect(parseBrandSort('price')).toBe('default');
    expect(parseBrandSort(undefined)).toBe('default');
  });
});
