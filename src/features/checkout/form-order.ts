/**
 * Place Order before the page's JavaScript has arrived: the checkout form's fields, read on the
 * server, become the same placement the script sends. The data the page showed (the cart or the
 * Buy Now item, the store, the zone, the distance) is fetched again through the gateway, and
 * the summary is worked out by the same rules; the API checks it all once more.
 */
import type { SavedAddress } from '@/api/addresses';
import { cartLines, type CartLineFull, type CartLineInput } from '@/api/cart';
import type { Item } from '@/api/catalogue-types';
import { parseRouteEstimate } from '@/api/maps';
import type { CouponAnswer, PlaceOrderBody } from '@/api/order-client';
import type { AppConfig, ZoneLookup } from '@/api/types';
import { buyNowLine } from '@/features/cart';
import { moneyFormatFrom } from '@/lib/money';
import type { DeliveryLocation } from '@/lib/session';
import { placeBody } from './place-body';
import { checkoutKind, checkoutSummary, paymentChoices, type PaymentMethod } from './rules';
import type { CheckoutConfig, CheckoutStore, ZoneModuleTerms } from './use-checkout-data';

/** One call through the gateway: status and JSON body. */
export type Call = (method: string, path: string, query?: Record<string, string>, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: unknown }>;

export type FormOutcome = { ok: true; body: PlaceOrderBody; key: string } | { ok: false; message: string };

const messageOf = (body: unknown, fallback: string): string => {
  const b = body as { errors?: { message?: string }[]; message?: string } | null;
  return b?.errors?.[0]?.message || b?.message || fallback;
};

export async function orderFromForm(fields: URLSearchParams, call: Call, who: { signedIn: boolean; guestId: string | null; location: DeliveryLocation | null }): Promise<FormOutcome> {
  const kind = checkoutKind(fields.get('page'));
  const key = fields.get('idempotency_key') ?? '';
  if (!kind || !/^[\w-]{8,80}$/.test(key)) return { ok: false, message: 'The checkout form could not be read.' };
  const owner: Record<string, string> = who.signedIn || !who.guestId ? {} : { guest_id: who.guestId };

  const config = (await call('GET', 'config')).body as AppConfig & CheckoutConfig;
  let lines: CartLineFull[] = [];
  if (kind === 'cart') {
    const cart = await call('GET', 'customer/cart/list', owner);
    lines = cartLines(cart.body);
  } else {
    let input: CartLineInput | null = null;
    try {
      input = JSON.parse(fields.get('buy_now') ?? 'null') as CartLineInput | null;
    } catch {
      input = null;
    }
    if (!input || !Number.isInteger(input.item_id)) return { ok: false, message: 'The checkout form could not be read.' };
    const item = await call('GET', `items/details/${input.item_id}`, kind === 'campaign' ? { campaign: 'true' } : undefined);
    if (item.status !== 200) return { ok: false, message: messageOf(item.body, 'The item is not available.') };
    lines = [buyNowLine(item.body as Item, { ...input, add_on_ids: input.add_on_ids ?? [], add_on_qtys: input.add_on_qtys ?? [], variation: input.variation ?? [] })];
  }
  const first = lines[0];
  if (!first) return { ok: false, message: 'Your cart is empty' };
  const storeAnswer = await call('GET', `stores/details/${first.store_id}`);
  const store = storeAnswer.body as CheckoutStore;

  const type = fields.get('order_type') === 'take_away' ? 'take_away' : 'delivery';
  let address: SavedAddress | null = null;
  const choice = fields.get('address_choice');
  if (who.signedIn && choice && choice !== 'current') {
    const list = (await call('GET', 'customer/address/list')).body as { addresses?: SavedAddress[] };
    address = list.addresses?.find((a) => String(a.id) === choice) ?? null;
  }
  const point = address ? { lat: Number(address.latitude), lng: Number(address.longitude), address: address.address } : who.location;
  const zone = point ? ((await call('GET', 'config/get-zone-id', { lat: String(point.lat), lng: String(point.lng) })).body as ZoneLookup) : null;
  const zoneData = zone?.zone_data?.[0] ?? null;
  const pivot = ((zoneData?.modules ?? []) as { id: number; pivot?: ZoneModuleTerms }[]).find((m) => m.id === first.module_id)?.pivot ?? null;
  let distanceKm = Math.round(Number(store.distance ?? 0) || 0) / 1000;
  if (point && type === 'delivery') {
    const route = await call('GET', 'config/distance-api', { origin_lat: String(store.latitude), origin_lng: String(store.longitude), destination_lat: String(point.lat), destination_lng: String(point.lng), mode: 'walking' });
    const estimate = parseRouteEstimate(route.body);
    if (estimate) distanceKm = Math.round(estimate.distanceMeters) / 1000;
  }
  let vehicleCharge = 0;
  if (type === 'delivery') {
    const vehicle = await call('GET', 'vehicle/extra_charge', { distance: String(distanceKm) });
    const charge = Number(vehicle.body);
    if (vehicle.status === 200 && Number.isFinite(charge) && charge > 0) vehicleCharge = charge;
  }
  let coupon: CouponAnswer | null = null;
  const code = (fields.get('coupon_code') ?? '').trim();
  if (code) {
    const answer = await call('GET', 'coupon/apply', { code, store_id: String(store.id), ...owner });
    if (answer.status !== 200) return { ok: false, message: messageOf(answer.body, 'This coupon cannot be used.') };
    coupon = answer.body as CouponAnswer;
  }
  const summary = checkoutSummary({
    lines,
    orderType: type,
    distanceKm,
    vehicleCharge,
    coupon,
    tip: Math.max(0, Number(fields.get('dm_tips')) || 0),
    store,
    config,
    pivot,
    digits: moneyFormatFrom(config).digits,
  });
  let wallet: number | null = null;
  if (who.signedIn) wallet = Number(((await call('GET', 'customer/info')).body as { wallet_balance?: number }).wallet_balance ?? 0);
  const method = fields.get('payment_method') as PaymentMethod | null;
  const allowed = paymentChoices({ signedIn: who.signedIn, total: summary.total, config, zone: zoneData, codLimit: Number(pivot?.maximum_cod_order_amount ?? 0) || null, walletBalance: wallet });
  // the digital payment's redirect flow needs the page's script
  if (!method || method === 'digital_payment' || !allowed.some((c) => c.method === method && c.available)) return { ok: false, message: 'Choose a payment method.' };
  const text = (name: string) => (fields.get(name) ?? '').trim().slice(0, 500);
  const body = placeBody({
    lines,
    kind,
    orderType: type,
    paymentMethod: method,
    summary,
    distanceKm,
    scheduleAt: text('schedule_at'),
    coupon: coupon?.code ?? null,
    address: point,
    addressType: address?.address_type ?? 'others',
    extra: address ? { house: address.house ?? '', floor: address.floor ?? '', road: address.road ?? '' } : { house: text('house'), floor: text('floor'), road: text('road') },
    contact: {
      name: address?.contact_person_name || text('contact_person_name'),
      phone: address?.contact_person_number || text('contact_person_number'),
      email: text('contact_person_email'),
    },
    guestId: who.signedIn ? null : who.guestId,
    note: text('order_note'),
    instruction: text('delivery_instruction'),
    callback: '',
  });
  if (!body.contact_person_name || !body.contact_person_number) return { ok: false, message: !body.contact_person_name ? 'Name is required' : 'Phone Number is required' };
  return { ok: true, body, key };
}
