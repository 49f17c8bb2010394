/** @jest-environment node */
import { afterDiscounts, amountMatches, codAllowed, computeTotals, couponDiscount, deliveryCharge, storeDiscountOf, type CouponRule, type DeliveryRule, type TotalsLine } from '../services/order-totals';
import { checkCoupon, type CouponFacts, type CouponRow } from '../services/coupon-rules';
import { ApiError } from '../http';

const delivery: DeliveryRule = { orderType: 'delivery', distanceKm: 4, perKm: 1.5, minimumCharge: 7, maximumCharge: 30, vehicleCharge: 0, storeFreeDelivery: false, freeDeliveryOver: 100 };
const lines: TotalsLine[] = [
  { unitPrice: 20, discountedUnit: 18, quantity: 2, addOns: [{ price: 3, quantity: 1 }] },
  { unitPrice: 9.99, discountedUnit: 9.99, quantity: 1, addOns: [] },
];
const percent: CouponRule = { code: 'P10', title: '10%', discount: 10, discountType: 'percent', couponType: 'default', minPurchase: 0, maxDiscount: 0 };

describe('order totals', () => {
  it('adds items, add-ons, item discounts, delivery, tax and tip', () => {
    const t = computeTotals({ lines, delivery, storeDiscount: null, coupon: null, taxPercent: 5, dmTips: 4, decimals: 2 });
    // items 40 + 9.99 + add-on 3 = 52.99; discount 4; after items 48.99
    expect(t.itemTotal).toBe(52.99);
    expect(t.storeDiscount).toBe(4);
    expect(t.deliveryCharge).toBe(7); // 4 km × 1.5 = 6, below the minimum 7
    expect(t.tax).toBe(2.45); // 5% of 48.99
    expect(t.total).toBe(Math.round((48.99 + 7 + 2.45 + 4) * 100) / 100);
  });

  it('takes the coupon off before tax, caps a percent coupon, and waives delivery for free-delivery coupons', () => {
    const capped = { ...percent, discount: 50, maxDiscount: 10 };
    expect(couponDiscount(capped, 48.99)).toBe(10);
    expect(couponDiscount({ ...percent, discountType: 'amount', discount: 100 }, 48.99)).toBe(48.99);
    const t = computeTotals({ lines, delivery, storeDiscount: null, coupon: percent, taxPercent: 5, dmTips: 0, decimals: 2 });
    expect(t.couponDiscount).toBe(4.9);
    expect(t.tax).toBe(2.2); // 5% of 44.09
    const free = computeTotals({ lines, delivery, storeDiscount: null, coupon: { ...percent, couponType: 'free_delivery', discount: 0 }, taxPercent: 0, dmTips: 0, decimals: 2 });
    expect([free.deliveryCharge, free.originalDeliveryCharge, free.couponDiscount]).toEqual([0, 7, 0]);
  });

  it('charges delivery by distance between the minimum and the maximum, none for take-away or free-delivery stores and orders', () => {
    expect(deliveryCharge({ ...delivery, distanceKm: 10 })).toBe(15);
    expect(deliveryCharge({ ...delivery, distanceKm: 40 })).toBe(30);
    expect(deliveryCharge({ ...delivery, orderType: 'take_away' })).toBe(0);
    // the vehicle's extra charge is added before the maximum, as 6amMart adds it
    expect(deliveryCharge({ ...delivery, distanceKm: 10, vehicleCharge: 10 })).toBe(25);
    expect(deliveryCharge({ ...delivery, distanceKm: 20, vehicleCharge: 10 })).toBe(30);
    expect(deliveryCharge({ ...delivery, orderType: 'take_away', vehicleCharge: 10 })).toBe(0);
    expect(computeTotals({ lines, delivery: { ...delivery, storeFreeDelivery: true }, storeDiscount: null, coupon: null, taxPercent: 0, dmTips: 0, decimals: 2 }).deliveryCharge).toBe(0);
    expect(computeTotals({ lines, delivery: { ...delivery, freeDeliveryOver: 40 }, storeDiscount: null, coupon: null, taxPercent: 0, dmTips: 0, decimals: 2 }).deliveryCharge).toBe(0);
    const takeAway = computeTotals({ lines, delivery: { ...delivery, orderType: 'take_away' }, storeDiscount: null, coupon: null, taxPercent: 0, dmTips: 5, decimals: 2 });
    expect([takeAway.deliveryCharge, takeAway.dmTips]).toEqual([0, 0]);
  });

  it('rounds to the configured decimals', () => {
    const t = computeTotals({ lines: [{ unitPrice: 3.333, discountedUnit: 3.333, quantity: 3, addOns: [] }], delivery: { ...delivery, orderType: 'take_away' }, storeDiscount: null, coupon: null, taxPercent: 0, dmTips: 0, decimals: 0 });
    expect(t.total).toBe(10);
    expect(amountMatches(10.004, 10, 2)).toBe(true);
    expect(amountMatches(10.01, 10, 2)).toBe(false);
    expect(amountMatches(10.4, 10, 0)).toBe(true);
  });
});

