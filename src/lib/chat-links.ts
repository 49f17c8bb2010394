/**
 * Where a chat opens (spec 02 section 2): the profile's inbox with the receiver's type and id,
 * the query parameter the API names it by (routeName) and where the chat was started from.
 */
export type ChatWith = 'vendor' | 'delivery_man';

export function inboxHref(type: ChatWith, id: number, chatFrom = 'order'): string {
  const params = new URLSearchParams({ page: 'inbox', type, id: String(id), routeName: `${type}_id`, chatFrom });
  return `/profile?${params.toString()}`;
}

/** The /chatting page of a conversation (spec 01 section 2: conversationId, type, chatFrom). */
export function chattingHref(conversationId: number, type: ChatWith, chatFrom = 'notification'): string {
  const params = new URLSearchParams({ conversationId: String(conversationId), type, chatFrom });
  return `/chatting?${params.toString()}`;
}
