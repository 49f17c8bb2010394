/** @jest-environment node */
import {
  amountMatches,
  amountWithin,
  couponDiscount,
  deliveryRuleFor,
  ORDER_ROUNDED_PARTS,
  orderTotals,
  roundingTolerance,
  roundTo,
  storeDiscountTaken,
  unitsOf,
  type DeliveryFacts,
  type DeliveryRule,
  type TotalsInput,
} from './order-totals';
import { couponRuleOf, storeTermsOf } from './order-totals-wire';

const takeAway: DeliveryRule = { orderType: 'take_away', distanceKm: 0, perKm: 0, minimumCharge: 0, maximumCharge: null, vehicleCharge: 0, storeFreeDelivery: false, freeDeliveryOver: null };
const order = (over: Partial<TotalsInput>): TotalsInput => ({ lines: [], storeDiscount: null, delivery: takeAway, coupon: null, taxPercent: 0, dmTips: 0, decimals: 2, ...over });

describe("a store discount's own terms, as the contract sends them", () => {
  // moved from lib/discount.test.ts with storeDiscountTaken
  it('takes nothing below the minimum purchase and at most the cap (0: none)', () => {
    expect(storeDiscountTaken(33.6, 3.36, storeTermsOf({ min_purchase: 50, max_discount: 40 }))).toBe(0);
    expect(storeDiscountTaken(600, 60, storeTermsOf({ min_purchase: 50, max_discount: 40 }))).toBe(40);
    expect(storeDiscountTaken(600, 60, storeTermsOf({ min_purchase: '50', max_discount: 0 }))).toBe(60);
    expect(storeDiscountTaken(33.6, 3.36, storeTermsOf(null))).toBe(3.36);
  });
});

describe('the order totals both sides count', () => {
  it('gives a coupon nothing below its minimum purchase, and reads its numbers from strings', () => {
    const coupon = couponRuleOf({ code: 'TEN', discount: '10', discount_type: 'percent', min_purchase: '50', max_discount: null });
    expect(couponDiscount(coupon, 49.99)).toBe(0);
    expect(couponDiscount(coupon, 60)).toBe(6);
  });

  it('never counts a discounted price above the price as a surcharge', () => {
    const t = orderTotals(order({ lines: [{ unitPrice: 10, discountedUnit: 12, quantity: 1, addOns: [] }] }));
    expect([t.storeDiscount, t.total]).toEqual([0, 10]);
  });

  it('gives a free order a total of 0, never -0 (which money shows as "-0.00")', () => {
    // 4.385 less 3.115 of store discount less a 1.27 coupon is a hair below zero in floating point
    const t = orderTotals(
      order({
        lines: [{ unitPrice: 4.385, discountedUnit: 1.27, quantity: 1, addOns: [] }],
        coupon: { discount: 1.27, discountType: 'amount', couponType: 'default', minPurchase: 0, maxDiscount: 0 },
      }),
    );
    expect(Object.is(t.total, 0)).toBe(true);
    expect(Object.is(t.subtotal, 0)).toBe(true);
    expect(Object.is(roundTo(-1e-12, 2), 0)).toBe(true);
  });

  it('never takes more off than the rounded items, so the total is never below 0', () => {
    // 0 decimals: the discount 0.5 and the coupon 0.5 each round up to 1, the items to 1
    const t = orderTotals(
      order({
        lines: [{ unitPrice: 1, discountedUnit: 0.5, quantity: 1, addOns: [] }],
        coupon: { discount: 100, discountType: 'percent', couponType: 'default', minPurchase: 0, maxDiscount: 0 },
        decimals: 0,
      }),
    );
    expect([t.itemTotal, t.storeDiscount, t.couponDiscount, t.subtotal, t.total]).toEqual([1, 1, 0, 0, 0]);
  });

  it('adds no tax where prices include it, and never a negative tip, tax or vehicle charge', () => {
    const lines = [{ unitPrice: 20, discountedUnit: 20, quantity: 1, addOns: [] }];
    expect(orderTotals(order({ lines, taxPercent: 5, taxIncluded: true })).tax).toBe(0);
    const delivery: DeliveryRule = { ...takeAway, orderType: 'delivery', minimumCharge: 5, vehicleCharge: -3 };
    const t = orderTotals(order({ lines, delivery, taxPercent: -5, dmTips: -2 }));
    expect([t.deliveryCharge, t.tax, t.dmTips, t.total]).toEqual([5, 0, 0, 25]);
  });

  it('rounds as the amount check compares', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(amountMatches(roundTo(10.005, 2), 10.01, 2)).toBe(true);
  });
});

