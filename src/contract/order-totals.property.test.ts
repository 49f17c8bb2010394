/**
 * @jest-environment node
 *
 * The checkout's figures and the server's checked figures never disagree: random carts, store
 * discounts, coupons, zone charges, taxes, tips and decimals, seen once as the server's rows
 * (services/order-totals.ts serverTotalsInput, as order placement reads them) and once as the
 * contract's answers the checkout reads (features/checkout/rules.ts checkoutSummary, as both
 * checkout screens call it). This test reaches both sides on purpose: it is the agreement.
 */
import fc from 'fast-check';
import { computeTotals, serverTotalsInput, type ServerTotalsFacts } from '../backend/services/order-totals';
import { checkoutSummary, couponBase, couponRefusal, type SummaryFacts } from '../features/checkout/rules';
import { afterDiscounts, amountMatches, orderTotals, roundTo, type Totals } from './order-totals';

const money = (max: number, scale = 100) => fc.integer({ min: 0, max: max * scale }).map((n) => n / scale);

const line = fc
  .record({
    unitPrice: money(500, 1000).filter((p) => p > 0),
    percentOff: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100 })),
    quantity: fc.integer({ min: 1, max: 20 }),
    addOns: fc.array(fc.record({ price: money(20), quantity: fc.integer({ min: 1, max: 5 }) }), { maxLength: 3 }),
  })
  // the server prices the discounted unit (services/cart-lines.ts) and sends it as discounted_price
  .map(({ unitPrice, percentOff, quantity, addOns }) => ({ unitPrice, discountedUnit: roundTo(unitPrice * (1 - percentOff / 100), 2), quantity, addOns }));

const facts: fc.Arbitrary<ServerTotalsFacts> = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 6 }),
  running: fc.option(fc.record({ min_purchase: money(300, 1), max_discount: money(100, 1) })),
  coupon: fc.option(
    fc.record({
      code: fc.constant('SOUK'),
      title: fc.constant('Souk'),
      discountType: fc.constantFrom('percent', 'amount'),
      discount: money(100),
      couponType: fc.constantFrom('default', 'free_delivery', 'first_order', 'store_wise'),
      minPurchase: money(300, 1),
      maxDiscount: money(60, 1),
    }),
  ),
  // a store that delivers itself charges its own terms; its free delivery counts only then
  store: fc.record({
    freeDelivery: fc.constantFrom(0, 1),
    selfDeliverySystem: fc.constantFrom(0, 1),
    perKmShippingCharge: money(5),
    minimumShippingCharge: money(20),
    maximumShippingCharge: fc.option(money(50)),
    tax: money(20, 10),
  }),
  zoneModule: fc.record({ perKmShippingCharge: money(5), minimumShippingCharge: money(20), maximumShippingCharge: fc.option(money(50)) }),
  settings: fc.record({ freeDeliveryOver: fc.option(money(500, 1)), dmTips: fc.boolean(), decimals: fc.integer({ min: 0, max: 3 }) }),
  orderType: fc.constantFrom('delivery' as const, 'take_away' as const),
  distanceKm: money(30, 1000),
  vehicleCharge: money(20),
  dmTips: money(50),
});

/** The same order as the contract answers it to the checkout (cart/list, stores/details, coupon/apply, config, the zone's module pivot, vehicle/extra_charge). */
function asCheckoutSees(f: ServerTotalsFacts, coupon: ServerTotalsFacts['coupon']): SummaryFacts {
  // stores/details sends the running discount whole; the checkout reads its terms
  const storeDiscount = f.running ? { discount: 10, discount_type: 'percent', ...f.running } : null;
  return {
    lines: f.lines.map((l) => ({ price: l.unitPrice, discounted_price: l.discountedUnit, quantity: l.quantity, add_ons: l.addOns })),
    orderType: f.orderType,
    distanceKm: f.distanceKm,
    // the checkout asks vehicle/extra_charge only for a delivery
    vehicleCharge: f.orderType === 'delivery' ? f.vehicleCharge : 0,
    coupon: coupon
      ? { code: coupon.code, discount: coupon.discount, discount_type: coupon.discountType, min_purchase: coupon.minPurchase, max_discount: coupon.maxDiscount, coupon_type: coupon.couponType }
      : null,
    tip: f.dmTips,
    // stores/details answers free_delivery only where it applies (services/format.ts deliversFree)
    store: {
      discount: storeDiscount,
      free_delivery: f.store.freeDelivery === 1 && f.store.selfDeliverySystem === 1,
      self_delivery_system: f.store.selfDeliverySystem,
      per_km_shipping_charge: f.store.perKmShippingCharge,
      minimum_shipping_charge: f.store.minimumShippingCharge,
      maximum_shipping_charge: f.store.maximumShippingCharge,
      tax: f.store.tax,
    },
    config: { free_delivery_over: f.settings.freeDeliveryOver, dm_tips_status: f.settings.dmTips ? 1 : 0, tax_included: 0 },
    pivot: { per_km_shipping_charge: f.zoneModule.perKmShippingCharge, minimum_shipping_charge: f.zoneModule.minimumShippingCharge, maximum_shipping_charge: f.zoneModule.maximumShippingCharge },
    digits: f.settings.decimals,
  };
}

