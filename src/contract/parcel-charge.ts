/**
 * A parcel's charge and who may pay it how: one pure function the embedded API places parcels
 * with and the booking page quotes with, so the figure shown is the figure charged.
 *
 * 6amMart's rule: distance × the category's per-km charge (the zone's, then the config's when the
 * category has none), at least the minimum charge (the same way round), plus the vehicle's extra
 * charge for that distance. Souk adds the parcel tax on that charge, then the rider's tip.
 */
import { roundTo } from './order-totals';

export interface ParcelChargeInput {
  /** Road kilometres from the sender to the receiver. */
  distanceKm: number;
  /** The category's per-km charge and minimum (null or 0: not set). */
  categoryPerKm: number | null;
  categoryMinimum: number | null;
  /** The zone's (then the config's) values, used when the category sets none. */
  fallbackPerKm: number;
  fallbackMinimum: number;
  /** The vehicle's extra charge for this distance (GET vehicle/extra_charge). */
  vehicleCharge: number;
  /** Tax on the delivery charge, in percent. */
  taxPercent: number;
  dmTips: number;
  decimals: number;
}

export interface ParcelCharge {
  distanceKm: number;
  perKm: number;
  /** distance × per-km, raised to the minimum. */
  baseCharge: number;
  vehicleCharge: number;
  /** The delivery charge: base + vehicle. */
  deliveryCharge: number;
  tax: number;
  dmTips: number;
  total: number;
}

const positive = (n: number | null): n is number => n !== null && Number.isFinite(n) && n > 0;
const nonNegative = (n: number): number => (Number.isFinite(n) && n > 0 ? n : 0);

export function parcelCharge(input: ParcelChargeInput): ParcelCharge {
  const d = input.decimals;
  const distanceKm = nonNegative(input.distanceKm);
  const perKm = positive(input.categoryPerKm) ? input.categoryPerKm : nonNegative(input.fallbackPerKm);
  const minimum = positive(input.categoryMinimum) ? input.categoryMinimum : nonNegative(input.fallbackMinimum);
  const baseCharge = roundTo(Math.max(distanceKm * perKm, minimum), d);
  const vehicleCharge = roundTo(nonNegative(input.vehicleCharge), d);
  const deliveryCharge = roundTo(baseCharge + vehicleCharge, d);
  const tax = roundTo((deliveryCharge * nonNegative(input.taxPercent)) / 100, d);
  const dmTips = roundTo(nonNegative(input.dmTips), d);
  return { distanceKm, perKm, baseCharge, vehicleCharge, deliveryCharge, tax, dmTips, total: roundTo(deliveryCharge + tax + dmTips, d) };
}

export type ChargePayer = 'sender' | 'receiver';
export type ParcelPaymentMethod = 'cash_on_delivery' | 'wallet' | 'digital_payment';

export interface ParcelPaymentSwitches {
  cashOnDelivery: boolean;
  digitalPayment: boolean;
  wallet: boolean;
  signedIn: boolean;
}

/**
 * The payment methods open to a payer: the receiver pays cash on delivery only; the sender may
 * pay cash on pickup, from the wallet (signed in) or digitally, as far as the config and the
 * pickup zone allow.
 */
export function parcelPaymentMethods(payer: ChargePayer, on: ParcelPaymentSwitches): ParcelPaymentMethod[] {
  if (payer === 'receiver') return on.cashOnDelivery ? ['cash_on_delivery'] : [];
  const methods: ParcelPaymentMethod[] = [];
  if (on.cashOnDelivery) methods.push('cash_on_delivery');
  if (on.wallet && on.signedIn) methods.push('wallet');
  if (on.digitalPayment) methods.push('digital_payment');
  return methods;
}
