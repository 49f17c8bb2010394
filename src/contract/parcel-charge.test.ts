import { parcelCharge, parcelPaymentMethods, type ParcelChargeInput } from './parcel-charge';

const base: ParcelChargeInput = {
  distanceKm: 10,
  categoryPerKm: 3,
  categoryMinimum: 15,
  fallbackPerKm: 2,
  fallbackMinimum: 7,
  vehicleCharge: 0,
  taxPercent: 0,
  dmTips: 0,
  decimals: 2,
};

describe('the parcel charge', () => {
  it('is the distance times the category’s per-km charge', () => {
    expect(parcelCharge(base)).toMatchObject({ perKm: 3, baseCharge: 30, deliveryCharge: 30, tax: 0, total: 30 });
  });

  it('is at least the category’s minimum', () => {
    expect(parcelCharge({ ...base, distanceKm: 2 })).toMatchObject({ baseCharge: 15, total: 15 });
  });

  it('falls back to the zone’s per-km charge and minimum when the category sets none', () => {
    expect(parcelCharge({ ...base, categoryPerKm: null, categoryMinimum: 0 })).toMatchObject({ perKm: 2, baseCharge: 20 });
    expect(parcelCharge({ ...base, distanceKm: 1, categoryPerKm: 0, categoryMinimum: null })).toMatchObject({ baseCharge: 7 });
  });

  it('adds the vehicle’s extra charge after the minimum', () => {
    expect(parcelCharge({ ...base, distanceKm: 2, vehicleCharge: 10 })).toMatchObject({ baseCharge: 15, vehicleCharge: 10, deliveryCharge: 25, total: 25 });
  });

  it('adds the tax on the delivery charge, then the rider’s tip (untaxed)', () => {
    expect(parcelCharge({ ...base, vehicleCharge: 10, taxPercent: 5, dmTips: 4 })).toMatchObject({ deliveryCharge: 40, tax: 2, dmTips: 4, total: 46 });
  });

  it('rounds each figure to the configured decimals', () => {
    const c = parcelCharge({ ...base, distanceKm: 7.333, categoryPerKm: 2.5, taxPercent: 5 });
    // 7.333 × 2.5 = 18.3325 → 18.33; 5 % of it = 0.9165 → 0.92
    expect(c).toMatchObject({ baseCharge: 18.33, tax: 0.92, total: 19.25 });
    expect(parcelCharge({ ...base, distanceKm: 7.333, categoryPerKm: 2.5, decimals: 0 })).toMatchObject({ baseCharge: 18, total: 18 });
  });

  it('never goes negative on a negative or missing input', () => {
    expect(parcelCharge({ ...base, distanceKm: -4, vehicleCharge: -3, dmTips: -1, taxPercent: -5 })).toMatchObject({ distanceKm: 0, baseCharge: 15, vehicleCharge: 0, tax: 0, dmTips: 0, total: 15 });
    expect(parcelCharge({ ...base, distanceKm: Number.NaN })).toMatchObject({ total: 15 });
  });
});

describe('who pays how', () => {
  const all = { cashOnDelivery: true, digitalPayment: true, wallet: true, signedIn: true };

  it('lets the receiver pay cash on delivery only', () => {
    expect(parcelPaymentMethods('receiver', all)).toEqual(['cash_on_delivery']);
    expect(parcelPaymentMethods('receiver', { ...all, cashOnDelivery: false })).toEqual([]);
  });

  it('lets the sender pay cash, from the wallet when signed in, or digitally, as far as they are on', () => {
    expect(parcelPaymentMethods('sender', all)).toEqual(['cash_on_delivery', 'wallet', 'digital_payment']);
    expect(parcelPaymentMethods('sender', { ...all, signedIn: false })).toEqual(['cash_on_delivery', 'digital_payment']);
    expect(parcelPaymentMethods('sender', { ...all, wallet: false, digitalPayment: false })).toEqual(['cash_on_delivery']);
  });
});
