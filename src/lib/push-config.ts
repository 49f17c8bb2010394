/**
 * Firebase Cloud Messaging in the browser, when this deployment configures it (build time):
 * NEXT_PUBLIC_FIREBASE_API_KEY, _PROJECT_ID, _APP_ID, _MESSAGING_SENDER_ID and the web push key
 * _VAPID_KEY. The push code (src/features/chat/push.ts) and the service worker it registers
 * (/firebase-messaging-sw.js, src/server/push-worker.ts) exist only then.
 */
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

/** The message the service worker posts to an open storefront page in front, with the push's data (it shows no notification then). */
export const PUSH_TO_PAGE = 'souk:push';
