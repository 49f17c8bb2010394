/* Souk's service worker for Firebase Cloud Messaging's background messages (src/features/chat/push.ts
 * registers it when push is configured). A push shows a notification unless a Souk page is in
 * front (that page's own handlers show it); a tap opens the order or the conversation. */
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = {};
  }
  const note = payload.notification || {};
  const data = payload.data || {};
  let url = '/';
  if (data.type === 'order_status' && data.order_id) url = `/profile?page=my-orders&orderId=${encodeURIComponent(data.order_id)}`;
  else if (data.type === 'message' && data.conversation_id) url = `/chatting?conversationId=${encodeURIComponent(data.conversation_id)}&type=${encodeURIComponent(data.sender_type || '')}&chatFrom=notification`;
  else if (data.type === 'referral_code') url = '/profile?page=wallet';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      if (windows.some((w) => w.focused)) return undefined;
      return self.registration.showNotification(note.title || 'Souk', { body: note.body || '', icon: note.image || '/media/business/logo.webp', data: { url } });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/';
  event.waitUntil(self.clients.openWindow(url));
});
