/**
 * Chat between a customer and a store (`vendor`) or a delivery man (`delivery_man`): the
 * conversations, their messages, unread counts, and the simulated replies of the other side (a
 * store or rider here is not a person: the order lifecycle's job queue answers for them).
 * A message to the customer publishes a live `message` event (services/events.ts).
 */
import { and, asc, count, desc, eq, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, stores } from '../db/schema';
import { chatMessages, conversations } from '../db/schema-chat';
import { deliveryMen, orders } from '../db/schema-orders';
import { mediaUrl } from './media';
import { publishEvent } from './events';
import { pushMessage } from './push';

export type ReceiverType = 'vendor' | 'delivery_man';
export const RECEIVER_TYPES: readonly ReceiverType[] = ['vendor', 'delivery_man'];
type Lang = 'en' | 'ar';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

export interface Receiver {
  id: number;
  type: ReceiverType;
  f_name: string;
  l_name: string;
  phone: string;
  image_full_url: string | null;
}

/** The store or delivery man a conversation is with, or null when there is none such. */
export async function receiverOf(db: Db, type: ReceiverType, id: number, lang: Lang): Promise<Receiver | null> {
  if (type === 'vendor') {
    const [st] = await db.select().from(stores).where(eq(stores.id, id));
    return st ? { id, type, f_name: lang === 'ar' ? st.nameAr : st.name, l_name: '', phone: st.phone, image_full_url: mediaUrl(st.logo) } : null;
  }
  const [dm] = await db.select().from(deliveryMen).where(eq(deliveryMen.id, id));
  return dm ? { id, type, f_name: dm.fName, l_name: dm.lName, phone: dm.phone, image_full_url: mediaUrl(dm.image) } : null;
}

/**
 * Whether the customer may write to this receiver: every store; a delivery man who carries (or
 * carried) one of the customer's orders, or one the customer already talks with.
 */
export async function mayWrite(db: Db, customerId: number, type: ReceiverType, id: number): Promise<boolean> {
  if (type === 'vendor') return true;
  const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.owner, `c:${customerId}`), eq(orders.deliveryManId, id))).limit(1);
  if (order) return true;
  return (await findConversation(db, customerId, type, id)) !== null;
}

export async function findConversation(db: Db, customerId: number, type: ReceiverType, receiverId: number): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.customerId, customerId), eq(conversations.receiverType, type), eq(conversations.receiverId, receiverId)));
  return row ?? null;
}

/** The customer's own conversation of this id; null for anyone else's. */
export async function ownConversation(db: Db, customerId: number, id: number): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conversations).where(and(eq(conversations.id, id), eq(conversations.customerId, customerId)));
  return row ?? null;
}

/** The pair's conversation, made when it is the first message (two first messages racing make one). */
export async function openConversation(db: Db, customerId: number, type: ReceiverType, receiverId: number): Promise<ConversationRow> {
  await db.insert(conversations).values({ customerId, receiverType: type, receiverId }).onConflictDoNothing();
  const row = await findConversation(db, customerId, type, receiverId);
  if (!row) throw new Error('the conversation was not made');
  return row;
}

export function messageEntry(m: MessageRow, customerId: number, receiverId: number) {
  return {
    id: m.id,
    conversation_id: m.conversationId,
    sender_type: m.senderType,
    sender_id: m.senderType === 'customer' ? customerId : receiverId,
    message: m.message,
    file_full_url: m.files.map((f) => mediaUrl(f)),
    is_seen: m.isSeen ? 1 : 0,
    order_id: m.orderId,
    created_at: m.createdAt.toISOString(),
  };
}
export type MessageEntry = ReturnType<typeof messageEntry>;

const toCustomer = (conversationId: number): SQL | undefined => and(eq(chatMessages.conversationId, conversationId), ne(chatMessages.senderType, 'customer'), eq(chatMessages.isSeen, false));

async function unreadCount(db: Db, conversationId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(chatMessages).where(toCustomer(conversationId));
  return row?.n ?? 0;
}

export async function conversationEntry(db: Db, c: ConversationRow, lang: Lang, receiver?: Receiver | null) {
  const who = receiver === undefined ? await receiverOf(db, c.receiverType as ReceiverType, c.receiverId, lang) : receiver;
  const [last] = await db.select().from(chatMessages).where(eq(chatMessages.conversationId, c.id)).orderBy(desc(chatMessages.id)).limit(1);
  return {
    id: c.id,
    sender_id: c.customerId,
    sender_type: 'customer',
    receiver_id: c.receiverId,
    receiver_type: c.receiverType,
    receiver: who,
    unread_message_count: await unreadCount(db, c.id),
    last_message: last ? messageEntry(last, c.customerId, c.receiverId) : null,
    last_message_time: c.lastMessageAt.toISOString(),
    created_at: c.createdAt.toISOString(),
    updated_at: c.lastMessageAt.toISOString(),
  };
}

/** The customer's conversations, newest first, one page; `name` keeps those whose store or rider name has it. */
export async function listConversations(db: Db, customerId: number, page: { limit: number; offset: number; name?: string }, lang: Lang) {
  const named = page.name
    ? or(
        and(eq(conversations.receiverType, 'vendor'), sql`exists (select 1 from ${stores} where ${stores.id} = ${conversations.receiverId} and (${ilike(stores.name, `%${page.name}%`)} or ${ilike(stores.nameAr, `%${page.name}%`)}))`),
        and(
          eq(conversations.receiverType, 'delivery_man'),
          sql`exists (select 1 from ${deliveryMen} where ${deliveryMen.id} = ${conversations.receiverId} and (${deliveryMen.fName} || ' ' || ${deliveryMen.lName}) ilike ${`%${page.name}%`})`,
        ),
      )
    : undefined;
  const where = and(eq(conversations.customerId, customerId), named);
  const [total] = await db.select({ n: count() }).from(conversations).where(where);
  const rows = await db
    .select()
    .from(conversations)
    .where(where)
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(page.limit)
    .offset((page.offset - 1) * page.limit);
  const list = [];
  for (const c of rows) list.push(await conversationEntry(db, c, lang));
  return { total_size: total?.n ?? 0, limit: page.limit, offset: page.offset, conversations: list };
}

