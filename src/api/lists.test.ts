import { listFrom, pageFrom } from './lists';

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
