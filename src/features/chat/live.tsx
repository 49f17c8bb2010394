import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { toast } from '@/components/toast';
import { httpFor } from '@/api/http';
import { accountSettingsQuery, type AccountSettings } from '@/api/account';
import { useApiScope } from '@/lib/session-context';
import { ORDER_STATUS_TEXT, ORDER_UPDATED_TEXT } from '@/contract/order-status-text';

/** A live event as the stream sends it (src/backend/event-stream.ts), or a push's data. */
export type LiveEvent =
  | { type: 'message'; conversation_id: number; sender_type: string; message?: unknown }
  | { type: 'order_status'; order_id: number; status: string }
  | { type: 'referral_code'; reward?: number };

/** The window event each live event is told through first: an open chat takes a message (preventDefault) and no toast shows. */
export const LIVE_EVENT = 'souk:live';

/** How long the account's notification choices are trusted before they are asked again (the settings page updates them at once). */
const SETTINGS_FRESH_MS = 5 * 60_000;

/** The spec's referral toast (01-foundations.md section 9: 5000 ms). */
export const REFERRAL_TOAST_MS = 5000;

export function parseLiveEvent(raw: string): LiveEvent | null {
  try {
    const value = JSON.parse(raw) as { type?: unknown };
    return value && (value.type === 'message' || value.type === 'order_status' || value.type === 'referral_code') ? (value as LiveEvent) : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in shopper's one live connection (Server-Sent Events; the browser reconnects by
 * itself with the last event id): a message refreshes the open chat or shows 'You have a new
 * message'; an order's new status refreshes its tracking and shows a toast that opens the order;
 * a referral credit shows the referral toast for 5 s. Loaded after hydration, signed in
 * (pages/_app.tsx). Where Firebase Cloud Messaging is configured, this browser's push token is
 * registered too (./push.ts; permission is asked after an order is placed), and a guest (`guestId`)
 * gets this component for that alone: no live events, and the pushes the service worker hands to
 * a guest's page in front take the same way as the live events.
 * The account's notification choices (/profile?page=settings) decide the toasts: with "Order
 * updates" or "Messages" off, tracking and the chats still refresh, but no toast shows.
 */
export default function LiveEvents({ guestId = null }: { guestId?: string | null }) {
  const client = useQueryClient();
  const router = useRouter();
  const { t } = useTranslation('layout');
  const { lang } = useApiScope();
  const notifications = useQuery({ ...accountSettingsQuery({ lang }), staleTime: SETTINGS_FRESH_MS, enabled: guestId === null }).data?.notifications;
  // the connection stays open across renders and pages: it reads the latest of these
  const latest = useRef({ t, router, notifications, guestId });
  useEffect(() => {
    latest.current = { t, router, notifications, guestId };
  }, [t, router, notifications, guestId]);

  const handle = useRef((event: LiveEvent) => {
    const { t: say, router: go } = latest.current;
    // unknown (not yet read, or unreadable) choices show every toast, as the settings' defaults do
    const wanted = (kind: keyof AccountSettings['notifications']) => latest.current.notifications?.[kind] !== false;
    const taken = !window.dispatchEvent(new CustomEvent(LIVE_EVENT, { detail: event, cancelable: true }));
    if (event.type === 'message') {
      void client.invalidateQueries({ queryKey: ['customer', 'chat', 'list'] });
      if (!taken && wanted('messages')) toast(say('You have a new message'), { id: `message-${event.conversation_id}`, icon: '💬' });
      return;
    }
    if (event.type === 'order_status') {
      void client.invalidateQueries({ queryKey: ['customer', 'track'] });
      void client.invalidateQueries({ queryKey: ['customer', 'order-details'] });
      void client.invalidateQueries({ queryKey: ['customer', 'orders'] });
      if (!wanted('order_updates')) return;
      const text = say(ORDER_STATUS_TEXT[event.status] ?? ORDER_UPDATED_TEXT, { id: event.order_id });
      // a guest's order is tracked on /track-order (its form asks for the phone number)
      const href = latest.current.guestId ? `/track-order?order_id=${event.order_id}` : `/profile?page=my-orders&orderId=${event.order_id}`;
      toast(
        (shown) => (
          <button
            type="button"
            onClick={() => {
              toast.dismiss(shown.id);
              void go.push(href);
            }}
            style={{ all: 'unset', cursor: 'pointer' }}
          >
            {text} <u>{say('View order')}</u>
          </button>
        ),
        // its View order link is tapped (toasts let taps through to the page unless they ask)
        { id: `order-${event.order_id}`, icon: '📦', style: { pointerEvents: 'auto' } },
      );
      return;
    }
    void client.invalidateQueries({ queryKey: ['customer', 'info'] });
    toast.success(say('A friend signed up with your referral code: your wallet was credited.'), { id: 'referral-credit', duration: REFERRAL_TOAST_MS });
  });

  useEffect(() => {
    // a guest has no live events (they belong to an account): pushes alone
    if (typeof EventSource === 'undefined' || guestId !== null) return;
    const source = new EventSource('/api/v1/customer/event-stream');
    source.onmessage = (e: MessageEvent<string>) => {
      const event = parseLiveEvent(e.data);
      if (event) handle.current(event);
    };
    return () => source.close();
  }, [guestId]);

  // after an order is placed the shopper is asked once whether to allow notifications
  const placed = router.asPath.includes('from=checkout');
  useEffect(() => {
    // Firebase Cloud Messaging only when configured: unset, the build leaves this branch (and Firebase) out
    if (process.env.NEXT_PUBLIC_FIREBASE_VAPID_KEY) {
      void import('./push').then(({ startPush }) =>
        startPush({
          ask: placed,
          http: httpFor(client),
          guestId,
          // a signed-in shopper's page in front hears everything from the live events already
          ...(guestId === null
            ? {}
            : {
                onData: (data: Record<string, unknown>) => {
                  const event = parseLiveEvent(JSON.stringify(data));
                  if (event) handle.current(event);
                },
              }),
        }),
      );
    }
  }, [client, placed, guestId]);
  return null;
}
