/**
 * What the checkout reads, from the server's HTML first: the lines (the cart, or the one Buy Now
 * item), their store, the zone of the delivery point and the charges and limits it sets.
 */
import { useQuery } from '@tanstack/react-query';
import type { CartLineFull, CartLineInput } from '@/api/cart';
import type { Store } from '@/api/catalogue-types';
import { useConfig } from '@/api/config';
import { useCustomerInfo } from '@/api/customer';
import { itemDetailsQuery } from '@/api/item-details';
import { storeDetailsQuery } from '@/api/stores';
import type { ZoneLookup } from '@/api/types';
import { zoneIdQuery } from '@/api/zones';
import { buyNowLine, useCart } from '@/features/cart';
import { useApiScope, useSession } from '@/lib/session-context';
import type { CheckoutPageKind } from './rules';

/** The per-module charges and limits of a zone (6amMart's module-zone pivot). */
export interface ZoneModuleTerms {
  per_km_shipping_charge?: number | null;
  minimum_shipping_charge?: number | null;
  maximum_shipping_charge?: number | null;
  maximum_cod_order_amount?: number | null;
}

/** Store fields the checkout reads beyond the catalogue's. */
export interface CheckoutStore extends Store {
  tax?: number | null;
  schedule_order?: boolean | number;
  per_km_shipping_charge?: number | null;
  minimum_shipping_charge?: number | null;
  maximum_shipping_charge?: number | null;
  self_delivery_system?: number | null;
  prescription_order?: boolean | number;
}

/** Config fields the checkout reads beyond the frame's. */
export interface CheckoutConfig {
  cash_on_delivery?: boolean | number;
  digital_payment?: boolean | number;
  schedule_order?: boolean | number;
  dm_tips_status?: number;
  tax_included?: number;
  per_km_shipping_charge?: number;
  minimum_shipping_charge?: number;
  free_delivery_over?: number | null;
  customer_wallet_status?: number;
  digit_after_decimal_point?: number;
}

export function useCheckoutData(kind: CheckoutPageKind, item: CartLineInput | null, storeIdHint: number | null) {
  const scope = useApiScope();
  const { session } = useSession();
  const cart = useCart();
  const { data: config } = useConfig();
  const customer = useCustomerInfo();
  const details = useQuery({ ...itemDetailsQuery(scope, String(item?.item_id ?? 0), kind === 'campaign'), enabled: item !== null });
  const lines: CartLineFull[] = kind === 'cart' ? cart.lines.filter((l) => l.id > 0) : item && details.data ? [buyNowLine(details.data, item)] : [];
  const storeId = lines[0]?.store_id || storeIdHint;
  const store = useQuery({ ...storeDetailsQuery(scope, String(storeId ?? 0)), enabled: Boolean(storeId) });
  const point = session.location;
  const zone = useQuery({ ...zoneIdQuery({ lang: scope.lang }, { lat: point?.lat ?? 0, lng: point?.lng ?? 0 }), enabled: point !== null, meta: { silent: true } });
  const zoneData = (zone.data as ZoneLookup | undefined)?.zone_data?.[0] ?? null;
  const moduleId = lines[0]?.module_id || store.data?.module_id || scope.moduleId;
  const pivot = ((zoneData?.modules ?? []) as { id: number; pivot?: ZoneModuleTerms }[]).find((m) => m.id === moduleId)?.pivot ?? null;
  return {
    lines,
    cart,
    config: config as (CheckoutConfig & NonNullable<typeof config>) | undefined,
    customer: customer.data ?? null,
    store: (store.data as CheckoutStore | undefined) ?? null,
    zone: zoneData,
    pivot,
    moduleType: lines[0]?.item.module_type ?? store.data?.module_type ?? null,
    loading: (kind !== 'cart' && details.isPending) || (Boolean(storeId) && store.isPending),
  };
}
