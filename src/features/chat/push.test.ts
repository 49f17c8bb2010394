import { pushConfig, PUSH_TO_PAGE } from '@/lib/push-config';
import { forwarded, fromPushData, startPush } from './push';

jest.mock('firebase/app', () => ({ getApps: () => [], initializeApp: jest.fn(() => ({})) }));
jest.mock('firebase/messaging', () => ({ getMessaging: jest.fn(() => ({})), getToken: jest.fn(async () => 'fcm-token-of-this-browser'), isSupported: jest.fn(async () => true) }));

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

  it('hands the page a push the service worker forwarded, and nothing else', () => {
    const onData = jest.fn();
    forwarded({ type: PUSH_TO_PAGE, data: { type: 'order_status', order_id: '100044', status: 'confirmed' } }, onData);
    forwarded({ type: 'other', data: { type: 'order_status' } }, onData);
    forwarded(null, onData);
    expect(onData.mock.calls).toEqual([[{ type: 'order_status', order_id: 100044, status: 'confirmed' }]]);
  });

  describe('configured, with permission granted', () => {
    const saved = { ...process.env };
    let listeners: ((e: MessageEvent<unknown>) => void)[] = [];
    beforeEach(() => {
      Object.assign(process.env, full);
      listeners = [];
      Object.defineProperty(globalThis, 'Notification', { configurable: true, value: { permission: 'granted', requestPermission: jest.fn() } });
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: { register: jest.fn(async () => ({})), addEventListener: (_: string, l: (e: MessageEvent<unknown>) => void) => listeners.push(l) },
      });
    });
    afterEach(() => {
      for (const k of Object.keys(full)) if (!(k in saved)) delete process.env[k];
    });

    it('registers the worker and sends the token, a guest’s with its guest id; pushes in front reach onData', async () => {
      const post = jest.fn(async () => ({ data: {} }));
      const onData = jest.fn();
      await expect(startPush({ ask: false, http: { post } as never, guestId: '58', onData })).resolves.toBe(true);
      expect(navigator.serviceWorker.register).toHaveBeenCalledWith('/firebase-messaging-sw.js');
      expect(post).toHaveBeenCalledWith('customer/cm-firebase-token', { _method: 'put', cm_firebase_token: 'fcm-token-of-this-browser', guest_id: '58' });
      listeners.forEach((l) => l({ data: { type: PUSH_TO_PAGE, data: { type: 'message', conversation_id: '7', sender_type: 'vendor' } } } as MessageEvent<unknown>));
      expect(onData).toHaveBeenCalledWith({ type: 'message', conversation_id: 7, sender_type: 'vendor' });
    });

    it('a signed-in shopper’s token goes without a guest id, and no handler is added for the page in front', async () => {
      const post = jest.fn(async () => ({ data: {} }));
      await startPush({ ask: false, http: { post } as never });
      expect(post).toHaveBeenCalledWith('customer/cm-firebase-token', { _method: 'put', cm_firebase_token: 'fcm-token-of-this-browser' });
      expect(listeners).toEqual([]);
    });
  });
});
