/** @jest-environment node */
import { answerText } from './answer-text';

describe('answerText', () => {
  const item = (id: number) => ({ id, name: `Pizza ${id}`, name_ar: 'بيتزا', price: 42.5, tags: ['hot'], created_at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), none: null });

  it.each([
    ['a list held as products and as items', () => { const products = [item(1), item(2)]; return { total_size: 2, limit: 12, offset: 1, products, items: products }; }],
    ['an object held twice among other values', () => { const store = { id: 7, name: 'Al Fanar' }; return { store, again: store, n: 1, s: 'x', yes: true, missing: undefined, f: () => 1, list: [undefined, 1] }; }],
    ['an answer without a value held twice', () => ({ products: [item(1)], items: [item(1)] })],
    ['a list', () => [item(1), item(1)]],
    ['a string', () => 'ok'],
    ['nothing', () => undefined],
    ['null', () => null],
    ['a date at the top', () => new Date(Date.UTC(2026, 0, 1))],
    ['keys that need escaping', () => { const v = [1]; return { 'a"b': v, 'ج\n': v }; }],
  ])('writes %s as JSON.stringify writes it', (_name, make) => {
    const body: unknown = make();
    expect(answerText(body)).toBe(JSON.stringify(body ?? {}));
  });

  it('serializes a list the answer holds twice only once', () => {
    let written = 0;
    const counted = { toJSON: () => ((written += 1), { id: 1 }) };
    const products = [counted];
    const text = answerText({ products, items: products });
    expect(JSON.parse(text)).toEqual({ products: [{ id: 1 }], items: [{ id: 1 }] });
    expect(written).toBe(1);
  });
});
