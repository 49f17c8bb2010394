/**
 * The configuration the order rules read: the values `config` answers (handlers/config.ts),
 * with SOUK_CONFIG_OVERRIDES applied, so what the storefront is told is what the server enforces.
 */
import { configOverrides } from './config-overrides';

export interface OrderSettings {
  guestCheckout: boolean;
  wallet: boolean;
  cashOnDelivery: boolean;
  digitalPayment: boolean;
  freeDeliveryOver: number | null;
  decimals: number;
  scheduleOrder: boolean;
  homeDelivery: boolean;
  takeAway: boolean;
  dmTips: boolean;
  prescriptionOrder: boolean;
}

const on = (v: unknown, fallback: boolean): boolean => (v === undefined || v === null ? fallback : v === true || v === 1 || v === '1' || v === 'true');
const num = (v: unknown, fallback: number | null): number | null => {
  if (v === undefined) return fallback;
  const n = Number(v);
  return v === null || !Number.isFinite(n) ? null : n;
};

export function orderSettings(): OrderSettings {
  const o = configOverrides();
  const decimals = num(o.digit_after_decimal_point, 2) ?? 2;
  return {
    guestCheckout: on(o.guest_checkout_status, true),
    wallet: on(o.customer_wallet_status, true),
    cashOnDelivery: on(o.cash_on_delivery, true),
    digitalPayment: on(o.digital_payment, true),
    freeDeliveryOver: num(o.free_delivery_over, 100),
    decimals: Math.min(4, Math.max(0, Math.round(decimals))),
    scheduleOrder: on(o.schedule_order, true),
    homeDelivery: on(o.home_delivery_status, true),
    takeAway: on(o.takeaway_status, true),
    dmTips: on(o.dm_tips_status, true),
    prescriptionOrder: on(o.prescription_order_status, true),
  };
}
