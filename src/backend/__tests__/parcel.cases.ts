import { getDb } from '../db/client';
import { runStep } from '../services/order-lifecycle';
import { roadKm } from '../services/parcel';
import { parcelCharge } from '../../contract/parcel-charge';
import { call, errorCode, headers, type Json } from '../../testing/backend';
import { bearer, newGuest, signIn } from '../../testing/orders';

const PARCEL = 5;
const BURJ = { lat: 25.1972, lng: 55.2744 };
const MARINA = { lat: 25.08, lng: 55.14 };
const ABU_DHABI = { lat: 24.45, lng: 54.37 };
const SILICON_OASIS = { lat: 25.12, lng: 55.38 };
const FAR_NORTH = { lat: 25.28, lng: 55.355 };
const FAR_SOUTH = { lat: 25.05, lng: 55.11 };

const sender = (at = BURJ) => ({
  contact_person_name: 'Sara Sender',
  contact_person_number: '+971500002222',
  address: 'Burj Khalifa, Downtown Dubai',
  latitude: String(at.lat),
  longitude: String(at.lng),
  road: 'Sheikh Mohammed bin Rashid Blvd',
  house: '1',
  floor: '12',
});
const receiver = (at = MARINA, extra: Json = {}) =>
  JSON.stringify({
    contact_person_name: 'Rami Receiver',
    contact_person_number: '+971500003333',
    contact_person_email: 'rami@example.com',
    address: 'Dubai Marina Walk',
    latitude: String(at.lat),
    longitude: String(at.lng),
    zone_id: 2,
    address_type: 'others',
    road: 'Marina Walk',
    house: '7',
    floor: '3',
    ...extra,
  });

/** The 6amMart web client's parcel body: exactly its fields. */
const parcelBody = (guest: string | null, extra: Json = {}): Json => ({
  order_type: 'parcel',
  cart: '[]',
  parcel_category_id: 2,
  charge_payer: 'receiver',
  receiver_details: receiver(),
  ...sender(),
  sender_zone_id: 1,
  distance: 1,
  dm_tips: 0,
  delivery_instruction: 'Call the receiver before arriving',
  payment_method: 'cash_on_delivery',
  ...(guest ? { guest_id: guest } : {}),
  ...extra,
});

const place = (body: Json, extra: Record<string, string> = {}) =>
  call<Json>('customer/order/place', { method: 'POST', headers: { ...headers(PARCEL), ...extra }, body });

