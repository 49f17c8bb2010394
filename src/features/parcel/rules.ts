/**
 * The parcel booking form's rules, shared by the page (with JavaScript) and the form's server
 * target (without): its fields, what is missing, who may pay how, and the placement body in
 * 6amMart's fields (src/backend/services/parcel-place.ts reads them).
 */
import { parcelPaymentMethods, type ChargePayer, type ParcelPaymentMethod } from '@/contract/parcel-charge';

export interface PartyDraft {
  name: string;
  phone: string;
  email: string;
  address: string;
  lat: string;
  lng: string;
  house: string;
  floor: string;
  road: string;
}

export interface ParcelDraft {
  categoryId: number;
  sender: PartyDraft;
  receiver: PartyDraft;
  vehicleId: string;
  instruction: string;
  note: string;
  payer: ChargePayer;
  method: ParcelPaymentMethod;
  scheduleAt: string;
  key: string;
}

const PARTY_FIELDS = ['name', 'phone', 'email', 'address', 'lat', 'lng', 'house', 'floor', 'road'] as const;
const MAX: Record<(typeof PARTY_FIELDS)[number], number> = { name: 100, phone: 30, email: 255, address: 500, lat: 20, lng: 20, house: 100, floor: 100, road: 200 };
const METHODS: ParcelPaymentMethod[] = ['cash_on_delivery', 'wallet', 'digital_payment'];

export const emptyParty = (): PartyDraft => ({ name: '', phone: '', email: '', address: '', lat: '', lng: '', house: '', floor: '', road: '' });

/** A saved address as a party: its point and door details, and its contact where it has one. */
export function partyFromSaved(
  a: { address: string; latitude: string | number; longitude: string | number; contact_person_name?: string | null; contact_person_number?: string | null; contact_person_email?: string | null; house?: string | null; floor?: string | null; road?: string | null },
  current: PartyDraft,
): PartyDraft {
  return {
    name: a.contact_person_name || current.name,
    phone: a.contact_person_number || current.phone,
    email: a.contact_person_email || current.email,
    address: a.address,
    lat: String(a.latitude),
    lng: String(a.longitude),
    house: a.house ?? '',
    floor: a.floor ?? '',
    road: a.road ?? '',
  };
}

/** The form's fields (`sender_name`, `receiver_lat`, … as the page names them) as a draft. */
export function draftFromFields(fields: URLSearchParams): ParcelDraft {
  const text = (name: string, max: number) => (fields.get(name) ?? '').trim().slice(0, max);
  const party = (who: 'sender' | 'receiver'): PartyDraft => {
    const p = emptyParty();
    for (const f of PARTY_FIELDS) p[f] = text(`${who}_${f}`, MAX[f]);
    return p;
  };
  const method = text('payment_method', 30) as ParcelPaymentMethod;
  return {
    categoryId: Number(text('parcel_category_id', 10)) || 0,
    sender: party('sender'),
    receiver: party('receiver'),
    vehicleId: /^\d{1,9}$/.test(text('vehicle_id', 10)) ? text('vehicle_id', 10) : '',
    instruction: text('delivery_instruction', 200),
    note: text('order_note', 500),
    payer: text('charge_payer', 10) === 'receiver' ? 'receiver' : 'sender',
    method: METHODS.includes(method) ? method : 'cash_on_delivery',
    scheduleAt: text('schedule_at', 30),
    key: /^[\w-]{8,80}$/.test(text('idempotency_key', 80)) ? text('idempotency_key', 80) : '',
  };
}

/** The draft as the form's fields again (the review page's hidden and visible values). */
export function fieldsOfDraft(d: ParcelDraft): Record<string, string> {
  const out: Record<string, string> = {
    parcel_category_id: String(d.categoryId),
    vehicle_id: d.vehicleId,
    delivery_instruction: d.instruction,
    order_note: d.note,
    charge_payer: d.payer,
    payment_method: d.method,
    schedule_at: d.scheduleAt,
    idempotency_key: d.key,
  };
  for (const f of PARTY_FIELDS) {
    out[`sender_${f}`] = d.sender[f];
    out[`receiver_${f}`] = d.receiver[f];
  }
  return out;
}

export type Problems = Partial<Record<'sender_name' | 'sender_phone' | 'sender_address' | 'receiver_name' | 'receiver_phone' | 'receiver_address', string>>;

const PHONE = /^\+?[\d\s()-]{6,20}$/;

/** What the shopper still has to fill in, in the spec's words (translated by the page). */
export function draftProblems(d: ParcelDraft): Problems {
  const out: Problems = {};
  for (const who of ['sender', 'receiver'] as const) {
    const p = d[who];
    if (!p.name) out[`${who}_name`] = 'Name is required';
    if (!p.phone) out[`${who}_phone`] = 'Phone Number is required';
    else if (!PHONE.test(p.phone)) out[`${who}_phone`] = 'Must be a valid phone number';
    if (!p.address) out[`${who}_address`] = who === 'sender' ? 'Pickup address is required' : 'Drop-off address is required';
  }
  return out;
}

export interface PaymentSwitchesSource {
  cash_on_delivery?: unknown;
  digital_payment?: unknown;
  customer_wallet_status?: unknown;
}

const on = (v: unknown) => v === true || v === 1 || v === '1';

/** The methods open to this payer, from the config and the pickup zone. */
export function paymentMethodsFor(payer: ChargePayer, config: PaymentSwitchesSource | undefined, zone: { cash_on_delivery?: unknown; digital_payment?: unknown } | null, signedIn: boolean): ParcelPaymentMethod[] {
  return parcelPaymentMethods(payer, {
    cashOnDelivery: on(config?.cash_on_delivery) && (zone ? on(zone.cash_on_delivery) : true),
    digitalPayment: on(config?.digital_payment) && (zone ? on(zone.digital_payment) : true),
    wallet: on(config?.customer_wallet_status),
    signedIn,
  });
}

/** The 6amMart placement body (customer/order/place, `order_type: parcel`). */
export function parcelPlaceBody(d: ParcelDraft, quote: { total: number; distanceKm: number; senderZoneId: number; receiverZoneId: number }, guestId: string | null): Record<string, unknown> {
  const s = d.sender;
  const r = d.receiver;
  return {
    order_type: 'parcel',
    cart: '[]',
    parcel_category_id: d.categoryId,
    charge_payer: d.payer,
    payment_method: d.payer === 'receiver' ? 'cash_on_delivery' : d.method,
    receiver_details: JSON.stringify({
      contact_person_name: r.name,
      contact_person_number: r.phone,
      contact_person_email: r.email,
      address: r.address,
      latitude: r.lat,
      longitude: r.lng,
      zone_id: quote.receiverZoneId,
      address_type: 'others',
      road: r.road,
      house: r.house,
      floor: r.floor,
    }),
    contact_person_name: s.name,
    contact_person_number: s.phone,
    contact_person_email: s.email,
    address: s.address,
    address_type: 'others',
    latitude: s.lat,
    longitude: s.lng,
    road: s.road,
    house: s.house,
    floor: s.floor,
    sender_zone_id: quote.senderZoneId,
    distance: quote.distanceKm,
    dm_tips: 0,
    delivery_instruction: d.instruction,
    order_note: d.note,
    order_amount: quote.total,
    ...(d.vehicleId ? { vehicle_id: Number(d.vehicleId) } : {}),
    ...(d.scheduleAt ? { schedule_at: d.scheduleAt.replace('T', ' ') } : {}),
    ...(guestId ? { guest_id: guestId } : {}),
  };
}