/**
 * One page of a conversation's messages, oldest first within the page: page 1 is the newest
 * `limit`, page 2 the ones before them; `beforeId` (a cursor, steady while new messages arrive)
 * gives the `limit` before that message instead.
 */
export async function messagesPage(db: Db, c: ConversationRow, page: { limit: number; offset: number; beforeId?: number }) {
  const where = and(eq(chatMessages.conversationId, c.id), page.beforeId ? lt(chatMessages.id, page.beforeId) : undefined);
  const [total] = await db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.conversationId, c.id));
  const rows = await db
    .select()
    .from(chatMessages)
    .where(where)
    .orderBy(desc(chatMessages.id))
    .limit(page.limit)
    .offset(page.beforeId ? 0 : (page.offset - 1) * page.limit);
  return { total_size: total?.n ?? 0, messages: rows.reverse().map((m) => messageEntry(m, c.customerId, c.receiverId)) };
}

/** The messages to the customer in this conversation are seen; how many were not. */
export async function markSeen(db: Db, conversationId: number): Promise<number> {
  const changed = await db.update(chatMessages).set({ isSeen: true }).where(toCustomer(conversationId)).returning({ id: chatMessages.id });
  return changed.length;
}

export interface NewMessage {
  conversation: ConversationRow;
  senderType: 'customer' | ReceiverType;
  message: string;
  files?: string[];
  clientKey?: string | null;
  orderId?: number | null;
}

/**
 * Adds a message; null when the conversation already has one with this client key (a retry).
 * A message to the customer is published to them as a live event, and pushed to their devices.
 */
export async function addMessage(db: Db, m: NewMessage): Promise<MessageRow | null> {
  const now = new Date();
  // one transaction: the message, the conversation's time and the event (its NOTIFY leaves at commit)
  const added = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [row] = await tx
      .insert(chatMessages)
      .values({ conversationId: m.conversation.id, senderType: m.senderType, message: m.message, files: m.files ?? [], clientKey: m.clientKey ?? null, orderId: m.orderId ?? null, isSeen: false, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    await tx.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, m.conversation.id));
    if (m.senderType !== 'customer') {
      await publishEvent(tx, m.conversation.customerId, 'message', {
        conversation_id: m.conversation.id,
        sender_type: m.senderType,
        message: messageEntry(row, m.conversation.customerId, m.conversation.receiverId),
      });
    }
    return row;
  });
  if (added && m.senderType !== 'customer') await pushMessage(added.id);
  return added;
}

export async function messageByKey(db: Db, conversationId: number, clientKey: string): Promise<MessageRow | null> {
  const [row] = await db.select().from(chatMessages).where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.clientKey, clientKey)));
  return row ?? null;
}

/** The customer's language as their settings keep it (for messages written to them). */
export async function customerLang(db: Db, customerId: number): Promise<Lang> {
  const [row] = await db.select({ preferences: customers.preferences }).from(customers).where(eq(customers.id, customerId));
  return row?.preferences.language === 'ar' ? 'ar' : 'en';
}

const REPLIES: Record<ReceiverType, { en: string; ar: string }> = {
  delivery_man: { en: "Got it, thanks! I'm on the way.", ar: 'تم، شكراً! أنا في الطريق.' },
  vendor: { en: 'Thanks for your message! We are on it.', ar: 'شكراً لرسالتك! نحن نتابع الأمر.' },
};
const ON_THE_WAY = { en: 'I have picked up your order and I am on the way.', ar: 'استلمت طلبك وأنا في الطريق إليك.' };

/**
 * The other side's answer to the customer's latest message (the job queue runs it a moment after
 * a send): once per customer message, keyed by it, so a retried job writes nothing more.
 */
export async function simulateReply(db: Db, conversationId: number, toMessageId: number): Promise<MessageRow | null> {
  const [c] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
  if (!c) return null;
  const type = c.receiverType as ReceiverType;
  const text = REPLIES[type][await customerLang(db, c.customerId)];
  return addMessage(db, { conversation: c, senderType: type, message: text, clientKey: `reply:${toMessageId}` });
}

/** The rider says they are on the way when they pick an order up (the order lifecycle calls it once per order). */
export async function riderOnTheWay(db: Db, order: { id: number; owner: string; deliveryManId: number | null }): Promise<void> {
  if (!order.owner.startsWith('c:') || order.deliveryManId === null) return;
  const customerId = Number(order.owner.slice(2));
  const c = await openConversation(db, customerId, 'delivery_man', order.deliveryManId);
  await addMessage(db, { conversation: c, senderType: 'delivery_man', message: ON_THE_WAY[await customerLang(db, customerId)], clientKey: `picked-up:${order.id}`, orderId: order.id });
}

/** Oldest-first ids, for tests. */
export async function messageTexts(db: Db, conversationId: number): Promise<string[]> {
  const rows = await db.select({ message: chatMessages.message }).from(chatMessages).where(eq(chatMessages.conversationId, conversationId)).orderBy(asc(chatMessages.id));
  return rows.map((r) => r.message);
}
