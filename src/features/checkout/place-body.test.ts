import type { CartLineFull } from '@/api/cart';
import { multipartBody } from './use-place-order';
import { paymentPageHref, placeBody, scheduleValue, type PlaceInput } from './place-body';

const line = { id: 7, item_id: 3, store_id: 9, module_id: 2, model: 'Item', price: 10, discounted_price: 9, quantity: 2, variation: [], add_on_ids: [1], add_on_qtys: [2], add_ons: [], total_price: 18, item: { id: 3 } } as unknown as CartLineFull;
const input: PlaceInput = {
  lines: [line],
  kind: 'cart',
  orderType: 'delivery',
  paymentMethod: 'cash_on_delivery',
  summary: { itemTotal: 20, addOns: 0, discount: 2, coupon: 0, subtotal: 18, deliveryCharge: 7, tax: 0.9, tip: 5, total: 30.9 },
  distanceKm: 3.14159,
  scheduleAt: '',
  coupon: null,
  address: { lat: 25.2, lng: 55.3, address: 'Downtown' },
  addressType: 'home',
  extra: { house: '1', floor: '2', road: 'Main' },
  contact: { name: 'Sara', phone: '+971500000000', email: '' },
  guestId: '44',
  note: ' ring twice ',
  instruction: 'leave at door',
  callback: 'http://localhost/checkout?page=cart',
};

describe('the placement body', () => {
  it('carries the contract fields, the cart as a JSON string and the computed total', () => {
    const body = placeBody(input);
    expect(JSON.parse(body.cart)).toEqual([{ cart_id: 7, model: 'Item', item_id: 3, quantity: 2, price: 10, variation: [], add_on_ids: [1], add_on_qtys: [2] }]);
    expect(body).toMatchObject({ order_type: 'delivery', payment_method: 'cash_on_delivery', store_id: 9, order_amount: 30.9, distance: 3.142, dm_tips: 5, guest_id: '44', is_buy_now: 0, order_note: 'ring twice', delivery_instruction: 'leave at door', schedule_at: null });
    expect(body).not.toHaveProperty('callback');
    expect(body).not.toHaveProperty('contact_person_email');
  });

  it('sends no address, tip or distance for take-away, and marks a Buy Now', () => {
    const body = placeBody({ ...input, orderType: 'take_away', kind: 'buy_now', lines: [{ ...line, id: 0 }] });
    expect(body).toMatchObject({ address: '', distance: 0, dm_tips: 0, is_buy_now: 1, delivery_instruction: '' });
    expect(JSON.parse(body.cart)[0]).not.toHaveProperty('cart_id');
  });

  it('tells a digital payment where to come back', () => {
    expect(placeBody({ ...input, paymentMethod: 'digital_payment' })).toMatchObject({ payment_platform: 'web', callback: 'http://localhost/checkout?page=cart' });
  });

  it('turns the schedule field into the contract time, and an empty one into now', () => {
    expect(scheduleValue('2026-11-23T18:30')).toBe('2026-11-23 18:30:00');
    expect(scheduleValue('')).toBeNull();
    expect(scheduleValue('tomorrow')).toBeNull();
  });

  it('follows the payment link the placement gave, else the hosted payment page', () => {
    expect(paymentPageHref({ order_id: 5, redirect_link: '/pay/5' }, { orderId: 5, customerId: null, guestId: '44', callback: 'c' })).toBe('/pay/5');
    expect(paymentPageHref({ order_id: 5, redirect_link: 'javascript:alert(1)' }, { orderId: 5, customerId: null, guestId: '44', callback: 'c' })).toMatch(/^\/api\/v1\/payment-mobile\?order_id=5&customer_id=44&is_guest=1/);
  });

  it('sends prescription images as order_attachment[] beside the text fields', () => {
    const form = multipartBody(placeBody(input), [new File(['x'], 'a.png', { type: 'image/png' }), new File(['y'], 'b.png', { type: 'image/png' })]);
    expect(form.getAll('order_attachment[]')).toHaveLength(2);
    expect(form.get('order_amount')).toBe('30.9');
    expect(form.get('schedule_at')).toBeNull();
  });
});
