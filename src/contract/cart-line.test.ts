import { addOnsOf, cartLineKey } from './cart-line';

describe('the same cart line', () => {
  const key = (variation: Parameters<typeof cartLineKey>[2], ids: number[], qtys: number[]) => cartLineKey('Item', 7, variation, addOnsOf(ids, qtys));

  it('is the same choice whatever order the options and add-ons were sent in', () => {
    const a = key([{ name: 'Extras', values: { label: ['Cheese', 'Olives'] } }, { name: 'Bread', values: { label: ['Saj bread'] } }], [3, 1], [2, 1]);
    const b = key([{ name: 'Bread', values: { label: ['Saj bread'] } }, { name: 'Extras', values: { label: ['Olives', 'Cheese'] } }], [1, 3], [1, 2]);
    expect(a).toBe(b);
  });

  it('is another line when an add-on quantity differs (the server keeps two rows)', () => {
    expect(key([], [3], [1])).not.toBe(key([], [3], [2]));
    // a missing quantity is 1, a quantity of 0 is no add-on
    expect(key([], [3], [])).toBe(key([], [3], [1]));
    expect(key([], [3, 4], [1, 0])).toBe(key([], [3], [1]));
  });

  it('matches an ecommerce variation however its type is written, and ignores an option group left empty', () => {
    const stored = [{ type: 'red-l', price: 90 }]; // as the API keeps it
    expect(key([{ type: 'Red - L' }], [], [])).toBe(key(stored, [], []));
    expect(key([{ name: 'Extras', values: { label: [] } }], [], [])).toBe(key([], [], []));
  });
});
