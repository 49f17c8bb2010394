import { addPrescriptionImages, afterPlacing, checkoutAccess, checkoutKind, checkoutSummary, couponDiscount, couponRefusal, deliveryCharge, orderIdFromToken, paymentChoices, summarize, type DeliveryTerms, type SummaryFacts } from './rules';

const delivery: DeliveryTerms = { orderType: 'delivery', distanceKm: 4, perKm: 1.5, minimum: 7, maximum: 20, freeDelivery: false, freeOver: null };
const line = (price: number, discounted: number, quantity: number, addOns: { price: number; quantity: number }[] = []) => ({ price, discounted_price: discounted, quantity, add_ons: addOns });

describe('the checkout summary', () => {
  it("applies a store discount by its terms, as the server does: none below the minimum purchase, at most the cap", () => {
    const take = { ...delivery, orderType: 'take_away' as const };
    // 10% store discount on 2 × 16.80 = 33.60, below the minimum of 50
    const below = summarize([line(16.8, 15.12, 2)], { coupon: null, storeDiscount: { min_purchase: 50, max_discount: 40 }, delivery: take, taxPercent: 0, taxIncluded: false, tip: 0, digits: 2 });
    expect([below.discount, below.total]).toEqual([0, 33.6]);
    const capped = summarize([line(300, 270, 2)], { coupon: null, storeDiscount: { min_purchase: 50, max_discount: 40 }, delivery: take, taxPercent: 0, taxIncluded: false, tip: 0, digits: 2 });
    expect([capped.discount, capped.total]).toEqual([40, 560]);
  });

  it('adds items, add-ons, discount, delivery, tax and tip with the configured decimals', () => {
    const s = summarize([line(10, 9, 2), line(5.555, 5.555, 1, [{ price: 1, quantity: 2 }])], { coupon: null, delivery, taxPercent: 5, taxIncluded: false, tip: 3, digits: 2 });
    expect(s.itemTotal).toBe(25.56);
    expect(s.addOns).toBe(2);
    expect(s.discount).toBe(2);
    expect(s.deliveryCharge).toBe(7);
    expect(s.tax).toBe(1.28);
    expect(s.tip).toBe(3);
    expect(s.total).toBe(36.84);
  });

  it('rounds to zero decimals when the marketplace shows none', () => {
    expect(summarize([line(10.4, 10.4, 1)], { coupon: null, delivery: { ...delivery, orderType: 'take_away' }, taxPercent: 0, taxIncluded: false, tip: 0, digits: 0 }).total).toBe(10);
  });

  it('charges no delivery or tip for take-away', () => {
    const s = summarize([line(10, 10, 1)], { coupon: null, delivery: { ...delivery, orderType: 'take_away' }, taxPercent: 0, taxIncluded: true, tip: 5, digits: 2 });
    expect(s.deliveryCharge).toBe(0);
    expect(s.tip).toBe(0);
    expect(s.total).toBe(10);
  });
});

describe('the delivery charge', () => {
  it('is per kilometre between the minimum and the maximum', () => {
    expect(deliveryCharge({ ...delivery, distanceKm: 2 }, 50, null)).toBe(7);
    expect(deliveryCharge({ ...delivery, distanceKm: 10 }, 50, null)).toBe(15);
    expect(deliveryCharge({ ...delivery, distanceKm: 100 }, 50, null)).toBe(20);
    // the vehicle's extra charge, added before the maximum as the server adds it
    expect(deliveryCharge({ ...delivery, distanceKm: 2, vehicleCharge: 10 }, 50, null)).toBe(17);
    expect(deliveryCharge({ ...delivery, distanceKm: 10, vehicleCharge: 10 }, 50, null)).toBe(20);
    expect(deliveryCharge({ ...delivery, orderType: 'take_away', vehicleCharge: 10 }, 50, null)).toBe(0);
  });
  it('is free from the free-delivery amount, for a free-delivery store, and with a free-delivery coupon', () => {
    expect(deliveryCharge({ ...delivery, freeOver: 40 }, 40, null)).toBe(0);
    expect(deliveryCharge({ ...delivery, freeOver: 40 }, 39.99, null)).toBe(7);
    expect(deliveryCharge({ ...delivery, freeDelivery: true }, 1, null)).toBe(0);
    expect(deliveryCharge(delivery, 10, { code: 'FREE', discount: 0, discount_type: 'amount', min_purchase: 5, coupon_type: 'free_delivery' })).toBe(0);
  });
});

