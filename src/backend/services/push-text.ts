/**
 * What a push says, in the device's language: the titles and bodies come from the storefront's
 * translation files (public/locales/<lang>/push.json, the same sentences as the page's live
 * toasts), the data from what 6amMart's clients read (`type`, `order_id`, `conversation_id`,
 * `sender_type`; all strings, as FCM's data must be).
 */
import en from '../../../public/locales/en/push.json';
import ar from '../../../public/locales/ar/push.json';
import { ORDER_STATUS_TEXT, ORDER_UPDATED_TEXT } from '../../contract/order-status-text';
import { configOverrides } from './config-overrides';

export type Lang = 'en' | 'ar';
type Key = keyof typeof en;
const CATALOGUES: Record<Lang, Record<Key, string>> = { en, ar };

/** A sentence of push.json in this language, its {{placeholders}} filled. */
export function say(lang: Lang, key: Key, values: Record<string, string | number> = {}): string {
  return CATALOGUES[lang][key].replace(/\{\{(\w+)\}\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}

export interface PushText {
  title: string;
  body: string;
  data: Record<string, string>;
}

/** The page's sentences (a declined refund is told by push alone: the page hears no event of it). */
export const PUSH_STATUS_TEXT: Readonly<Record<string, string>> = { ...ORDER_STATUS_TEXT, refund_request_canceled: 'The refund request of order #{{id}} was declined.' };

export function orderText(lang: Lang, orderId: number, status: string): PushText {
  return {
    title: say(lang, 'Order update'),
    // (push-text.test.ts checks push.json holds every one of these sentences)
    body: say(lang, (PUSH_STATUS_TEXT[status] ?? ORDER_UPDATED_TEXT) as Key, { id: orderId }),
    data: { type: 'order_status', order_id: String(orderId), status },
  };
}

/** Longest message text a push carries (FCM's whole payload is at most 4 KB). */
const MESSAGE_CHARS = 240;

export function messageText(lang: Lang, m: { conversationId: number; senderType: string; senderName: string | null; text: string; images: number; orderId: number | null }): PushText {
  const text = m.text.trim();
  return {
    title: m.senderName ? say(lang, 'Message from {{name}}', { name: m.senderName }) : say(lang, 'You have a new message'),
    body: text ? (text.length > MESSAGE_CHARS ? `${text.slice(0, MESSAGE_CHARS - 1)}…` : text) : m.images > 0 ? say(lang, 'Sent you a photo.') : say(lang, 'You have a new message'),
    data: { type: 'message', conversation_id: String(m.conversationId), sender_type: m.senderType, ...(m.orderId !== null ? { order_id: String(m.orderId) } : {}) },
  };
}

/** An amount as the storefront shows it (the config's currency symbol, before the amount unless it says right). */
export function money(amount: number): string {
  const o = configOverrides();
  const symbol = typeof o.currency_symbol === 'string' && o.currency_symbol ? o.currency_symbol : 'د.إ';
  const digits = Number.isInteger(o.digit_after_decimal_point) ? Math.min(4, Math.max(0, Number(o.digit_after_decimal_point))) : 2;
  const number = amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return o.currency_symbol_direction === 'right' ? `${number} ${symbol}` : `${symbol} ${number}`;
}

/** A wallet credit the shopper did not make in the page: a referral's reward, an order's cashback, an add fund the payment gateway confirmed. */
export function walletText(lang: Lang, credit: { transactionType: string; amount: number; orderId: number | null }): PushText | null {
  const title = say(lang, 'Wallet');
  const amount = money(credit.amount);
  switch (credit.transactionType) {
    case 'referrer':
      return { title, body: say(lang, 'A friend signed up with your referral code: your wallet was credited.'), data: { type: 'referral_code', reward: String(credit.amount) } };
    case 'CashBack':
      return { title, body: say(lang, 'Cashback of {{amount}} for order #{{id}} is in your wallet.', { amount, id: credit.orderId ?? '' }), data: { type: 'wallet', transaction_type: 'CashBack', amount: String(credit.amount), ...(credit.orderId !== null ? { order_id: String(credit.orderId) } : {}) } };
    case 'add_fund':
      return { title, body: say(lang, '{{amount}} was added to your wallet.', { amount }), data: { type: 'wallet', transaction_type: 'add_fund', amount: String(credit.amount) } };
    default:
      return null;
  }
}
