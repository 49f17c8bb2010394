/**
 * The service worker of Firebase Cloud Messaging's background messages, `/firebase-messaging-sw.js`
 * (pages/firebase-messaging-sw.js.ts): served only when Firebase is configured (src/lib/push-config.ts,
 * read at build time), with what it needs written in; 404 otherwise. The page registers it and
 * subscribes it to FCM (src/features/chat/push.ts).
 *
 * A push (FCM's data: type, title, body, order_id or conversation_id, sent by the embedded API,
 * src/backend/services/push.ts) shows a notification with its title and body and the storefront's
 * icon; a tap opens the order or the conversation, or focuses a window already on it. With a
 * storefront window in front, no notification: the push's data goes to that page instead (its own
 * live handling shows it). The shopper's choices decide here too: before showing an order update or
 * a message, the worker reads the account's settings (customer/settings, with the browser's own
 * session) and shows nothing when that choice is off. The server already sends nothing that is off,
 * so this matters when the choice changed while a push was on its way.
 */
import type { GetServerSideProps } from 'next';
import { SOFTWARE_ID } from '@/api/http';
import { pushConfig, PUSH_TO_PAGE } from '@/lib/push-config';

/** What the served script is written with. */
export interface PushWorkerConfig {
  icon: string;
  settingsPath: string;
  softwareId: string;
  toPage: string;
}

interface WorkerClient {
  url: string;
  focused?: boolean;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
  postMessage(message: unknown): void;
}

interface WorkerEvent {
  waitUntil(work: Promise<unknown>): void;
  data?: { json(): unknown } | null;
  notification?: { close(): void; data?: { url?: string } | null };
}

/** The parts of a service worker's global scope the worker uses. */
export interface WorkerScope {
  location: { origin: string };
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WorkerClient[]>; openWindow(url: string): Promise<unknown> };
  registration: { showNotification(title: string, options: Record<string, unknown>): Promise<void> };
  addEventListener(type: 'push' | 'notificationclick', listener: (event: WorkerEvent) => void): void;
  fetch(input: string, init?: Record<string, unknown>): Promise<{ ok: boolean; json(): Promise<unknown> }>;
}

/**
 * Installs the worker's handlers. Served as its own text (pushWorkerScript), so it uses nothing
 * from outside itself: only its arguments and what a service worker has.
 */
export function installPushWorker(scope: WorkerScope, config: PushWorkerConfig): void {
  type Data = Record<string, string | undefined>;
  const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

  function dataOf(event: WorkerEvent): Data {
    let payload: unknown = null;
    try {
      payload = event.data ? event.data.json() : null;
    } catch {
      payload = null;
    }
    const p = (payload && typeof payload === 'object' ? payload : {}) as { data?: unknown; notification?: unknown };
    const out: Data = {};
    for (const part of [p.notification, p.data]) {
      if (!part || typeof part !== 'object') continue;
      for (const [key, value] of Object.entries(part as Record<string, unknown>)) out[key] = text(value);
    }
    return out;
  }

  /** Where a tap leads: the order (where a guest tracks it), the conversation, the wallet. */
  function pathOf(d: Data): string {
    const q = (v: string | undefined) => encodeURIComponent(v || '');
    if (d.type === 'order_status' && d.order_id) return d.guest_id ? `/track-order?order_id=${q(d.order_id)}` : `/profile?page=my-orders&orderId=${q(d.order_id)}`;
    if (d.type === 'message' && d.conversation_id) return `/chatting?conversationId=${q(d.conversation_id)}&type=${q(d.sender_type)}&chatFrom=notification`;
    if (d.type === 'wallet' || d.type === 'referral_code') return '/profile?page=wallet';
    return '/';
  }

  /** The account's choice that governs a push of this type (none for the wallet's news). */
  function choiceOf(type: string | undefined): string | null {
    return type === 'order_status' ? 'order_updates' : type === 'message' ? 'messages' : null;
  }

  /** Whether the account wants this push: unknown (signed out here, offline, slow) counts as yes, as the settings' defaults do. */
  async function wanted(d: Data): Promise<boolean> {
    const choice = choiceOf(d.type);
    if (!choice || d.guest_id) return true;
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(), 3000);
    try {
      const res = await scope.fetch(config.settingsPath, { credentials: 'same-origin', headers: { Accept: 'application/json', 'X-software-id': config.softwareId }, signal: stop.signal });
      if (!res.ok) return true;
      const body = (await res.json()) as { notifications?: Record<string, unknown> } | null;
      return !(body && body.notifications && body.notifications[choice] === false);
    } catch {
      return true;
    } finally {
      clearTimeout(timer);
    }
  }

  async function onPush(d: Data): Promise<void> {
    const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const front = windows.filter((w) => w.focused);
    if (front.length > 0) {
      for (const w of front) w.postMessage({ type: config.toPage, data: d });
      return;
    }
    if (!(await wanted(d))) return;
    const tag = d.type === 'order_status' ? `order-${d.order_id || ''}` : d.type === 'message' ? `message-${d.conversation_id || ''}` : d.type || 'souk';
    await scope.registration.showNotification(d.title || '', { body: d.body || '', icon: config.icon, badge: config.icon, tag, renotify: true, dir: 'auto', data: { url: pathOf(d) } });
  }

  async function onClick(path: string): Promise<void> {
    const url = new URL(path, scope.location.origin).href;
    const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const same = windows.find((w) => w.url === url);
    if (same) {
      await same.focus();
      return;
    }
    const ours = windows.find((w) => w.url.startsWith(scope.location.origin) && typeof w.navigate === 'function');
    if (ours && ours.navigate) {
      await ours.navigate(url);
      await ours.focus();
      return;
    }
    await scope.clients.openWindow(url);
  }

  scope.addEventListener('push', (event) => event.waitUntil(onPush(dataOf(event))));
  scope.addEventListener('notificationclick', (event) => {
    const n = event.notification;
    if (!n) return;
    n.close();
    event.waitUntil(onClick((n.data && n.data.url) || '/'));
  });
}

/** The worker as served: its handlers installed on the service worker's scope with this configuration. */
export function pushWorkerScript(config: PushWorkerConfig): string {
  return `/* Souk's push service worker (src/server/push-worker.ts) */\n(${installPushWorker.toString()})(self, ${JSON.stringify(config)});\n`;
}

export const PUSH_WORKER_CONFIG: PushWorkerConfig = { icon: '/media/business/logo.webp', settingsPath: '/api/v1/customer/settings', softwareId: SOFTWARE_ID, toPage: PUSH_TO_PAGE };

/** `/firebase-messaging-sw.js`: the worker when Firebase is configured, else 404. */
export const pushWorkerRoute: GetServerSideProps = async ({ res }) => {
  if (!pushConfig()) return { notFound: true };
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
  // a new build's worker is taken at the next visit (browsers check a worker's script for updates themselves too)
  res.setHeader('Cache-Control', 'no-cache');
  res.end(pushWorkerScript(PUSH_WORKER_CONFIG));
  return { props: {} };
};