describe("the checkout's delivery fee, from the store's answer", () => {
  // 3 × 15 from a store with free delivery, 2 km away in a zone charging 1.5 a km, at least 7
  const facts = (store: SummaryFacts['store']): SummaryFacts => ({
    lines: [line(15, 15, 3)],
    orderType: 'delivery',
    distanceKm: 2,
    vehicleCharge: 0,
    coupon: null,
    tip: 0,
    store,
    config: { free_delivery_over: 100, dm_tips_status: 1, tax_included: 0 },
    pivot: { per_km_shipping_charge: 1.5, minimum_shipping_charge: 7, maximum_shipping_charge: 30 },
    digits: 2,
  });

  it("charges the zone's fee when the store's riders are the marketplace's, whatever its free-delivery flag", () => {
    expect(checkoutSummary(facts({ free_delivery: true, self_delivery_system: 0, tax: 0 })).deliveryCharge).toBe(7);
  });

  it('delivers free from a free-delivery store that delivers itself, and charges by its own terms when it is not free', () => {
    expect(checkoutSummary(facts({ free_delivery: true, self_delivery_system: 1, tax: 0 })).deliveryCharge).toBe(0);
    const own = { free_delivery: false, self_delivery_system: 1, per_km_shipping_charge: 4, minimum_shipping_charge: 5, maximum_shipping_charge: null, tax: 0 };
    expect(checkoutSummary(facts(own)).deliveryCharge).toBe(8);
  });
});

describe('coupons', () => {
  const pct = { code: 'TEN', discount: 10, discount_type: 'percent', min_purchase: 50, max_discount: 8 };
  it('take a percentage up to their maximum, or a fixed amount', () => {
    expect(couponDiscount(pct, 60)).toBe(6);
    expect(couponDiscount(pct, 200)).toBe(8);
    expect(couponDiscount({ code: 'FIVE', discount: 5, discount_type: 'amount', min_purchase: 0 }, 3)).toBe(3);
  });
  it('are refused below their minimum purchase', () => {
    expect(couponDiscount(pct, 49)).toBe(0);
    expect(couponRefusal(pct, 49)).toEqual({ min: 50 });
    expect(couponRefusal(pct, 50)).toBeNull();
  });
});

describe('payment methods', () => {
  const config = { cash_on_delivery: true, digital_payment: true, customer_wallet_status: 1 };
  it('refuses cash on delivery above the zone limit, with the reason', () => {
    const choices = paymentChoices({ signedIn: false, total: 600, config, zone: { cash_on_delivery: true, digital_payment: true }, codLimit: 500, walletBalance: null });
    expect(choices).toEqual([
      { method: 'cash_on_delivery', available: false, reason: 'cod_limit' },
      { method: 'digital_payment', available: true },
    ]);
  });
  it('offers the wallet to customers only, and only with enough balance', () => {
    const enough = paymentChoices({ signedIn: true, total: 100, config, zone: null, codLimit: null, walletBalance: 100 });
    expect(enough.find((c) => c.method === 'wallet')).toEqual({ method: 'wallet', available: true });
    const short = paymentChoices({ signedIn: true, total: 100, config, zone: null, codLimit: null, walletBalance: 99 });
    expect(short.find((c) => c.method === 'wallet')).toEqual({ method: 'wallet', available: false, reason: 'wallet_balance' });
  });
  it('follows the zone: no cash or digital payment where the zone does not allow them', () => {
    const choices = paymentChoices({ signedIn: false, total: 10, config, zone: { cash_on_delivery: false, digital_payment: 0 }, codLimit: null, walletBalance: null });
    expect(choices).toEqual([]);
  });
});

describe('prescriptions, access and after placing', () => {
  it('take at most three images', () => {
    expect(addPrescriptionImages(['a', 'b'], ['c'])).toEqual({ files: ['a', 'b', 'c'], refused: false });
    expect(addPrescriptionImages(['a', 'b', 'c'], ['d'])).toEqual({ files: ['a', 'b', 'c'], refused: true });
    expect(addPrescriptionImages([], ['a', 'b', 'c', 'd'])).toEqual({ files: [], refused: true });
  });
  it('lets guests check out only when guest checkout is on, and never a campaign', () => {
    expect(checkoutAccess('cart', false, true)).toBe('ok');
    expect(checkoutAccess('cart', false, false)).toBe('sign-in');
    expect(checkoutAccess('campaign', false, true)).toBe('sign-in');
    expect(checkoutAccess('campaign', true, false)).toBe('ok');
    expect(checkoutKind('buy_now')).toBe('buy_now');
    expect(checkoutKind('other')).toBeNull();
  });
  it('sends a customer to the order and shows a guest the placed dialog', () => {
    expect(afterPlacing(true, 12)).toEqual({ kind: 'redirect', href: '/profile?page=my-orders&orderId=12&from=checkout' });
    expect(afterPlacing(false, 12)).toEqual({ kind: 'guest-dialog' });
  });
  it('reads the order id from the payment token, and nothing from a bad one', () => {
    expect(orderIdFromToken(btoa('payment_method=digital_payment&&attribute_id=57&&transaction_reference=SP-1'))).toBe(57);
    expect(orderIdFromToken(btoa('payment_method=digital_payment&&attribute_id=x'))).toBeNull();
    expect(orderIdFromToken(btoa(JSON.stringify({ attribute_id: 42 })))).toBe(42);
    expect(orderIdFromToken('not base64!')).toBeNull();
    expect(orderIdFromToken(btoa('{"x":1}'))).toBeNull();
    expect(orderIdFromToken(null)).toBeNull();
  });
});
