/**
 * Firebase Cloud Messaging, when this deployment configures it (NEXT_PUBLIC_FIREBASE_API_KEY,
 * _PROJECT_ID, _APP_ID, _MESSAGING_SENDER_ID and the web push key _VAPID_KEY). Loaded by the
 * live events (./live.tsx) only then, after the page has hydrated; Firebase's code is imported
 * here only. Permission is asked once, after an order is placed (never on a first visit); with it,
 * the token goes to customer/cm-firebase-token and foreground messages go through the same
 * handlers as the live events. Background messages: public/firebase-messaging-sw.js.
 */
import type { Http } from '@/api/http';

export interface PushConfig {
  app: { apiKey: string; projectId: string; appId: string; messagingSenderId: string; authDomain?: string };
  vapidKey: string;
}

/** The configuration, or null when any part is missing. */
export function pushConfig(env: Record<string, string | undefined> = {
  NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
  NEXT_PUBLIC_FIREBASE_APP_ID: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
  NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
  NEXT_PUBLIC_FIREBASE_VAPID_KEY: process.env.NEXT_PUBLIC_FIREBASE_VAPID_KEY,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
}): PushConfig | null {
  const apiKey = env.NEXT_PUBLIC_FIREBASE_API_KEY;
  const projectId = env.NEXT_PUBLIC_FIREBASE_PROJECT_ID;
  const appId = env.NEXT_PUBLIC_FIREBASE_APP_ID;
  const messagingSenderId = env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID;
  const vapidKey = env.NEXT_PUBLIC_FIREBASE_VAPID_KEY;
  if (!apiKey || !projectId || !appId || !messagingSenderId || !vapidKey) return null;
  return { app: { apiKey, projectId, appId, messagingSenderId, ...(env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN ? { authDomain: env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN } : {}) }, vapidKey };
}

/** A push's data (all strings) as the live events' shape: ids as numbers. */
export function fromPushData(data: Record<string, string> | undefined): Record<string, unknown> | null {
  if (!data?.type) return null;
  const out: Record<string, unknown> = { ...data };
  for (const key of ['conversation_id', 'order_id', 'reward']) if (data[key] !== undefined && /^\d+(\.\d+)?$/.test(data[key])) out[key] = Number(data[key]);
  return out;
}

const ASKED = 'souk_push_asked';

/**
 * Turns push on in this browser: asks for permission only when `ask` (and only once per browser),
 * registers the service worker, sends the token, and hands foreground messages to `onData`.
 * Answers whether push is on; any failure leaves it off (the live events carry everything anyway).
 */
export async function startPush(opts: { ask: boolean; http: Http; onData: (data: Record<string, unknown>) => void }): Promise<boolean> {
  const config = pushConfig();
  if (!config || typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return false;
  try {
    if (Notification.permission === 'default') {
      if (!opts.ask || localStorage.getItem(ASKED)) return false;
      localStorage.setItem(ASKED, '1');
      if ((await Notification.requestPermission()) !== 'granted') return false;
    }
    if (Notification.permission !== 'granted') return false;
    const [{ getApps, initializeApp }, { getMessaging, getToken, isSupported, onMessage }] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
    if (!(await isSupported())) return false;
    const registration = await navigator.serviceWorker.register('/firebase-messaging-sw.js');
    const app = getApps()[0] ?? initializeApp(config.app);
    const messaging = getMessaging(app);
    const token = await getToken(messaging, { vapidKey: config.vapidKey, serviceWorkerRegistration: registration });
    if (token) await opts.http.post('customer/cm-firebase-token', { _method: 'put', cm_firebase_token: token });
    onMessage(messaging, (payload) => {
      const data = fromPushData(payload.data);
      if (data) opts.onData(data);
    });
    return true;
  } catch (error) {
    console.warn('Push notifications are off:', error instanceof Error ? error.message : error);
    return false;
  }
}
