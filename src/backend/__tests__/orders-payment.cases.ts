import { call, errorCode, type Json } from '../../testing/backend';
import { enough, HOME, line, newGuest, place, plainStoreItems } from '../../testing/orders';

/** A guest's digital order and the fields of its payment link. */
async function digitalOrder(callback?: string) {
  const guest = await newGuest();
  const { store, list } = await plainStoreItems('grocery', 20, 5);
  const it = list[0]!;
  const res = await place({ guest }, { store_id: store.id, cart: JSON.stringify([line(it, enough(it, store))]), payment_method: 'digital_payment', callback });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ payment_status: 'unpaid', order_status: 'pending' });
  const url = new URL(String(res.body.payment_url), 'http://souk.test');
  expect(url.pathname).toBe('/api/v1/payment/souk-pay');
  return { guest, orderId: Number(res.body.order_id), link: Object.fromEntries(url.searchParams) as Record<string, string> };
}

const track = (guest: string, orderId: number) => call<Json>('customer/order/track', { query: { order_id: String(orderId), guest_id: guest, contact_number: HOME.contact_person_number } });

/** Presses a button of the hosted page and follows the gateway's redirect to our callback. */
async function pay(link: Record<string, string>, outcome: string) {
  const submitted = await call('payment/souk-pay/submit', { method: 'POST', body: { ...link, outcome } });
  expect(submitted.status).toBe(303);
  const to = new URL(String(submitted.headers?.location), 'http://souk.test');
  expect(to.pathname).toBe('/api/v1/payment/callback');
  const query = Object.fromEntries(to.searchParams) as Record<string, string>;
  const back = await call('payment/callback', { query });
  return { back, query };
}

describe('digital payment', () => {
  it('serves the hosted page, and a declined payment marks the order failed and returns to the storefront with the order id', async () => {
    const { guest, orderId, link } = await digitalOrder('/checkout?page=cart');
    const page = await call('payment/souk-pay', { query: link });
    expect(page.status).toBe(200);
    expect(page.headers?.['content-type']).toMatch(/^text\/html/);
    expect(String(page.body)).toContain(`#${orderId}`);
    const { back } = await pay(link, 'decline');
    expect(back.status).toBe(303);
    const home = new URL(String(back.headers?.location), 'http://souk.test');
    expect(home.pathname).toBe('/checkout');
    expect(home.searchParams.get('flag')).toBe('fail');
    expect(Buffer.from(home.searchParams.get('token') ?? '', 'base64').toString()).toContain(`attribute_id=${orderId}`);
    expect((await track(guest, orderId)).body).toMatchObject({ order_status: 'failed', payment_status: 'unpaid' });
    // the shopper switches the failed order to cash on delivery
    const switched = await call<Json>('customer/order/payment-method', { method: 'POST', body: { _method: 'put', order_id: orderId, guest_id: guest } });
    expect(switched.status).toBe(200);
    expect(switched.body.message).toBe('Payment info updated.');
    expect((await track(guest, orderId)).body).toMatchObject({ order_status: 'pending', payment_method: 'cash_on_delivery' });
    const again = await call('customer/order/payment-method', { method: 'POST', body: { _method: 'put', order_id: orderId, guest_id: guest } });
    expect([again.status, errorCode(again)]).toEqual([403, 'payment_method']);
  });

  it('an approved payment marks the order paid once; a replayed callback changes nothing', async () => {
    const { guest, orderId, link } = await digitalOrder();
    const { back, query } = await pay(link, 'approve');
    const to = new URL(String(back.headers?.location), 'http://souk.test');
    expect(to.pathname).toBe('/home');
    expect(to.searchParams.get('flag')).toBe('success');
    const paid = (await track(guest, orderId)).body;
    expect(paid).toMatchObject({ payment_status: 'paid', transaction_reference: query.reference });
    const replay = await call('payment/callback', { query });
    expect(replay.status).toBe(303);
    expect((await track(guest, orderId)).body).toMatchObject({ payment_status: 'paid', transaction_reference: query.reference });
    // a paid order's page says so and offers no button
    expect(String((await call('payment/souk-pay', { query: link })).body)).not.toContain('name="outcome"');
  });

  it('refuses a callback with a bad signature, and leaves the order as it was', async () => {
    const { guest, orderId, link } = await digitalOrder();
    const submitted = await call('payment/souk-pay/submit', { method: 'POST', body: { ...link, outcome: 'decline' } });
    const query = Object.fromEntries(new URL(String(submitted.headers?.location), 'http://souk.test').searchParams) as Record<string, string>;
    for (const forged of [{ ...query, status: 'paid' }, { ...query, signature: 'x'.repeat(43) }, { ...query, order_id: String(orderId + 1) }, { ...query, signature: '' }]) {
      const res = await call('payment/callback', { query: forged });
      expect([res.status, errorCode(res)]).toEqual([403, 'signature']);
    }
    expect((await track(guest, orderId)).body).toMatchObject({ order_status: 'pending', payment_status: 'unpaid' });
    // nor can a payment link be forged, nor a link's amount changed
    const forgedLink = await call('payment/souk-pay', { query: { ...link, amount: '0.01' } });
    expect([forgedLink.status, errorCode(forgedLink)]).toEqual([403, 'signature']);
  });

  it('only returns to a path of this site', async () => {
    const { link } = await digitalOrder('https://evil.example/steal');
    expect(link.callback).toBe('/home');
    const { back } = await pay(link, 'cancel');
    const to = new URL(String(back.headers?.location), 'http://souk.test');
    expect([to.host, to.pathname, to.searchParams.get('flag')]).toEqual(['souk.test', '/home', 'cancel']);
  });
});