/** The coupon as the server keeps it: only when its minimum purchase is met (checkCoupon refuses it otherwise). */
function acceptedCoupon(f: ServerTotalsFacts): ServerTotalsFacts['coupon'] {
  const terms = f.running ? { minPurchase: f.running.min_purchase, maxDiscount: f.running.max_discount } : null;
  return f.coupon && afterDiscounts(f.lines, terms) >= f.coupon.minPurchase ? f.coupon : null;
}

const figures = (t: Totals) => [t.itemPrice, t.addOnTotal, t.itemTotal, t.storeDiscount, t.couponDiscount, t.subtotal, t.deliveryCharge, t.originalDeliveryCharge, t.tax, t.dmTips, t.total];
const runs = { numRuns: 400 };

describe('the checkout and the server count the same order', () => {
  it("the checkout's total, sent as order_amount, is what the server accepts, and every figure shown is the server's", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const coupon = acceptedCoupon(f);
        const server = computeTotals(serverTotalsInput({ ...f, coupon }));
        const shown = checkoutSummary(asCheckoutSees(f, coupon));
        const sent = JSON.parse(JSON.stringify({ order_amount: shown.total })) as { order_amount: number };
        expect(amountMatches(sent.order_amount, server.total, f.settings.decimals)).toBe(true);
        expect(shown).toEqual({
          itemTotal: server.itemPrice,
          addOns: server.addOnTotal,
          discount: server.storeDiscount,
          coupon: server.couponDiscount,
          subtotal: server.subtotal,
          deliveryCharge: server.deliveryCharge,
          tax: server.tax,
          tip: server.dmTips,
          total: server.total,
        });
      }),
      runs,
    );
  });

  it('the checkout refuses a coupon below its minimum purchase exactly when the server would', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const wire = asCheckoutSees(f, f.coupon);
        fc.pre(wire.coupon !== null);
        const refused = wire.coupon ? couponRefusal(wire.coupon, couponBase(wire.lines, wire.store?.discount)) !== null : false;
        expect(refused).toBe(acceptedCoupon(f) === null);
      }),
      runs,
    );
  });
});

describe('the totals', () => {
  const totals = (f: ServerTotalsFacts) => orderTotals(serverTotalsInput({ ...f, coupon: acceptedCoupon(f) }));

  it('are never negative, and the discounts never take more than the items', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const t = totals(f);
        for (const n of figures(t)) expect(n).toBeGreaterThanOrEqual(0);
        expect(t.storeDiscount + t.couponDiscount).toBeLessThanOrEqual(t.itemTotal + 1e-9);
      }),
      runs,
    );
  });

  it('are each rounded to the decimals, and the total is the sum of the parts shown', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const t = totals(f);
        const d = f.settings.decimals;
        for (const n of figures(t)) expect(roundTo(n, d)).toBe(n);
        expect(amountMatches(t.itemTotal - t.storeDiscount - t.couponDiscount + t.deliveryCharge + t.tax + t.dmTips, t.total, d)).toBe(true);
        expect(amountMatches(t.subtotal + t.deliveryCharge + t.tax + t.dmTips, t.total, d)).toBe(true);
      }),
      runs,
    );
  });

  it("charge no delivery or tip for take-away, and never more than the maximum (the store's when it delivers itself, else the zone's) or anything when delivery is free", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const t = totals(f);
        if (f.orderType === 'take_away') expect([t.deliveryCharge, t.dmTips]).toEqual([0, 0]);
        const self = f.store.selfDeliverySystem === 1;
        const max = self ? f.store.maximumShippingCharge : f.zoneModule.maximumShippingCharge;
        if (max !== null && max > 0) expect(t.originalDeliveryCharge).toBeLessThanOrEqual(roundTo(max, f.settings.decimals));
        if (self && f.store.freeDelivery === 1) expect(t.deliveryCharge).toBe(0);
      }),
      runs,
    );
  });

  it("ignore a store's free delivery when the store does not deliver itself: it is charged as the same store without the flag", () => {
    fc.assert(
      fc.property(facts, (f) => {
        fc.pre(f.store.selfDeliverySystem === 0);
        const flagged = totals({ ...f, store: { ...f.store, freeDelivery: 1 } });
        expect(flagged).toEqual(totals({ ...f, store: { ...f.store, freeDelivery: 0 } }));
      }),
      runs,
    );
  });
});

describe('rounding', () => {
  it('is idempotent on amounts of money, and a rounded amount matches what it rounds', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), fc.integer({ min: 0, max: 4 }), (x, d) => {
        const once = roundTo(x, d);
        expect(roundTo(once, d)).toBe(once);
        expect(amountMatches(once, x, d)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
