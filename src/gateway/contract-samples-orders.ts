/**
 * Sample calls of the order, coupon and payment routes for the contract test (contract.test.ts),
 * run in order after ACCOUNT_SAMPLES, as the guest `{guest}` ordering the grocery item `{item}`.
 * Idempotency keys make the second caller's place answer the first one's order.
 */
import type { Sample } from './contract-samples';

const contact = { address: 'Burj Khalifa, Downtown Dubai', address_type: 'home', contact_person_name: 'Contract Check', contact_person_number: '+971500007733', latitude: '{lat}', longitude: '{lng}' };
const order = (key: string, extra: Record<string, unknown> = {}) => ({
  guest_id: '{guest}',
  order_type: 'delivery',
  payment_method: 'cash_on_delivery',
  store_id: '{store}',
  cart: [{ item_id: '{item}', quantity: 9, model: 'Item' }],
  idempotency_key: key,
  ...contact,
  ...extra,
});

export const ORDER_SAMPLES: Sample[] = [
  { path: 'items/details/{item}', keep: (b) => ({ store: String(b.store_id) }) },
  // delivered to the store's own street, inside its zone
  { path: 'stores/details/{store}', keep: (b) => ({ lat: String(b.latitude), lng: String(b.longitude) }) },
  { path: 'customer/order/place', method: 'POST', body: order('contract-cod'), keep: (b) => ({ order: String(b.order_id) }) },
  { path: 'customer/order/list', search: 'guest_id={guest}&limit=10&offset=1' },
  { path: 'customer/order/running-orders', search: 'guest_id={guest}&limit=10&offset=1' },
  { path: 'customer/order/details', search: 'guest_id={guest}&order_id={order}' },
  { path: 'customer/order/track', search: 'guest_id={guest}&order_id={order}&contact_number=%2B971500007733' },
  { path: 'customer/order/track', search: 'order_id={order}', auth: true, status: 404 },
  { path: 'customer/order/cancellation-reasons', search: 'offset=1&limit=10&type=customer' },
  { path: 'customer/order/parcel-instructions', headers: { zoneid: '[1,2]', moduleid: '5' } },
  { path: 'parcel-instructions', headers: { zoneid: '[1,2]', moduleid: '5' } },
  {
    path: 'customer/order/place',
    method: 'POST',
    body: {
      guest_id: '{guest}',
      order_type: 'parcel',
      cart: '[]',
      parcel_category_id: 1,
      charge_payer: 'receiver',
      payment_method: 'cash_on_delivery',
      idempotency_key: 'contract-parcel',
      ...contact,
      latitude: '25.1972',
      longitude: '55.2744',
      receiver_details: JSON.stringify({ contact_person_name: 'Receiver', contact_person_number: '+971500007744', address: 'The Dubai Mall', latitude: '25.1985', longitude: '55.2796', zone_id: 1 }),
    },
    keep: (b) => ({ parcel: String(b.order_id) }),
  },
  { path: 'customer/order/track', search: 'order_id={parcel}&contact_number=%2B971500007744' },
  { path: 'coupon/apply', search: 'code=SOUK15&store_id={store}&guest_id={guest}' },
  { path: 'customer/order/prescription/place', method: 'POST', body: order('contract-rx'), status: 403 },
  {
    path: 'customer/order/place',
    method: 'POST',
    body: order('contract-digital', { payment_method: 'digital_payment' }),
    keep: (b) => {
      const url = new URL(String(b.payment_url), 'http://souk.test');
      return { digital: String(b.order_id), payq: url.search.slice(1), ...Object.fromEntries([...url.searchParams].map(([k, v]) => [`pay_${k}`, v])) };
    },
  },
  { path: 'payment/souk-pay', search: '{payq}' },
  {
    path: 'payment/souk-pay/submit',
    method: 'POST',
    body: { order_id: '{pay_order_id}', amount: '{pay_amount}', exp: '{pay_exp}', callback: '{pay_callback}', sig: '{pay_sig}', outcome: 'decline' },
    status: 303,
  },
  { path: 'payment/callback', search: 'order_id={digital}&status=paid&amount={pay_amount}&reference=x&ts=1&callback=%2F&signature=forged', status: 403 },
  { path: 'customer/order/payment-method', method: 'POST', body: { _method: 'put', order_id: '{digital}', guest_id: '{guest}', payment_method: 'cash_on_delivery' }, once: true },
  { path: 'customer/review-reminder', auth: true },
  { path: 'customer/review-reminder-cancel', search: 'order_id={order}', auth: true, status: 404 },
  { path: 'items/reviews/submit', method: 'POST', body: { order_id: '{order}', item_id: '{item}', rating: 5, comment: 'Fresh' }, auth: true, status: 404 },
  { path: 'delivery-man/reviews/submit', method: 'POST', body: { order_id: '{order}', delivery_man_id: 1, rating: 5, comment: 'Quick' }, auth: true, status: 404 },
  { path: 'vehicle/extra_charge', search: 'distance=5.2' },
  { path: 'vehicle/extra_charge', status: 403 },
  { path: 'most-tips' },
  { path: 'cashback/getCashback', search: 'amount=120', auth: true },
  { path: 'cashback/list', auth: true },
  { path: 'offline_payment_method_list' },
  { path: 'customer/automated-message', search: 'offset=1&limit=10', auth: true },
  { path: 'customer/order/refund-reasons', auth: true },
  { path: 'customer/order/refund-reasons', headers: { 'x-localization': 'ar' } },
  { path: 'customer/order/refund-request', method: 'POST', body: { order_id: 999999, customer_reason: 'Other' }, auth: true, status: 404 },
  { path: 'customer/order/refund', search: 'order_id=999999', auth: true, status: 404 },
  { path: 'customer/suggested-items', headers: { zoneid: '[1,2]', moduleid: '2' }, auth: true },
  { path: 'customer/visit-again', headers: { zoneid: '[1,2]', moduleid: '2' }, auth: true },
  { path: 'customer/order/cancel', method: 'PUT', body: { order_id: '{order}', guest_id: '{guest}', reason: 'I ordered by mistake' }, once: true },
  { path: 'customer/message/list', search: 'limit=10&offset=1', auth: true },
  { path: 'customer/message/search-list', search: 'name=omar', auth: true },
  { path: 'customer/message/details', search: 'delivery_man_id=1&limit=10&offset=1', auth: true },
  { path: 'customer/message/send', method: 'POST', body: { receiver_type: 'vendor', receiver_id: 10, message: 'Contract check' }, auth: true, once: true },
  { path: 'customer/cm-firebase-token', method: 'POST', body: { _method: 'put', cm_firebase_token: 'contract-token' }, auth: true },
];
