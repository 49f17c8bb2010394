/** @jest-environment node */
/**
 * The push service worker as served (/firebase-messaging-sw.js): its very text run in a context
 * of its own with a stand-in of a service worker's scope (windows, notifications, fetch).
 */
import { runInNewContext } from 'node:vm';
import type { GetServerSidePropsContext } from 'next';
import { PUSH_TO_PAGE } from '@/lib/push-config';
import { chattingHref } from '@/lib/chat-links';
import { pushWorkerRoute, pushWorkerScript, PUSH_WORKER_CONFIG } from './push-worker';

type Listener = (event: Record<string, unknown>) => void;

interface Window {
  url: string;
  focused: boolean;
  focus: jest.Mock;
  navigate: jest.Mock;
  postMessage: jest.Mock;
}

const ORIGIN = 'https://souk.example';

/** The worker installed in a fresh context; `settings` is what customer/settings answers (null: 401). */
function worker(opts: { windows?: Partial<Window>[]; settings?: Record<string, unknown> | null } = {}) {
  const listeners = new Map<string, Listener>();
  const windows: Window[] = (opts.windows ?? []).map((w) => ({ url: `${ORIGIN}/`, focused: false, focus: jest.fn(async () => undefined), navigate: jest.fn(async () => undefined), postMessage: jest.fn(), ...w }));
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const fetch = jest.fn(async () => (opts.settings === null ? { ok: false, json: async () => ({}) } : { ok: true, json: async () => opts.settings ?? { notifications: { order_updates: true, promotions: true, messages: true } } }));
  const self = {
    location: { origin: ORIGIN },
    clients: { matchAll: jest.fn(async () => windows), openWindow: jest.fn(async () => undefined) },
    registration: { showNotification: jest.fn(async (title: string, options: Record<string, unknown>) => void shown.push({ title, options })) },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    fetch,
  };
  runInNewContext(pushWorkerScript(PUSH_WORKER_CONFIG), { self, URL, AbortController, setTimeout, clearTimeout });
  async function fire(type: string, event: Record<string, unknown>) {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  }
  return {
    self,
    windows,
    shown,
    fetch,
    push: (data: Record<string, string>) => fire('push', { data: { json: () => ({ data, from: '1234', fcmMessageId: 'm-1' }) } }),
    click: (index = 0) => fire('notificationclick', { notification: { close: jest.fn(), data: shown[index]?.options.data } }),
  };
}

const ORDER = { type: 'order_status', order_id: '100044', status: 'picked_up', title: 'Order update', body: 'Your order #100044 is on the way.' };
const MESSAGE = { type: 'message', conversation_id: '7', sender_type: 'vendor', title: 'Message from Fresh Market', body: 'Your order is ready.' };

describe('the push service worker', () => {
  it('shows a push with its title, body and the storefront’s icon; a tap opens the order', async () => {
    const w = worker();
    await w.push(ORDER);
    expect(w.shown).toEqual([{ title: 'Order update', options: expect.objectContaining({ body: 'Your order #100044 is on the way.', icon: '/media/business/logo.webp', tag: 'order-100044', data: { url: '/profile?page=my-orders&orderId=100044' } }) }]);
    // the shopper's choice was read with the browser's own session
    expect(w.fetch).toHaveBeenCalledWith('/api/v1/customer/settings', expect.objectContaining({ credentials: 'same-origin' }));
    await w.click();
    expect(w.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/profile?page=my-orders&orderId=100044`);
  });

  it('a tap focuses a window already on the conversation, or takes a storefront window there', async () => {
    const on = worker({ windows: [{ url: `${ORIGIN}/home` }, { url: `${ORIGIN}/chatting?conversationId=7&type=vendor&chatFrom=notification` }] });
    await on.push(MESSAGE);
    await on.click();
    expect(on.windows[1]?.focus).toHaveBeenCalled();
    expect(on.self.clients.openWindow).not.toHaveBeenCalled();
    const elsewhere = worker({ windows: [{ url: `${ORIGIN}/home` }] });
    await elsewhere.push(MESSAGE);
    await elsewhere.click();
    expect(elsewhere.windows[0]?.navigate).toHaveBeenCalledWith(`${ORIGIN}/chatting?conversationId=7&type=vendor&chatFrom=notification`);
    expect(elsewhere.windows[0]?.focus).toHaveBeenCalled();
  });

  it('with "Order updates" off shows no order push, and with "Messages" off no message', async () => {
    const noOrders = worker({ settings: { notifications: { order_updates: false, promotions: true, messages: true } } });
    await noOrders.push(ORDER);
    await noOrders.push(MESSAGE);
    expect(noOrders.shown.map((n) => n.title)).toEqual(['Message from Fresh Market']);
    const noMessages = worker({ settings: { notifications: { order_updates: true, promotions: true, messages: false } } });
    await noMessages.push(MESSAGE);
    await noMessages.push({ type: 'referral_code', reward: '20', title: 'Wallet', body: 'A friend signed up with your referral code: your wallet was credited.' });
    expect(noMessages.shown.map((n) => [n.title, n.options.data])).toEqual([['Wallet', { url: '/profile?page=wallet' }]]);
  });

  it('shows the push when the choices cannot be read (signed out here), and a guest’s order opens where guests track it', async () => {
    const w = worker({ settings: null });
    await w.push({ ...ORDER, guest_id: '58' });
    expect(w.fetch).not.toHaveBeenCalled();
    await w.push(MESSAGE);
    // (the conversation's address as the storefront writes it)
    expect(w.shown.map((n) => n.options.data)).toEqual([{ url: '/track-order?order_id=100044' }, { url: chattingHref(7, 'vendor') }]);
  });

  it('with a storefront window in front, shows nothing and hands the push to that page', async () => {
    const w = worker({ windows: [{ url: `${ORIGIN}/track-order`, focused: true }, { url: `${ORIGIN}/home` }] });
    await w.push(ORDER);
    expect(w.shown).toEqual([]);
    expect(w.windows[0]?.postMessage).toHaveBeenCalledWith({ type: PUSH_TO_PAGE, data: ORDER });
    expect(w.windows[1]?.postMessage).not.toHaveBeenCalled();
  });
});

describe('/firebase-messaging-sw.js', () => {
  const KEYS = ['NEXT_PUBLIC_FIREBASE_API_KEY', 'NEXT_PUBLIC_FIREBASE_PROJECT_ID', 'NEXT_PUBLIC_FIREBASE_APP_ID', 'NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID', 'NEXT_PUBLIC_FIREBASE_VAPID_KEY'];
  const saved = KEYS.map((k) => process.env[k]);
  afterEach(() => KEYS.forEach((k, i) => (saved[i] === undefined ? delete process.env[k] : (process.env[k] = saved[i]))));

  function serve() {
    const res = { statusCode: 0, headers: {} as Record<string, string>, body: '', setHeader(name: string, value: string) { this.headers[name.toLowerCase()] = value; }, end(text: string) { this.body = text; } };
    return { res, result: pushWorkerRoute({ res } as unknown as GetServerSidePropsContext) };
  }

  it('is served as a script only where Firebase is configured', async () => {
    KEYS.forEach((k) => delete process.env[k]);
    expect(await serve().result).toEqual({ notFound: true });
    KEYS.forEach((k) => (process.env[k] = 'configured'));
    const { res, result } = serve();
    expect(await result).toEqual({ props: {} });
    expect([res.statusCode, res.headers['content-type'], res.headers['cache-control']]).toEqual([200, 'text/javascript; charset=utf-8', 'no-cache']);
    expect(res.body).toBe(pushWorkerScript(PUSH_WORKER_CONFIG));
  });
});
