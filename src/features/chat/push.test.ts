import { fromPushData, pushConfig, startPush } from './push';

describe('Firebase Cloud Messaging', () => {
  const full = {
    NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'souk-demo',
    NEXT_PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
    NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: '2',
    NEXT_PUBLIC_FIREBASE_VAPID_KEY: 'BPush',
  };

  it('is configured only with every key, the web push key included', () => {
    expect(pushConfig(full)).toEqual({ app: { apiKey: 'key', projectId: 'souk-demo', appId: '1:2:web:3', messagingSenderId: '2' }, vapidKey: 'BPush' });
    expect(pushConfig({ ...full, NEXT_PUBLIC_FIREBASE_VAPID_KEY: undefined })).toBeNull();
    expect(pushConfig({})).toBeNull();
  });

  it('reads a push’s string data as a live event', () => {
    expect(fromPushData({ type: 'order_status', order_id: '100044', status: 'confirmed' })).toEqual({ type: 'order_status', order_id: 100044, status: 'confirmed' });
    expect(fromPushData({ type: 'message', conversation_id: '7', sender_type: 'vendor' })).toEqual({ type: 'message', conversation_id: 7, sender_type: 'vendor' });
    expect(fromPushData({})).toBeNull();
  });

  it('without configuration it stays off and asks nothing', async () => {
    const post = jest.fn();
    await expect(startPush({ ask: true, http: { post } as never, onData: jest.fn() })).resolves.toBe(false);
    expect(post).not.toHaveBeenCalled();
  });
});
