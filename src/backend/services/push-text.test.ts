/** @jest-environment node */
import en from '../../../public/locales/en/push.json';
import ar from '../../../public/locales/ar/push.json';
import { ORDER_UPDATED_TEXT } from '../../contract/order-status-text';
import { messageText, money, orderText, PUSH_STATUS_TEXT, walletText } from './push-text';

describe('what a push says', () => {
  it('every order sentence is in push.json, as the page’s toasts say it', () => {
    for (const sentence of [...Object.values(PUSH_STATUS_TEXT), ORDER_UPDATED_TEXT]) {
      expect(en).toHaveProperty([sentence], sentence);
      expect(ar).toHaveProperty([sentence]);
    }
  });

  it('an order’s status in the device’s language, a status without a sentence of its own, a declined refund', () => {
    expect(orderText('ar', 100044, 'picked_up')).toEqual({ title: 'تحديث الطلب', body: 'طلبك رقم 100044 في الطريق.', data: { type: 'order_status', order_id: '100044', status: 'picked_up' } });
    expect(orderText('en', 100044, 'failed').body).toBe('Your order #100044 was updated.');
    expect(orderText('en', 100044, 'refund_request_canceled').body).toBe('The refund request of order #100044 was declined.');
  });

  it('a message: its sender, its text (shortened), or a photo', () => {
    const m = { conversationId: 7, senderType: 'vendor', senderName: 'Fresh Market', text: 'Your order is ready.', images: 0, orderId: null };
    expect(messageText('en', m)).toEqual({ title: 'Message from Fresh Market', body: 'Your order is ready.', data: { type: 'message', conversation_id: '7', sender_type: 'vendor' } });
    expect(messageText('ar', { ...m, text: '', images: 2, orderId: 9 })).toMatchObject({ title: 'رسالة من Fresh Market', body: 'أرسل لك صورة.', data: { order_id: '9' } });
    expect(messageText('en', { ...m, senderName: null, text: 'x'.repeat(500) })).toMatchObject({ title: 'You have a new message', body: `${'x'.repeat(239)}…` });
  });

  it('a wallet credit with its amount as the storefront shows money; others are not told', () => {
    expect(money(1234.5)).toBe('د.إ 1,234.50');
    expect(walletText('en', { transactionType: 'add_fund', amount: 50, orderId: null })).toEqual({ title: 'Wallet', body: 'د.إ 50.00 was added to your wallet.', data: { type: 'wallet', transaction_type: 'add_fund', amount: '50' } });
    expect(walletText('en', { transactionType: 'referrer', amount: 20, orderId: null })?.data).toEqual({ type: 'referral_code', reward: '20' });
    expect(walletText('en', { transactionType: 'loyalty_point', amount: 5, orderId: null })).toBeNull();
  });
});
