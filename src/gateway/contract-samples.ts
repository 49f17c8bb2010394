/**
 * Sample calls of the account, address, cart, wishlist, file and vitals routes for the contract
 * test (contract.test.ts). They run in order: `keep` saves values of an answer that later
 * samples name as `{name}` in their path, query, body or `auth`. The test makes `{guest}` (a
 * guest id), `{item}` (a plain grocery item) and the ID tokens `{google}`, `{google2}` and
 * `{firebase}`, and runs with SOUK_DEMO_MODE=1, so every one-time code is 123456.
 */
export interface Sample {
  path: string;
  search?: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** The demo shopper's bearer token (true), or the name of one kept from an earlier answer. */
  auth?: boolean | string;
  /** The status the call answers with when it is not 200; a 4xx answer is checked against the error shape. */
  status?: number;
  /** Called by our own page only: a second call would meet a used code, a made account, a removed line. */
  once?: boolean;
  /** Values of the answer later samples use. */
  keep?: (body: Record<string, unknown>) => Record<string, string>;
}

const fresh = { email_or_phone: 'contract.check@souk.test' };
const place = {
  address_type: 'home',
  address: 'Burj Khalifa, Downtown Dubai',
  contact_person_name: 'Contract Check',
  contact_person_number: '+971500007733',
  latitude: '25.1972',
  longitude: '55.2744',
};
const line = { guest_id: '{guest}', model: 'Item', item_id: '{item}', quantity: 1 };
const OTP_PHONE = '+971500007744';

/** After auth/sign-up made contract.check@souk.test and kept its token as `{fresh}`. */
export const ACCOUNT_SAMPLES: Sample[] = [
  { path: 'customer/update-profile', method: 'POST', body: { name: 'Contract Checked', email: 'contract.check@souk.test', phone: '+971500007733' }, auth: 'fresh' },
  { path: 'customer/address/add', method: 'POST', body: place, auth: 'fresh', keep: (b) => ({ address: String((b.address as { id: number }).id) }) },
  { path: 'customer/address/update/{address}', method: 'PUT', body: { ...place, house: '12' }, auth: 'fresh' },
  { path: 'customer/address/update', method: 'POST', body: { ...place, address_id: '{address}', floor: '3' }, auth: 'fresh' },
  { path: 'customer/address/list', auth: 'fresh' },
  { path: 'customer/address/delete', search: 'address_id={address}', method: 'DELETE', auth: 'fresh', once: true },

  { path: 'customer/wish-list/add', search: 'item_id={item}', method: 'POST', auth: true },
  { path: 'customer/wish-list/add', search: 'store_id=10', method: 'POST', auth: true },
  { path: 'customer/wish-list', auth: true },
  { path: 'customer/wallet/transactions', search: 'limit=5&offset=1', auth: true },
  { path: 'customer/wallet/transactions', search: 'type=add_fund', auth: true },
  { path: 'customer/wallet/bonuses', auth: true, headers: { 'x-localization': 'ar' } },
  { path: 'customer/wallet/add-fund', method: 'POST', body: { amount: 50, payment_method: 'souk_pay' }, auth: 'fresh' },
  { path: 'customer/loyalty-point/transactions', auth: true },
  { path: 'customer/settings', auth: 'fresh' },
  { path: 'customer/settings', method: 'POST', body: { theme: 'dark', notifications: { promotions: false } }, auth: 'fresh' },
  { path: 'customer/loyalty-point/point-transfer', method: 'POST', body: { point: 100 }, auth: true, once: true },
  { path: 'customer/loyalty-point/point-transfer', method: 'POST', body: { point: 100 }, auth: 'fresh', status: 403 },
  { path: 'customer/wish-list', auth: true, headers: { 'x-localization': 'ar' } },
  { path: 'customer/wish-list/remove', search: 'store_id=10', method: 'DELETE', auth: true, once: true },

  { path: 'customer/cart/add', method: 'POST', body: line, keep: (b) => ({ cart: String((b as unknown as { id: number }[])[0]?.id) }) },
  { path: 'customer/cart/list', search: 'guest_id={guest}' },
  { path: 'customer/cart/update', method: 'POST', body: { ...line, cart_id: '{cart}', quantity: 2 } },
  { path: 'customer/cart/remove-item', search: 'guest_id={guest}&cart_id={cart}', method: 'DELETE', once: true },
  { path: 'customer/cart/add', method: 'POST', body: { ...line, guest_id: undefined }, auth: true },
  { path: 'customer/cart/list', auth: true },
  { path: 'customer/cart/remove', method: 'DELETE', auth: true },
  { path: 'customer/cart/remove', search: 'guest_id={guest}', method: 'DELETE' },

  { path: 'auth/forgot-password', method: 'POST', body: fresh },
  { path: 'auth/verify-token', method: 'POST', body: { ...fresh, reset_token: '123456' } },
  { path: 'auth/reset-password', method: 'PUT', body: { ...fresh, reset_token: '123456', password: 'secret-456', confirm_password: 'secret-456' }, once: true },

  { path: 'auth/login', method: 'POST', body: { login_type: 'otp', phone: OTP_PHONE }, once: true },
  {
    path: 'auth/verify-phone',
    method: 'POST',
    body: { phone: OTP_PHONE, otp: '123456', login_type: 'otp', verification_type: 'phone' },
    once: true,
    keep: (b) => ({ temp: String(b.temp_token) }),
  },
  {
    path: 'auth/update-info',
    method: 'POST',
    body: { temp_token: '{temp}', name: 'Otp Shopper', email: 'otp.shopper@souk.test', login_type: 'otp' },
    once: true,
    keep: (b) => ({ otpToken: String(b.token) }),
  },
  { path: 'auth/firebase-verify-token', method: 'POST', body: { phone: '+971500007755', id_token: '{firebase}', login_type: 'otp' } },
  { path: 'auth/social-login', method: 'POST', body: { token: '{google}', medium: 'google', unique_id: 'contract-google-1' } },
  {
    path: 'auth/social-register',
    method: 'POST',
    body: { token: '{google2}', medium: 'google', unique_id: 'contract-google-2', name: 'Social Two', email: 'social.two@souk.test' },
    once: true,
    keep: (b) => ({ socialToken: String(b.token) }),
  },
  { path: 'auth/logout', method: 'POST', auth: 'otpToken', once: true },
  { path: 'customer/remove-account', method: 'DELETE', auth: 'socialToken', once: true },

  { path: 'files/0123456789abcdef0123456789abcdef.png', status: 404 },
  { path: 'vitals', method: 'POST', body: { route: '/', device: 'phone', metrics: [{ name: 'LCP', value: 1200 }] }, status: 204 },
];
