/**
 * The sentence that tells a shopper their order's new status, by status: the page's live toast
 * (src/features/chat/live.tsx, public/locales/<lang>/layout.json) and the push to their devices
 * (src/backend/services/push-text.ts, public/locales/<lang>/push.json) say the same. Each is the
 * English text and the key of its translation.
 */
export const ORDER_STATUS_TEXT: Readonly<Record<string, string>> = {
  confirmed: 'Your order #{{id}} was confirmed.',
  processing: 'Your order #{{id}} is being prepared.',
  handover: 'Your order #{{id}} is ready for pick-up.',
  picked_up: 'Your order #{{id}} is on the way.',
  delivered: 'Your order #{{id}} was delivered.',
  canceled: 'Your order #{{id}} was canceled.',
  refunded: 'The refund of order #{{id}} is in your wallet.',
};

/** Any other status. */
export const ORDER_UPDATED_TEXT = 'Your order #{{id}} was updated.';
