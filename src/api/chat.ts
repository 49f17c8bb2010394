/**
 * Chat calls (spec 03 "chat"): the conversation list (and its search), one conversation's
 * messages a page at a time (newest page first; older pages by `before_id`), and the send
 * (multipart, with an Idempotency-Key so a retried send is one message). Only the inbox and the
 * chat pages load this file.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';

type LangScope = Pick<ApiScope, 'lang'>;
export type ReceiverType = 'vendor' | 'delivery_man';

export interface ChatReceiver {
  id: number;
  type: ReceiverType;
  f_name: string;
  l_name: string;
  image_full_url: string | null;
}

export interface ChatMessage {
  id: number;
  conversation_id: number;
  sender_type: 'customer' | ReceiverType;
  message: string;
  file_full_url: (string | null)[];
  is_seen: number;
  created_at: string;
}

export interface Conversation {
  id: number;
  receiver_id: number;
  receiver_type: ReceiverType;
  receiver: ChatReceiver | null;
  unread_message_count: number;
  last_message: ChatMessage | null;
  last_message_time: string;
}

export interface ConversationPage {
  total_size: number;
  limit: number;
  offset: number;
  conversations: Conversation[];
}

export interface ChatDetails {
  conversation: Conversation | null;
  receiver: ChatReceiver | null;
  total_size: number;
  limit: number;
  messages: ChatMessage[];
}

/** Who a chat is with: a conversation id (the /chatting link) or a receiver. */
export type ChatTarget = { conversationId: number } | { type: ReceiverType; id: number };

const CONVERSATIONS = 20;
const MESSAGES = 20;

export const conversationsQuery = (scope: LangScope, name: string) =>
  infiniteQueryOptions({
    queryKey: ['customer', 'chat', 'list', { lang: scope.lang, name }] as const,
    queryFn: async ({ client, pageParam }) =>
      (
        await httpFor(client).get<ConversationPage>(name ? 'customer/message/search-list' : 'customer/message/list', {
          params: { limit: CONVERSATIONS, offset: pageParam, ...(name ? { name } : {}) },
          headers: scopeHeaders(scope),
        })
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.offset * last.limit < last.total_size ? last.offset + 1 : undefined),
  });

export function targetParams(target: ChatTarget): Record<string, string | number> {
  return 'conversationId' in target ? { conversation_id: target.conversationId } : { receiver_type: target.type, receiver_id: target.id };
}

export const chatDetailsKey = (scope: LangScope, target: ChatTarget) => ['customer', 'chat', 'details', { lang: scope.lang, ...target }] as const;

/** Pages of a conversation: the first is the newest messages; each next one is older (before the oldest loaded). */
export const chatDetailsQuery = (scope: LangScope, target: ChatTarget) =>
  infiniteQueryOptions({
    queryKey: chatDetailsKey(scope, target),
    queryFn: async ({ client, pageParam }) =>
      (
        await httpFor(client).get<ChatDetails>('customer/message/details', {
          params: { ...targetParams(target), limit: MESSAGES, ...(pageParam ? { before_id: pageParam } : {}) },
          headers: scopeHeaders(scope),
        })
      ).data,
    initialPageParam: 0,
    getNextPageParam: (last) => (last.messages.length === MESSAGES && last.messages[0] ? last.messages[0].id : undefined),
  });

export interface SentMessage {
  message: string;
  conversation_id: number;
  sent: ChatMessage;
}

/** POST customer/message/send: text and up to 3 images (image[]); the key makes a retry the same message. */
export async function sendChatMessage(http: Http, scope: LangScope, target: ChatTarget, text: string, images: File[], key: string): Promise<SentMessage> {
  const form = new FormData();
  for (const [k, v] of Object.entries(targetParams(target))) form.set(k, String(v));
  if (text) form.set('message', text);
  for (const image of images) form.append('image[]', image);
  const { data } = await http.post<SentMessage>('customer/message/send', form, { headers: { ...scopeHeaders(scope), 'Idempotency-Key': key } });
  return data;
}
