import { applyDiscount, discountLabel, discountOf, priceDisplay, storeTermsOf } from './discount';

const aed = (n: number) => `AED ${n.toFixed(2)}`;

describe('discount display', () => {
  it('lets a store discount above 0 win, shown as a percentage', () => {
    expect(discountOf({ discount: 5, discount_type: 'amount', store_discount: 15 })).toEqual({ type: 'percent', value: 15 });
  });

  it('otherwise uses the item discount by its type', () => {
    expect(discountOf({ discount: 20, discount_type: 'percent', store_discount: 0 })).toEqual({ type: 'percent', value: 20 });
    expect(discountOf({ discount: 5, discount_type: 'amount' })).toEqual({ type: 'amount', value: 5 });
    expect(discountOf({ discount: '7.5', discount_type: 'percent', store_discount: '0' })).toEqual({ type: 'percent', value: 7.5 });
  });

  it('has no discount when both are zero or missing', () => {
    expect(discountOf({ discount: 0, discount_type: 'percent', store_discount: 0 })).toBeNull();
    expect(discountOf({})).toBeNull();
  });

  it('labels a percentage as N% and an amount in currency', () => {
    expect(discountLabel({ type: 'percent', value: 15 }, aed)).toBe('15%');
    expect(discountLabel({ type: 'percent', value: 12.5 }, aed)).toBe('12.5%');
    expect(discountLabel({ type: 'amount', value: 5 }, aed)).toBe('AED 5.00');
  });

  it('applies the discount without going below zero', () => {
    expect(applyDiscount(40, { type: 'percent', value: 25 })).toBe(30);
    expect(applyDiscount(40, { type: 'amount', value: 5 })).toBe(35);
    expect(applyDiscount(4, { type: 'amount', value: 5 })).toBe(0);
    expect(applyDiscount(19.99, { type: 'percent', value: 10 })).toBe(17.99);
    expect(applyDiscount(40, null)).toBe(40);
  });

  it('strikes through the original price only when something is discounted', () => {
    expect(priceDisplay({ price: 40, discount: 10, discount_type: 'percent' })).toEqual({
      min: 36,
      max: 36,
      original: { min: 40, max: 40 },
      discount: { type: 'percent', value: 10 },
    });
    expect(priceDisplay({ price: 40, discount: 0, discount_type: 'percent' })).toEqual({ min: 40, max: 40, original: null, discount: null });
  });

  it('shows a range across variations, each discounted', () => {
    const display = priceDisplay({
      price: 10,
      discount: 2,
      discount_type: 'amount',
      variations: [{ price: 12 }, { price: 20 }, { price: '15' }],
    });
    expect(display).toMatchObject({ min: 10, max: 18, original: { min: 12, max: 20 } });
  });
});

describe("a store discount's own terms", () => {
  it('tells a card the terms of its store discount, when there are any', () => {
    expect(storeTermsOf({ store_discount: 10, store_discount_min_purchase: 50, store_discount_max_discount: 40 })).toEqual({ percent: 10, minimum: 50, cap: 40 });
    expect(storeTermsOf({ store_discount: 10 })).toBeNull();
    expect(storeTermsOf({ discount: 5, store_discount: 0, store_discount_min_purchase: 50 })).toBeNull();
  });
});
