import { flashProgress } from './flash-sales';

describe('flash-sale progress', () => {
  it('is sold divided by stock, as a whole percentage', () => {
    expect(flashProgress({ stock: 40, sold: 10 })).toEqual({ percent: 25, outOfStock: false });
    expect(flashProgress({ stock: 3, sold: 1 })).toEqual({ percent: 33, outOfStock: false });
  });

  it('says Out of Stock when the stock is 0 or everything is sold', () => {
    expect(flashProgress({ stock: 0, sold: 0 })).toEqual({ percent: 0, outOfStock: true });
    expect(flashProgress({ stock: 20, sold: 20 })).toEqual({ percent: 100, outOfStock: true });
    expect(flashProgress({ stock: 20, sold: 5, available_stock: 0 }).outOfStock).toBe(true);
  });

  it('never leaves 0 to 100', () => {
    expect(flashProgress({ stock: 10, sold: 15 }).percent).toBe(100);
    expect(flashProgress({ stock: 10, sold: -2 }).percent).toBe(0);
  });
});
