/**
 * The cart's subtotal as checkout and the server count it: items and add-ons, less the discount,
 * where a store discount follows its own terms (nothing below its minimum purchase, at most its
 * cap). The terms come with the store's details, read only when a line carries a store discount.
 */
import { useQuery } from '@tanstack/react-query';
import type { CartLineFull } from '@/api/cart';
import { storeDetailsQuery } from '@/api/stores';
import { storeDiscountTaken, type StoreDiscountTerms } from '@/lib/discount';
import { useApiScope } from '@/lib/session-context';

export interface CartSubtotal {
  subtotal: number;
  /** What is still missing for the store's discount to apply, or null when none runs or it applies. */
  toStoreDiscount: { remaining: number; percent: number } | null;
}

export function cartSubtotal(lines: CartLineFull[], terms: (StoreDiscountTerms & { discount?: number | string | null }) | null | undefined): CartSubtotal {
  const addOns = (l: CartLineFull) => l.add_ons.reduce((a, x) => a + x.price * x.quantity, 0);
  const gross = lines.reduce((s, l) => s + l.price * l.quantity + addOns(l), 0);
  const off = lines.reduce((s, l) => s + (l.price - Math.min(l.price, l.discounted_price)) * l.quantity, 0);
  const taken = storeDiscountTaken(gross, off, terms);
  const minimum = Number(terms?.min_purchase ?? 0);
  const short = off > 0 && terms && taken === 0 && gross < minimum ? { remaining: Math.round((minimum - gross) * 100) / 100, percent: Number(terms.discount ?? 0) } : null;
  return { subtotal: Math.round((gross - taken) * 100) / 100, toStoreDiscount: short };
}

export function useCartSubtotal(lines: CartLineFull[]): CartSubtotal {
  const scope = useApiScope();
  const first = lines[0];
  const storeDiscounted = Boolean(first && Number(first.item?.store_discount ?? 0) > 0);
  const { data: store } = useQuery({ ...storeDetailsQuery(scope, String(first?.store_id ?? 0)), enabled: storeDiscounted });
  return cartSubtotal(lines, storeDiscounted ? store?.discount : null);
}
