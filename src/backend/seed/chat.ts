/** The demo customer's seeded conversations: one with a store, one with a delivery man (a few messages each). */
import type { Db } from '../db/client';
import { chatMessages, conversations } from '../db/schema-chat';

const MINUTE = 60_000;

export async function seedChat(t: Db, now: Date, demo: { customerId: number; storeId: number; deliveryManId: number }): Promise<void> {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
  const [store, rider] = await t
    .insert(conversations)
    .values([
      { customerId: demo.customerId, receiverType: 'vendor', receiverId: demo.storeId, lastMessageAt: at(60 * 26), createdAt: at(60 * 26 + 5) },
      { customerId: demo.customerId, receiverType: 'delivery_man', receiverId: demo.deliveryManId, lastMessageAt: at(90), createdAt: at(100) },
    ])
    .returning({ id: conversations.id });
  if (!store || !rider) return;
  await t.insert(chatMessages).values([
    { conversationId: store.id, senderType: 'customer', message: 'Hello! Do you have fresh mint today?', isSeen: true, createdAt: at(60 * 26 + 5) },
    { conversationId: store.id, senderType: 'vendor', message: 'Yes, it arrived this morning. Add it to your order any time.', isSeen: true, createdAt: at(60 * 26) },
    { conversationId: rider.id, senderType: 'customer', message: 'Please call me when you arrive at the tower.', isSeen: true, createdAt: at(100) },
    { conversationId: rider.id, senderType: 'delivery_man', message: 'Sure, I will call you from the lobby.', isSeen: false, createdAt: at(95) },
    { conversationId: rider.id, senderType: 'delivery_man', message: 'Delivered, enjoy your meal!', isSeen: false, createdAt: at(90) },
  ]);
}
