/**
 * The cart's subtotal as checkout and the server count it (contract/order-totals.ts): items and add-ons, less the discount,
 * where a store discount follows its own terms (nothing below its minimum purchase, at most its
 * cap). The terms come with the store's details, read only when a line carries a store discount.
 */
import { useQuery } from '@tanstack/react-query';
import type { CartLineFull } from '@/api/cart';
import { storeDetailsQuery } from '@/api/stores';
import { grossOf, storeDiscountOf } from '@/contract/order-totals';
import { storeDeliveryOf, storeTermsOf, totalsLineOf, type WireStoreDelivery, type WireStoreDiscountTerms } from '@/contract/order-totals-wire';
import { useApiScope } from '@/lib/session-context';

export interface CartSubtotal {
  subtotal: number;
  /** What is still missing for the store's discount to apply, or null when none runs or it applies. */
  toStoreDiscount: { remaining: number; percent: number } | null;
  /**
   * The cart's store delivers itself: its own charges and free delivery apply, never the
   * marketplace's free delivery over an amount (deliveryRuleFor); undefined until its details arrive.
   */
  selfDelivery?: boolean;
}

export function cartSubtotal(lines: CartLineFull[], terms: (WireStoreDiscountTerms & { discount?: number | string | null }) | null | undefined): CartSubtotal {
  const counted = lines.map(totalsLineOf);
  const gross = grossOf(counted);
  const off = storeDiscountOf(counted, null);
  const taken = storeDiscountOf(counted, storeTermsOf(terms));
  const minimum = Number(terms?.min_purchase ?? 0);
  const short = off > 0 && terms && taken === 0 && gross < minimum ? { remaining: Math.round((minimum - gross) * 100) / 100, percent: Number(terms.discount ?? 0) } : null;
  return { subtotal: Math.round((gross - taken) * 100) / 100, toStoreDiscount: short };
}

export function useCartSubtotal(lines: CartLineFull[]): CartSubtotal {
  const scope = useApiScope();
  const first = lines[0];
  const storeDiscounted = Boolean(first && Number(first.item?.store_discount ?? 0) > 0);
  // the cart's store (one per cart): its discount's terms and who delivers
  const { data: store } = useQuery({ ...storeDetailsQuery(scope, String(first?.store_id ?? 0)), enabled: Boolean(first) });
  const counted = cartSubtotal(lines, storeDiscounted ? store?.discount : null);
  return store ? { ...counted, selfDelivery: storeDeliveryOf(store as WireStoreDelivery).selfDelivery } : counted;
}