describe('the delivery rule as 6amMart pairs it', () => {
  const zone = { perKm: 1.5, minimumCharge: 7, maximumCharge: 30 };
  const store = { selfDelivery: false, freeDelivery: true, perKm: 2, minimumCharge: 5, maximumCharge: null };
  const facts = (over: Partial<DeliveryFacts>): DeliveryFacts => ({ orderType: 'delivery', distanceKm: 2, store, zone, vehicleCharge: 3, freeDeliveryOver: 100, ...over });
  const lines = [{ unitPrice: 10, discountedUnit: 10, quantity: 5, addOns: [] }];

  it("charges the zone's fee for a free-delivery store the marketplace's riders deliver", () => {
    const rule = deliveryRuleFor(facts({}));
    expect(rule).toMatchObject({ perKm: 1.5, minimumCharge: 7, maximumCharge: 30, vehicleCharge: 3, storeFreeDelivery: false, freeDeliveryOver: 100 });
    expect(orderTotals(order({ lines, delivery: rule })).deliveryCharge).toBe(10);
  });

  it('delivers free for a free-delivery store that delivers itself', () => {
    const rule = deliveryRuleFor(facts({ store: { ...store, selfDelivery: true } }));
    expect(orderTotals(order({ lines, delivery: rule })).deliveryCharge).toBe(0);
  });

  it("charges a store that delivers itself by its own terms, without the vehicle's charge or the marketplace's free delivery", () => {
    const rule = deliveryRuleFor(facts({ store: { ...store, selfDelivery: true, freeDelivery: false }, distanceKm: 4, freeDeliveryOver: 10 }));
    expect(rule).toMatchObject({ perKm: 2, minimumCharge: 5, maximumCharge: null, vehicleCharge: 0, storeFreeDelivery: false, freeDeliveryOver: null });
    expect(orderTotals(order({ lines, delivery: rule })).deliveryCharge).toBe(8);
  });
});

describe("a client's rounding", () => {
  // 6 Large trays of eggs at 14.50 less 25 %: the server prices the unit at 10.88, a client that
  // counts unrounded at 10.875; with 5 % tax (rounded apart by the server) the totals are 68.54 and 68.5125
  const eggs = [{ unitPrice: 14.5, discountedUnit: 10.88, quantity: 6, addOns: [] }];
  const tolerance = roundingTolerance({ units: unitsOf(eggs), taxPercent: 5, parts: ORDER_ROUNDED_PARTS, decimals: 2 });

  it("takes an amount a few hundredths off the server's, as far as the rounding across the lines goes", () => {
    const server = orderTotals(order({ lines: eggs, taxPercent: 5 })).total;
    const client = 6 * 10.875 * 1.05;
    expect([server, roundTo(server - client, 4)]).toEqual([68.54, 0.0275]);
    expect(amountWithin(client, server, tolerance)).toBe(true);
    expect(amountMatches(client, server, 2)).toBe(false);
  });

  it('refuses a larger difference, and grows with the units, not with the amount', () => {
    expect(tolerance).toBeCloseTo(0.005 * (6 * 1.05 + 7), 9);
    expect(amountWithin(68.54 + 0.07, 68.54, tolerance)).toBe(false);
    expect(roundingTolerance({ units: 1, taxPercent: 0, parts: ORDER_ROUNDED_PARTS, decimals: 0 })).toBe(4);
  });
});
