/**
 * The contract's account, customer and field-data endpoints (sign-in steps, password reset,
 * profile, addresses, cart, wishlist, stored files, web-vitals beacons). endpoints.ts merges
 * them into ENDPOINTS.
 */
import { z } from 'zod';
import * as e from './entities';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface EndpointSpec {
  /** The method, or the methods that reach the same handler. */
  method: Method | readonly Method[];
  schema: z.ZodType;
}

export const message = z.looseObject({ message: z.string() });
export const signIn = z.looseObject({
  token: z.string().nullable(),
  is_phone_verified: e.flag,
  is_email_verified: e.flag,
  is_personal_info: e.flag,
  is_exist_user: z.unknown(),
  login_type: e.text,
  email: e.text,
});
/** A sign-in that is either done (`token`) or needs a next step (`temp_token` for auth/update-info). */
const signInStep = signIn.extend({ temp_token: z.string().nullish(), phone: e.text });
const saved = message.extend({ zone_ids: z.array(e.id), address: e.address });
const cart = z.array(e.cartLine);

/** A wallet or loyalty point movement (customer/wallet/transactions, customer/loyalty-point/transactions). */
export const walletEntry = z.looseObject({
  id: e.id,
  transaction_id: z.string(),
  credit: z.number(),
  debit: z.number(),
  balance: z.number(),
  transaction_type: z.string(),
  reference: z.string().nullable(),
  created_at: z.string(),
});
const history = z.looseObject({ total_size: z.number().int(), limit: z.number().int(), offset: z.number().int(), data: z.array(walletEntry) });
/** A refund request of a delivered order (customer/order/refund-request, customer/order/refund). */
const refund = z.looseObject({
  id: e.id,
  order_id: e.id,
  customer_reason: z.string(),
  customer_note: z.string(),
  image: z.array(z.string()),
  refund_status: z.enum(['pending', 'approved', 'rejected']),
  refund_amount: z.number(),
});
/** A wallet bonus offer (customer/wallet/bonuses). */
export const walletBonus = z.looseObject({
  id: e.id,
  title: z.string(),
  description: z.string(),
  bonus_type: z.enum(['amount', 'percentage']),
  bonus_amount: z.number(),
  minimum_add_amount: z.number(),
  maximum_bonus_amount: z.number(),
  start_date: z.string(),
  end_date: z.string(),
});

export const CUSTOMER_ENDPOINTS: Record<string, EndpointSpec> = {
  'auth/logout': { method: 'POST', schema: message },
  'auth/verify-phone': { method: 'POST', schema: signInStep },
  'auth/firebase-verify-token': { method: 'POST', schema: signInStep },
  'auth/update-info': { method: 'POST', schema: signInStep },
  'auth/social-login': { method: 'POST', schema: signInStep },
  'auth/social-register': { method: 'POST', schema: signInStep },
  'auth/forgot-password': { method: 'POST', schema: message },
  'auth/verify-token': { method: 'POST', schema: message },
  'auth/reset-password': { method: 'PUT', schema: message },

  'customer/update-profile': {
    method: ['POST', 'PUT'],
    schema: message.extend({ otp_send: z.boolean(), verification_on: z.enum(['phone', 'email']).optional() }),
  },
  'customer/remove-account': { method: 'DELETE', schema: message },
  'customer/address/add': { method: 'POST', schema: saved },
  'customer/address/update/:id': { method: ['PUT', 'POST'], schema: saved },
  'customer/address/update': { method: ['PUT', 'POST'], schema: saved },
  'customer/address/delete': { method: ['DELETE', 'POST'], schema: message },
  /** A stored upload (profile image): bytes, not JSON. */
  'files/:key': { method: 'GET', schema: z.instanceof(Uint8Array) },

  'customer/cart/list': { method: 'GET', schema: cart },
  'customer/cart/add': { method: 'POST', schema: cart },
  'customer/cart/update': { method: 'POST', schema: cart },
  'customer/cart/remove-item': { method: 'DELETE', schema: cart },
  'customer/cart/remove': { method: 'DELETE', schema: cart },
  'customer/wish-list': { method: 'GET', schema: z.looseObject({ item: z.array(e.item), store: z.array(e.store) }) },
  'customer/wish-list/add': { method: 'POST', schema: message },
  'customer/wish-list/remove': { method: 'DELETE', schema: message },

  // what 6amMart's clients call on checkout and account screens (handlers/client-extras.ts)
  'vehicle/extra_charge': { method: 'GET', schema: z.number() },
  'most-tips': { method: 'GET', schema: z.looseObject({ most_tips_amount: z.number().nullable() }) },
  'cashback/getCashback': {
    method: 'GET',
    schema: z.looseObject({ calculated_amount: z.number(), cashback_amount: z.number(), cashback_type: z.string(), min_purchase: z.number(), max_discount: z.number() }),
  },
  'cashback/list': {
    method: 'GET',
    schema: z.array(z.looseObject({ id: e.id, title: z.string(), cashback_type: z.enum(['amount', 'percentage']), cashback_amount: z.number(), min_purchase: z.number(), max_discount: z.number(), end_date: z.string() })),
  },
  offline_payment_method_list: { method: 'GET', schema: z.array(z.unknown()) },
  'customer/automated-message': { method: 'GET', schema: z.looseObject({ total_size: z.number(), limit: z.number(), offset: z.number(), data: z.array(z.unknown()) }) },
  'customer/order/refund-reasons': { method: 'GET', schema: z.looseObject({ refund_reasons: z.array(z.looseObject({ id: e.id, reason: z.string() })) }) },
  'customer/order/refund-request': { method: 'POST', schema: message.extend({ refund: refund }) },
  'customer/order/refund': { method: 'GET', schema: refund },
  'customer/suggested-items': { method: 'GET', schema: z.array(e.item) },
  // each store with its first items (the "Visit Again" card's thumbnails)
  'customer/visit-again': { method: 'GET', schema: z.array(e.store.extend({ items: z.array(e.item) })) },

  // the account's wallet and loyalty points (handlers/wallet.ts)
  'customer/wallet/transactions': { method: 'GET', schema: history },
  'customer/wallet/bonuses': { method: 'GET', schema: z.array(walletBonus) },
  'customer/wallet/add-fund': { method: 'POST', schema: z.looseObject({ redirect_link: z.string(), amount: z.number(), bonus: z.number() }) },
  'customer/loyalty-point/transactions': { method: 'GET', schema: history },
  'customer/loyalty-point/point-transfer': { method: 'POST', schema: message.extend({ loyalty_point: z.number().int(), wallet_balance: z.number() }) },

  // the account's settings page (handlers/customer-settings.ts; not part of 6amMart's surface)
  'customer/settings': {
    method: ['GET', 'POST', 'PUT'],
    schema: z.looseObject({ language: z.enum(['en', 'ar']), theme: z.enum(['light', 'dark']), notifications: z.looseObject({ order_updates: z.boolean(), promotions: z.boolean(), messages: z.boolean() }) }),
  },

  /** A web-vitals beacon is stored and answered 204 without a body. */
  vitals: { method: 'POST', schema: z.undefined() },
};
