/**
 * Firebase Cloud Messaging, when this deployment configures it (src/lib/push-config.ts). Loaded by
 * the live events (./live.tsx) only then, after the page has hydrated; Firebase's code is imported
 * here only. Permission is asked once, after an order is placed (never on a first visit); with it,
 * the token goes to customer/cm-firebase-token (a guest's with its guest_id, for the guest's
 * orders). The service worker (/firebase-messaging-sw.js, src/server/push-worker.ts) shows the
 * pushes while no storefront page is in front, and hands them to the page in front otherwise:
 * they reach `onData` (a guest's page; a signed-in shopper's live events carry the same).
 */
import type { Http } from '@/api/http';
import { pushConfig, PUSH_TO_PAGE } from '@/lib/push-config';

/** A push's data (all strings) as the live events' shape: ids as numbers. */
export function fromPushData(data: Record<string, string> | undefined): Record<string, unknown> | null {
  if (!data?.type) return null;
  const out: Record<string, unknown> = { ...data };
  for (const key of ['conversation_id', 'order_id', 'reward']) if (data[key] !== undefined && /^\d+(\.\d+)?$/.test(data[key])) out[key] = Number(data[key]);
  return out;
}

const ASKED = 'souk_push_asked';

/** A push the service worker handed to this page (it shows no notification while a storefront page is in front). */
export function forwarded(message: unknown, onData: (data: Record<string, unknown>) => void): void {
  const m = message as { type?: unknown; data?: unknown } | null;
  if (!m || m.type !== PUSH_TO_PAGE || !m.data || typeof m.data !== 'object') return;
  const data = fromPushData(m.data as Record<string, string>);
  if (data) onData(data);
}

/**
 * Turns push on in this browser: asks for permission only when `ask` (and only once per browser),
 * registers the service worker, sends the token, and hands foreground messages to `onData`.
 * Answers whether push is on; any failure leaves it off (the live events carry everything anyway).
 */
export async function startPush(opts: { ask: boolean; http: Http; guestId?: string | null; onData?: (data: Record<string, unknown>) => void }): Promise<boolean> {
  const config = pushConfig();
  if (!config || typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return false;
  try {
    if (Notification.permission === 'default') {
      if (!opts.ask || localStorage.getItem(ASKED)) return false;
      localStorage.setItem(ASKED, '1');
      if ((await Notification.requestPermission()) !== 'granted') return false;
    }
    if (Notification.permission !== 'granted') return false;
    const [{ getApps, initializeApp }, { getMessaging, getToken, isSupported }] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
    if (!(await isSupported())) return false;
    const registration = await navigator.serviceWorker.register('/firebase-messaging-sw.js');
    const app = getApps()[0] ?? initializeApp(config.app);
    const messaging = getMessaging(app);
    const token = await getToken(messaging, { vapidKey: config.vapidKey, serviceWorkerRegistration: registration });
    if (token) await opts.http.post('customer/cm-firebase-token', { _method: 'put', cm_firebase_token: token, ...(opts.guestId ? { guest_id: opts.guestId } : {}) });
    const onData = opts.onData;
    if (onData) navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => forwarded(event.data, onData));
    return true;
  } catch (error) {
    console.warn('Push notifications are off:', error instanceof Error ? error.message : error);
    return false;
  }
}
