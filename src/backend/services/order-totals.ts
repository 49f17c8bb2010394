/**
 * The order's money, computed by the server from its own prices (services/order-place.ts) with
 * the one function the checkout screens show their figures with (src/contract/order-totals.ts):
 * the client's amount is compared with it (amountWithin, roundingTolerance), never used. This
 * module only reads the server's rows into that function's input.
 */
import { deliveryRuleFor, type CouponRule, type StoreDelivery, type StoreDiscountTerms, type TotalsInput, type TotalsLine } from '../../contract/order-totals';
import type { coupons, moduleZones, StoreDiscount, stores } from '../db/schema';
import type { OrderSettings } from './order-settings';

export {
  afterDiscounts,
  amountMatches,
  amountWithin,
  codAllowed,
  couponDiscount,
  deliveryCharge,
  orderTotals as computeTotals,
  ORDER_ROUNDED_PARTS,
  roundingTolerance,
  roundTo,
  storeDiscountOf,
  unitsOf,
  type CouponRule,
  type DeliveryRule,
  type StoreDiscountTerms,
  type Totals,
  type TotalsInput,
  type TotalsLine,
} from '../../contract/order-totals';

/** What order placement knows about the money: its priced lines and the rows that set the charges. */
export interface ServerTotalsFacts {
  lines: TotalsLine[];
  /** The store's discount running now (format.ts storeDiscountActive), or null. */
  running: Pick<StoreDiscount, 'min_purchase' | 'max_discount'> | null;
  /** The coupon, once checkCoupon accepted it. */
  coupon: Pick<typeof coupons.$inferSelect, 'code' | 'title' | 'discount' | 'discountType' | 'couponType' | 'minPurchase' | 'maxDiscount'> | null;
  store: Pick<typeof stores.$inferSelect, 'freeDelivery' | 'selfDeliverySystem' | 'perKmShippingCharge' | 'minimumShippingCharge' | 'maximumShippingCharge' | 'tax'>;
  /** The zone's terms for the store's module. */
  zoneModule: Pick<typeof moduleZones.$inferSelect, 'perKmShippingCharge' | 'minimumShippingCharge' | 'maximumShippingCharge'>;
  settings: Pick<OrderSettings, 'freeDeliveryOver' | 'dmTips' | 'decimals'>;
  orderType: 'delivery' | 'take_away';
  distanceKm: number;
  vehicleCharge: number;
  dmTips: number;
}

export const storeTermsOfRow = (running: ServerTotalsFacts['running']): StoreDiscountTerms | null =>
  running ? { minPurchase: running.min_purchase, maxDiscount: running.max_discount } : null;

/** A store row's delivery: whether it delivers itself, its free delivery and its own charges. */
export const storeDeliveryOfRow = (st: ServerTotalsFacts['store']): StoreDelivery => ({
  selfDelivery: st.selfDeliverySystem === 1,
  freeDelivery: st.freeDelivery === 1,
  perKm: st.perKmShippingCharge,
  minimumCharge: st.minimumShippingCharge,
  maximumCharge: st.maximumShippingCharge,
});

export function serverTotalsInput(f: ServerTotalsFacts): TotalsInput {
  const c = f.coupon;
  const coupon: CouponRule | null = c
    ? { code: c.code, title: c.title, discount: c.discount, discountType: c.discountType, couponType: c.couponType, minPurchase: c.minPurchase, maxDiscount: c.maxDiscount }
    : null;
  return {
    lines: f.lines,
    storeDiscount: storeTermsOfRow(f.running),
    coupon,
    delivery: deliveryRuleFor({
      orderType: f.orderType,
      distanceKm: f.distanceKm,
      store: storeDeliveryOfRow(f.store),
      zone: { perKm: f.zoneModule.perKmShippingCharge, minimumCharge: f.zoneModule.minimumShippingCharge, maximumCharge: f.zoneModule.maximumShippingCharge },
      vehicleCharge: f.orderType === 'delivery' ? f.vehicleCharge : 0,
      freeDeliveryOver: f.settings.freeDeliveryOver,
    }),
    taxPercent: f.store.tax,
    dmTips: f.settings.dmTips ? f.dmTips : 0,
    decimals: f.settings.decimals,
  };
}
