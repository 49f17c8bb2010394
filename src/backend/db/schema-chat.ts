/**
 * Chat and live events. A conversation is between one customer and one store (`vendor`) or one
 * delivery man (`delivery_man`), unique per pair; its messages carry who sent them, the text,
 * the stored images and, for the customer's own, the client's key: `(conversation, client_key)`
 * is unique, so a retried send finds the message it already made. `customer_events` is the
 * outbox of what the customer hears live (services/events.ts): ids only grow, so a reconnecting
 * browser asks for everything after the last id it saw. `push_tokens` keeps the Firebase Cloud
 * Messaging token of each device a customer or a guest registered (customer/cm-firebase-token):
 * one row per token (a device belongs to whoever registered it last), with the language of the
 * page that registered it, which the pushes to it are written in (services/push.ts).
 */
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    /** vendor (a store) or delivery_man */
    receiverType: text('receiver_type').notNull(),
    receiverId: integer('receiver_id').notNull(),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('conversations_pair_idx').on(t.customerId, t.receiverType, t.receiverId), index('conversations_customer_idx').on(t.customerId, t.lastMessageAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id').notNull(),
    /** customer, vendor or delivery_man */
    senderType: text('sender_type').notNull(),
    message: text('message').notNull().default(''),
    /** Media paths of the images (`uploads/<key>`). */
    files: jsonb('files').$type<string[]>().notNull().default([]),
    /** Seen by the receiver (for the customer's unread counts: messages to the customer). */
    isSeen: boolean('is_seen').notNull().default(false),
    /** The sending client's key of this message (a retry carries the same key). */
    clientKey: text('client_key'),
    orderId: integer('order_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id), uniqueIndex('chat_messages_client_key_idx').on(t.conversationId, t.clientKey)],
);

export const customerEvents = pgTable(
  'customer_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id').notNull(),
    /** message, order_status or referral_code */
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('customer_events_customer_idx').on(t.customerId, t.id)],
);

export const pushTokens = pgTable(
  'push_tokens',
  {
    token: text('token').primaryKey(),
    /** The customer's device, or (customer_id null) the guest's. */
    customerId: integer('customer_id'),
    guestId: integer('guest_id'),
    /** en or ar: the language of the page that registered the token. */
    language: text('language').notNull().default('en'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('push_tokens_customer_idx').on(t.customerId), index('push_tokens_guest_idx').on(t.guestId)],
);
