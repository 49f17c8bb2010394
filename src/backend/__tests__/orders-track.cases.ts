import { call, errorCode, type Json } from '../../testing/backend';
import { enough, HOME, line, newGuest, place, plainStoreItems, signIn } from '../../testing/orders';

const track = (query: Record<string, string>) => call<Json>('customer/order/track', { query });

describe('guest order tracking', () => {
  it('finds a guest order by its id and the phone or the e-mail given at checkout, with no guest id (another device)', async () => {
    const guest = await newGuest();
    const { store, list } = await plainStoreItems('grocery', 20);
    const it = list[0]!;
    const body = { store_id: store.id, cart: JSON.stringify([line(it, enough(it, store))]), contact_person_email: 'Guest.Tracker@Example.COM' };
    const probe = await place({ guest }, { ...body, order_amount: 0.01 });
    const placed = await place({ guest }, { ...body, order_amount: (probe.body as { order_amount: number }).order_amount });
    expect(placed.status).toBe(200);
    const orderId = String(placed.body.order_id);

    // no guest_id at all: the e-mail in any case, and the phone however it is written
    for (const contact of ['guest.tracker@example.com', 'GUEST.TRACKER@EXAMPLE.COM', ' Guest.Tracker@Example.COM ', HOME.contact_person_number, '+971 50 000 1234', '971500001234']) {
      const found = await track({ order_id: orderId, contact_number: contact });
      expect([contact, found.status]).toEqual([contact, 200]);
      expect(found.body).toMatchObject({ id: Number(orderId), order_status: expect.any(String) });
    }
    // another guest's id sent along changes nothing
    expect((await track({ order_id: orderId, contact_number: 'guest.tracker@example.com', guest_id: await newGuest() })).status).toBe(200);

    // a wrong pair is a clear 404, the same whether the order exists or not
    for (const contact of ['someone.else@example.com', 'guest.tracker@example.co', '+971500009999']) {
      const wrong = await track({ order_id: orderId, contact_number: contact });
      expect([contact, wrong.status, errorCode(wrong)]).toEqual([contact, 404, 'order']);
    }
    const unknown = await track({ order_id: '2147483000', contact_number: 'guest.tracker@example.com' });
    expect([unknown.status, errorCode(unknown)]).toEqual([404, 'order']);
    // no contact: 422 with the form's words; an absurdly long one: 422, never a 500
    const none = await track({ order_id: orderId });
    expect([none.status, errorCode(none)]).toEqual([422, 'contact_number']);
    expect((await track({ order_id: orderId, contact_number: `${'a'.repeat(300)}@x.com` })).status).toBe(422);
  });

  it('does not show a customer’s order to someone who knows its phone, and the customer tracks it by token', async () => {
    const token = await signIn();
    const { store, list } = await plainStoreItems('grocery', 20);
    const it = list[0]!;
    const body = { store_id: store.id, cart: JSON.stringify([line(it, enough(it, store))]) };
    const probe = await place({ token }, { ...body, order_amount: 0.01 });
    const placed = await place({ token }, { ...body, order_amount: (probe.body as { order_amount: number }).order_amount });
    expect(placed.status).toBe(200);
    const orderId = String(placed.body.order_id);
    expect((await track({ order_id: orderId, contact_number: HOME.contact_person_number })).status).toBe(404);
    const own = await call<Json>('customer/order/track', { query: { order_id: orderId }, headers: { authorization: `Bearer ${token}` } });
    expect(own.status).toBe(200);
  });
});