describe('parcel reads', () => {
  it('answers the categories with images, the vehicles, the instructions and a vehicle’s extra charge', async () => {
    const cats = await call<Json[]>('parcel-category', { headers: headers(PARCEL) });
    expect(cats.status).toBe(200);
    expect(cats.body.length).toBeGreaterThan(1);
    expect(cats.body[0]).toMatchObject({ id: 1, name: 'Documents', image_full_url: expect.stringMatching(/\/media\/parcel\//), parcel_per_km_shipping_charge: expect.any(Number) });
    const vehicles = await call<Json[]>('get-vehicles', { headers: headers(PARCEL) });
    expect(vehicles.body.map((v) => v.type)).toEqual(['Motorbike', 'Car', 'Van']);
    const notes = await call<{ data: Json[] }>('parcel-instructions', { headers: headers(PARCEL, { 'x-localization': 'ar' }) });
    expect(notes.status).toBe(200);
    expect(notes.body.data[0]).toMatchObject({ id: 1, instruction: 'اتصل بالمستلم قبل الوصول' });
    expect((await call<number>('vehicle/extra_charge', { query: { distance: '20' } })).body).toBe(10);
    expect((await call<number>('vehicle/extra_charge', { query: { distance: '5' } })).body).toBe(0);
    for (const bad of [{ distance: 'far' }, { distance: '-1' }]) expect((await call('vehicle/extra_charge', { query: bad })).status).toBe(422);
  });
});

describe('placing a parcel', () => {
  it('places a guest’s parcel paid by the receiver on delivery, charged by the server’s rule, once per key', async () => {
    const guest = await newGuest();
    // the client's amount is compared, never used: a wrong one is refused with the right one
    const probe = await place(parcelBody(guest, { order_amount: 1 }));
    expect([probe.status, errorCode(probe)]).toEqual([422, 'order_amount']);
    const km = roadKm(BURJ, MARINA);
    // Small Package: 2.5 per km, at least 20; the car (15–40 km) adds 10; no tax unless the
    // configuration sets one (mart-client-orders.cases.ts places one with a tax)
    const expected = parcelCharge({ distanceKm: km, categoryPerKm: 2.5, categoryMinimum: 20, fallbackPerKm: 2, fallbackMinimum: 7, vehicleCharge: 10, taxPercent: 0, dmTips: 0, decimals: 2 });
    expect(probe.body.order_amount).toBe(expected.total);

    const key = { 'idempotency-key': `parcel-${guest}` };
    const first = await place(parcelBody(guest, { order_amount: expected.total }), key);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ order_status: 'pending', payment_method: 'cash_on_delivery', total_amount: expected.total, duplicate: false });
    const again = await place(parcelBody(guest, { order_amount: expected.total }), key);
    expect(again.body).toMatchObject({ order_id: first.body.order_id, duplicate: true });

    // listed (running) with both parties, in the contract’s names
    const list = await call<{ orders: Json[] }>('customer/order/running-orders', { query: { guest_id: guest, limit: '10', offset: '1' }, headers: headers(PARCEL) });
    expect(list.body.orders).toHaveLength(1);
    expect(list.body.orders[0]).toMatchObject({
      id: first.body.order_id,
      order_type: 'parcel',
      store: null,
      charge_payer: 'receiver',
      parcel_category: { id: 2, name: 'Small Package', image_full_url: expect.any(String) },
      delivery_address: { contact_person_name: 'Sara Sender', contact_person_number: '+971500002222', road: 'Sheikh Mohammed bin Rashid Blvd', floor: '12' },
      receiver_details: { contact_person_name: 'Rami Receiver', contact_person_number: '+971500003333', zone_id: 2, house: '7' },
      delivery_charge: expected.deliveryCharge,
      total_tax_amount: expected.tax,
      distance: km,
      delivery_instruction: 'Call the receiver before arriving',
    });
    const details = await call<Json[]>('customer/order/details', { query: { guest_id: guest, order_id: String(first.body.order_id) } });
    expect([details.status, details.body]).toEqual([200, []]);

    // tracked from another device by the sender's or the receiver's number, and the lifecycle moves it
    for (const contact of ['+971500002222', '+971 50 000 3333', 'RAMI@example.com']) {
      const tracked = await call<Json>('customer/order/track', { query: { order_id: String(first.body.order_id), contact_number: contact } });
      expect([contact, tracked.status]).toEqual([contact, 200]);
    }
    const db = await getDb();
    const orderId = Number(first.body.order_id);
    let step = await runStep(db, { orderId, status: 'pending', step: 0 });
    expect(step).toEqual({ orderId, status: 'confirmed', step: 0 });
    const confirmed = await call<Json>('customer/order/track', { query: { order_id: String(orderId), contact_number: '+971500002222' } });
    expect(confirmed.body).toMatchObject({ order_status: 'confirmed', delivery_man: { f_name: expect.any(String) } });
    const seen: string[] = [];
    while (step) {
      step = await runStep(db, step);
      if (step) seen.push(step.status);
    }
    expect(seen[0]).toBe('picked_up');
    const done = await call<Json>('customer/order/track', { query: { order_id: String(orderId), contact_number: '+971500003333' } });
    // the rider ends at the receiver's door; the receiver's cash is taken there
    expect(done.body).toMatchObject({ order_status: 'delivered', payment_status: 'paid', delivery_man: { lat: String(MARINA.lat), lng: String(MARINA.lng) } });
  });

  it('lets a signed-in sender pay from the wallet, and the receiver only in cash', async () => {
    const token = await signIn();
    const auth = bearer(token);
    const byReceiver = await place(parcelBody(null, { payment_method: 'wallet' }), auth);
    expect([byReceiver.status, errorCode(byReceiver)]).toEqual([403, 'payment_method']);
    const bySender = await place(parcelBody(null, { charge_payer: 'sender', payment_method: 'wallet', parcel_category_id: 1, receiver_details: receiver({ lat: 25.1985, lng: 55.2796 }) }), auth);
    expect(bySender.status).toBe(200);
    expect(bySender.body).toMatchObject({ payment_method: 'wallet', payment_status: 'paid' });
    const guest = await newGuest();
    const guestWallet = await place(parcelBody(guest, { charge_payer: 'sender', payment_method: 'wallet' }));
    expect([guestWallet.status, errorCode(guestWallet)]).toEqual([403, 'payment_method']);
    // a sender paying digitally gets the payment page, and the parcel waits for the payment
    const digital = await place(parcelBody(guest, { charge_payer: 'sender', payment_method: 'digital_payment', callback: '/track-order' }));
    expect(digital.status).toBe(200);
    expect(digital.body).toMatchObject({ payment_method: 'digital_payment', payment_status: 'unpaid', payment_url: expect.stringMatching(/^\/api\/v1\/payment\/souk-pay\?.*callback=%2Ftrack-order/) });
  });

  it('refuses each impossible parcel with a clear 4xx', async () => {
    const guest = await newGuest();
    const cases: [string, Json, number, string][] = [
      ['pickup outside every zone', sender(ABU_DHABI), 403, 'coordinates'],
      ['drop-off outside every zone', { receiver_details: receiver(ABU_DHABI) }, 403, 'receiver_details'],
      ['pickup where parcels are not served', sender(SILICON_OASIS), 403, 'zone'],
      ['drop-off where parcels are not served', { receiver_details: receiver(SILICON_OASIS) }, 403, 'receiver_details'],
      ['the same point twice', { receiver_details: receiver(BURJ) }, 422, 'receiver_details'],
      ['beyond the zone’s maximum', { ...sender(FAR_NORTH), receiver_details: receiver(FAR_SOUTH) }, 403, 'distance'],
      ['no sender phone', { contact_person_number: '' }, 422, 'contact_person_number'],
      ['no receiver phone', { receiver_details: receiver(MARINA, { contact_person_number: '' }) }, 422, 'receiver_details'],
      ['receiver details not JSON', { receiver_details: '{oops' }, 422, 'receiver_details'],
      ['no category', { parcel_category_id: '' }, 422, 'parcel_category_id'],
      ['an unknown category', { parcel_category_id: 999 }, 404, 'parcel_category_id'],
      ['an unknown payer', { charge_payer: 'friend' }, 422, 'charge_payer'],
      ['a vehicle too small for the distance', { vehicle_id: 1 }, 403, 'vehicle_id'],
      ['a schedule in the past', { schedule_at: '2020-01-01 10:00' }, 422, 'schedule_at'],
    ];
    for (const [name, extra, status, code] of cases) {
      const res = await place(parcelBody(guest, extra));
      expect([name, res.status, errorCode(res)]).toEqual([name, status, code]);
    }
    const far = await place(parcelBody(guest, { ...sender(FAR_NORTH), receiver_details: receiver(FAR_SOUTH) }), { 'x-localization': 'ar' });
    expect((far.body as { errors: { message: string }[] }).errors[0]?.message).toMatch(/كم/);
    const none = await place(parcelBody(null));
    expect(none.status).toBe(401);
  });
});