describe("a store discount's own terms", () => {
  // a 10% store discount prices every line (services/cart-lines discounted)
  const tenOff = (unitPrice: number, quantity: number, addOn = 0): TotalsLine => ({ unitPrice, discountedUnit: unitPrice * 0.9, quantity, addOns: addOn ? [{ price: addOn, quantity: 1 }] : [] });
  const terms = { minPurchase: 50, maxDiscount: 4 };

  it('takes nothing while the items and add-ons before discounts stay below the minimum purchase', () => {
    // 33.60 of items: 6amMart's clients charge 33.60, not 30.24
    const small = [tenOff(16.8, 2)];
    expect(storeDiscountOf(small, terms)).toBe(0);
    const t = computeTotals({ lines: small, storeDiscount: terms, delivery: { ...delivery, orderType: 'take_away' }, coupon: null, taxPercent: 0, dmTips: 0, decimals: 2 });
    expect([t.storeDiscount, t.total]).toEqual([0, 33.6]);
    // add-ons count towards the minimum
    expect(storeDiscountOf([tenOff(16.8, 2, 17)], { minPurchase: 50, maxDiscount: 0 })).toBeCloseTo(3.36, 9);
  });

  it('takes at most the maximum discount; a maximum of 0 caps nothing', () => {
    const big = [tenOff(30, 2)];
    expect(storeDiscountOf(big, terms)).toBe(4);
    expect(storeDiscountOf(big, { minPurchase: 50, maxDiscount: 0 })).toBeCloseTo(6, 9);
    expect(afterDiscounts(big, terms)).toBe(56);
    const t = computeTotals({ lines: big, storeDiscount: terms, delivery: { ...delivery, orderType: 'take_away' }, coupon: null, taxPercent: 0, dmTips: 0, decimals: 2 });
    expect([t.itemTotal, t.storeDiscount, t.total]).toEqual([60, 4, 56]);
  });

  it("leaves items' own discounts alone when no store discount runs", () => {
    expect(storeDiscountOf(lines, null)).toBeCloseTo(4, 9);
  });
});

describe('cash on delivery limit', () => {
  it('allows totals up to the zone’s maximum, and any total without one', () => {
    expect(codAllowed(1500, 1500)).toBe(true);
    expect(codAllowed(1500.01, 1500)).toBe(false);
    expect(codAllowed(99_999, null)).toBe(true);
    expect(codAllowed(99_999, 0)).toBe(true);
  });
});

describe('coupon rules', () => {
  const coupon: CouponRow = {
    id: 1, title: 'T', titleAr: 'T', code: 'C', startDate: '2025-01-01', expireDate: '2025-12-31', minPurchase: 40, maxDiscount: 0, discount: 5,
    discountType: 'amount', couponType: 'default', limit: 2, moduleId: 2, storeId: null, zoneIds: [1, 2], status: 1, createdAt: new Date(),
  };
  const facts: CouponFacts = { today: '2025-06-01', store: { id: 7, moduleId: 2, zoneId: 1 }, customerId: 1, previousOrders: 3, usesOfCoupon: 0, amount: 50 };
  const refusal = (c: CouponRow | null, f: CouponFacts): string => {
    try {
      checkCoupon(c, f);
      return 'ok';
    } catch (e) {
      return e instanceof ApiError ? `${e.status} ${e.errors[0]?.message}` : 'thrown';
    }
  };
  it('applies a running coupon of the store’s module and zone', () => expect(refusal(coupon, facts)).toBe('ok'));
  it('refuses unknown, not yet valid and expired coupons', () => {
    expect(refusal(null, facts)).toBe('404 Coupon not found.');
    expect(refusal(coupon, { ...facts, today: '2024-12-31' })).toMatch(/^403 .*not valid yet/);
    expect(refusal(coupon, { ...facts, today: '2026-01-01' })).toMatch(/^403 .*expired/);
  });
  it('refuses another module, zone or store', () => {
    expect(refusal(coupon, { ...facts, store: { id: 7, moduleId: 1, zoneId: 1 } })).toMatch(/^403/);
    expect(refusal(coupon, { ...facts, store: { id: 7, moduleId: 2, zoneId: 3 } })).toMatch(/^403 .*zone/);
    expect(refusal({ ...coupon, couponType: 'store_wise', storeId: 8 }, facts)).toMatch(/^403 .*store/);
    expect(refusal({ ...coupon, couponType: 'store_wise', storeId: 7 }, facts)).toBe('ok');
  });
  it('keeps first-order coupons to first orders of signed-in customers, and counts the use limit', () => {
    const first = { ...coupon, couponType: 'first_order' };
    expect(refusal(first, facts)).toMatch(/^403 .*first order/);
    expect(refusal(first, { ...facts, previousOrders: 0 })).toBe('ok');
    expect(refusal(first, { ...facts, previousOrders: 0, customerId: null })).toMatch(/^403 Sign in/);
    expect(refusal(coupon, { ...facts, usesOfCoupon: 2 })).toMatch(/^403 .*as many times/);
  });
  it('says the minimum purchase in the spec’s words', () => {
    expect(refusal(coupon, { ...facts, amount: 39.99 })).toBe('403 To apply this coupon, total item amount should be minimum 40.00');
    expect(refusal(coupon, { ...facts, amount: null })).toBe('ok');
  });
});
