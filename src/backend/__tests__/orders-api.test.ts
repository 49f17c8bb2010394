/** @jest-environment node */
/**
 * Carts, orders, payments, refunds, parcels, the wallet and the chat.
 */
import { partsOnOneDatabase } from '../../testing/api-parts';

partsOnOneDatabase([
  'cart',
  'cart-modules',
  'orders-place',
  'orders-payment',
  'orders-rules',
  'orders-track',
  'orders-writes',
  'refunds',
  'parcel',
  'mart-client-orders',
  'wallet',
  'chat',
], __dirname);
