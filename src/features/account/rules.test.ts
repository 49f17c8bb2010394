/** @jest-environment node */
import { DEFAULT_MONEY } from '@/lib/money';
import { conversion, conversionRule, couponFacts, fundAmount, isAccountPage, pageAllowed, pageCount, paymentResult } from './rules';

describe('which account pages the config allows', () => {
  it('hides the wallet, loyalty points and referral code by their status fields, and keeps the rest', () => {
    expect(pageAllowed('wallet', { customer_wallet_status: 0 })).toBe(false);
    expect(pageAllowed('wallet', { customer_wallet_status: 1 })).toBe(true);
    expect(pageAllowed('loyalty-points', { loyalty_point_status: 0 })).toBe(false);
    expect(pageAllowed('referral-code', { ref_earning_status: 0 })).toBe(false);
    // a referral earns wallet money: no wallet, no referral page
    expect(pageAllowed('referral-code', { customer_wallet_status: 0, ref_earning_status: 1 })).toBe(false);
    expect(pageAllowed('coupons', { customer_wallet_status: 0, loyalty_point_status: 0, ref_earning_status: 0 })).toBe(true);
    expect(pageAllowed('wallet', undefined)).toBe(true);
    expect(pageAllowed('wallet', {})).toBe(true);
  });

  it('knows its pages', () => {
    expect(['wallet', 'loyalty-points', 'coupons', 'referral-code', 'settings'].every(isAccountPage)).toBe(true);
    expect(isAccountPage('inbox')).toBe(false);
    expect(isAccountPage(['wallet'])).toBe(false);
  });
});

describe('points to wallet', () => {
  const rule = conversionRule({ loyalty_point_exchange_rate: 10, loyalty_point_minimum_point: 100 });

  it('reads the rate and minimum from the config, with the defaults when missing or odd', () => {
    expect(rule).toEqual({ rate: 10, minimum: 100 });
    expect(conversionRule(undefined)).toEqual({ rate: 10, minimum: 100 });
    expect(conversionRule({ loyalty_point_exchange_rate: 0, loyalty_point_minimum_point: -3 })).toEqual({ rate: 10, minimum: 100 });
    expect(conversionRule({ loyalty_point_exchange_rate: 4, loyalty_point_minimum_point: 20 })).toEqual({ rate: 4, minimum: 20 });
  });

  it('converts whole points from the minimum up to the balance, in cents', () => {
    expect(conversion('150', 340, rule)).toEqual({ points: 150, money: 15 });
    expect(conversion(' 100 ', 340, rule)).toEqual({ points: 100, money: 10 });
    expect(conversion('333', 340, conversionRule({ loyalty_point_exchange_rate: 7 }))).toEqual({ points: 333, money: 47.57 });
    expect(conversion('', 340, rule)).toEqual({ problem: 'empty' });
    expect(conversion('12.5', 340, rule)).toEqual({ problem: 'whole' });
    expect(conversion('-100', 340, rule)).toEqual({ problem: 'whole' });
    expect(conversion('99', 340, rule)).toEqual({ problem: 'minimum' });
    expect(conversion('341', 340, rule)).toEqual({ problem: 'balance' });
  });
});

describe('the wallet page', () => {
  it('takes an add-fund amount above 0 with at most 2 decimals', () => {
    expect(fundAmount('50')).toBe(50);
    expect(fundAmount('12.75')).toBe(12.75);
    for (const bad of ['', '0', '0.00', '-5', '1.234', 'ten', '1e3', '100001']) expect(fundAmount(bad)).toBeNull();
  });

  it('reads the payment page result and counts pages', () => {
    expect(paymentResult('success')).toBe('success');
    expect(paymentResult('fail')).toBe('fail');
    expect(paymentResult(['success'])).toBeNull();
    expect(paymentResult('paid')).toBeNull();
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });
});

describe('a coupon card', () => {
  it('shows a percentage with its cap, an amount, free delivery, the minimum and the store', () => {
    const money = { ...DEFAULT_MONEY, symbol: 'AED' };
    expect(couponFacts({ code: 'A', discount: 20, discount_type: 'percent', min_purchase: 40, max_discount: 30, coupon_type: 'first_order', expire_date: '2026-12-01' }, money)).toEqual({
      discount: '20%',
      freeDelivery: false,
      minimum: 'AED 40.00',
      maximum: 'AED 30.00',
      firstOrder: true,
      store: null,
    });
    expect(couponFacts({ code: 'B', discount: 5, discount_type: 'amount', min_purchase: 0, max_discount: 0, coupon_type: 'store_wise', expire_date: '2026-12-01', store: { name: 'Burger Souk' } }, money)).toMatchObject({
      discount: 'AED 5.00',
      minimum: null,
      maximum: null,
      store: 'Burger Souk',
    });
    expect(couponFacts({ code: 'C', discount: 0, discount_type: 'amount', min_purchase: 50, coupon_type: 'free_delivery', expire_date: '2026-12-01' }, money)).toMatchObject({ discount: null, freeDelivery: true });
  });
});
