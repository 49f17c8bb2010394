/**
 * The contract's chat endpoints (spec 03 "chat", handlers/chat.ts): conversations with a store
 * (`vendor`) or a delivery man, their messages, the send, and the push token. endpoints.ts
 * merges them into ENDPOINTS; the storefront's calls (src/api/chat.ts) parse with these.
 */
import { z } from 'zod';
import * as e from './entities';
import { message, type EndpointSpec } from './endpoints-customer';

export const chatReceiver = z.looseObject({
  id: e.id,
  type: z.enum(['vendor', 'delivery_man']),
  f_name: z.string(),
  l_name: z.string(),
  phone: z.string().nullish(),
  image_full_url: z.string().nullable(),
});

export const chatMessage = z.looseObject({
  id: e.id,
  conversation_id: e.id,
  sender_type: z.enum(['customer', 'vendor', 'delivery_man']),
  sender_id: e.id,
  message: z.string(),
  file_full_url: z.array(z.string().nullable()),
  is_seen: z.number(),
  order_id: e.id.nullable(),
  created_at: z.string(),
});

export const conversation = z.looseObject({
  id: e.id,
  sender_id: e.id,
  sender_type: z.string(),
  receiver_id: e.id,
  receiver_type: z.enum(['vendor', 'delivery_man']),
  receiver: chatReceiver.nullable(),
  unread_message_count: z.number().int(),
  last_message: chatMessage.nullable(),
  last_message_time: z.string(),
});

export const conversationList = z.looseObject({ total_size: z.number().int(), limit: z.number().int(), offset: z.number().int(), conversations: z.array(conversation) });
export const conversationDetails = z.looseObject({
  conversation: conversation.nullable(),
  receiver: chatReceiver.nullable(),
  total_size: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  messages: z.array(chatMessage),
});
export const sentMessage = message.extend({ conversation_id: e.id, sent: chatMessage });

export const CHAT_ENDPOINTS: Record<string, EndpointSpec> = {
  'customer/message/list': { method: 'GET', schema: conversationList },
  'customer/message/search-list': { method: 'GET', schema: conversationList },
  'customer/message/details': { method: 'GET', schema: conversationDetails },
  'customer/message/send': { method: 'POST', schema: sentMessage },
  'customer/cm-firebase-token': { method: ['PUT', 'POST'], schema: message },
};
