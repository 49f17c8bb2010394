/**
 * Chat (spec 03 "chat"; services/chat.ts), the signed-in customer's only (but a guest's push token):
 * - GET  customer/message/list?limit&offset → {total_size, limit, offset, conversations} newest first
 * - GET  customer/message/search-list?name&limit&offset → the same, the receiver's name containing `name`
 * - GET  customer/message/details?conversation_id | receiver_type&receiver_id | delivery_man_id | vendor_id
 *   &limit&offset&before_id → {conversation, receiver, total_size, limit, offset, messages} (oldest
 *   first within the page; page 1 the newest); the messages to the customer become seen
 * - POST customer/message/send (multipart or JSON): conversation_id or receiver_type + receiver_id,
 *   message and/or image[] (at most 3 jpg, png or gif of 2 MB), order_id; an Idempotency-Key header
 *   (or client_key field) makes a retry answer the message it already made → {conversation_id, sent}
 * - PUT  customer/cm-firebase-token {cm_firebase_token} (POST with _method=put): the device's push
 *   token, the customer's or, without a token but with `guest_id`, the guest's (their orders' pushes)
 * `vendor` is a store (its id); `delivery_man` a rider who carries one of the customer's orders.
 */
import { z } from 'zod';
import { parseBody, parseQuery, q, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import type { UploadedFile } from '../types';
import {
  addMessage,
  conversationEntry,
  findConversation,
  listConversations,
  markSeen,
  mayWrite,
  messageByKey,
  messageEntry,
  messagesPage,
  openConversation,
  ownConversation,
  receiverOf,
  RECEIVER_TYPES,
  type ConversationRow,
  type ReceiverType,
} from '../services/chat';
import { enqueueChatReply } from '../services/order-lifecycle';
import { registerDevice } from '../services/push-devices';
import { checkImage, keepFiles, removeStored } from '../services/storage';
import { requireCustomer, resolveOwner } from '../services/guards';
import { log } from '../../observe/log';

const say = (ctx: Ctx, en: string, ar: string) => (ctx.lang === 'ar' ? ar : en);
const MAX_IMAGES = 3;
const MAX_TEXT = 1000;
const id = (name: string) => z.coerce.number({ message: `The ${name} must be a number.` }).int(`The ${name} must be a number.`).positive(`The ${name} must be a number.`).max(2_147_483_647, `The ${name} must be a number.`);

const pageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).catch(10),
  offset: z.coerce.number().int().min(1).max(100_000).catch(1),
});

async function list(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  const page = parseQuery(ctx, pageSchema);
  return json(await listConversations(ctx.db, c.id, page, ctx.lang));
}

async function searchList(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  const page = parseQuery(ctx, pageSchema);
  const name = (q(ctx, 'name') ?? '').trim().slice(0, 100);
  if (!name) throw new ApiError(422, 'name', say(ctx, 'Type a name to search for.', 'اكتب اسماً للبحث عنه.'));
  return json(await listConversations(ctx.db, c.id, { ...page, name }, ctx.lang));
}

const targetSchema = z.object({
  conversation_id: id('conversation id').optional(),
  receiver_type: z.enum(RECEIVER_TYPES as [ReceiverType, ...ReceiverType[]], { message: 'The receiver type must be vendor or delivery_man.' }).optional(),
  receiver_id: id('receiver id').optional(),
  delivery_man_id: id('delivery man id').optional(),
  vendor_id: id('store id').optional(),
});
type Target = z.infer<typeof targetSchema>;

/** Who the call is about: the customer's conversation, or a receiver (whose conversation may not exist yet). */
async function resolve(ctx: Ctx, customerId: number, t: Target): Promise<{ conversation: ConversationRow | null; type: ReceiverType; receiverId: number }> {
  if (t.conversation_id !== undefined) {
    const conversation = await ownConversation(ctx.db, customerId, t.conversation_id);
    // another customer's conversation is as unknown as one that does not exist
    if (!conversation) throw new ApiError(404, 'conversation', say(ctx, 'Conversation not found.', 'المحادثة غير موجودة.'));
    return { conversation, type: conversation.receiverType as ReceiverType, receiverId: conversation.receiverId };
  }
  const type: ReceiverType | undefined = t.receiver_type ?? (t.delivery_man_id !== undefined ? 'delivery_man' : t.vendor_id !== undefined ? 'vendor' : undefined);
  const receiverId = t.receiver_id ?? t.delivery_man_id ?? t.vendor_id;
  if (!type || receiverId === undefined) throw new ApiError(422, 'receiver_id', say(ctx, 'Choose who to chat with.', 'اختر من تريد محادثته.'));
  if (!(await receiverOf(ctx.db, type, receiverId, ctx.lang))) throw new ApiError(404, 'receiver', say(ctx, 'The receiver was not found.', 'المستلم غير موجود.'));
  if (!(await mayWrite(ctx.db, customerId, type, receiverId))) {
    throw new ApiError(403, 'receiver', say(ctx, 'You can chat with a delivery man only about your own orders.', 'يمكنك محادثة مندوب التوصيل بخصوص طلباتك فقط.'));
  }
  return { conversation: await findConversation(ctx.db, customerId, type, receiverId), type, receiverId };
}

async function details(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  const page = parseQuery(ctx, pageSchema.extend({ before_id: id('before id').optional() }));
  const target = parseQuery(ctx, targetSchema);
  const { conversation, type, receiverId } = await resolve(ctx, c.id, target);
  const receiver = await receiverOf(ctx.db, type, receiverId, ctx.lang);
  if (!conversation) return json({ conversation: null, receiver, total_size: 0, limit: page.limit, offset: page.offset, messages: [] });
  const messages = await messagesPage(ctx.db, conversation, { limit: page.limit, offset: page.offset, beforeId: page.before_id });
  await markSeen(ctx.db, conversation.id);
  return json({ conversation: await conversationEntry(ctx.db, conversation, ctx.lang, receiver), receiver, limit: page.limit, offset: page.offset, ...messages });
}

function images(ctx: Ctx): UploadedFile[] {
  const files = ctx.req.files ?? {};
  return [...(files['image[]'] ?? []), ...(files.image ?? []), ...(files.images ?? [])];
}

const sendSchema = targetSchema.extend({
  message: z.string({ message: 'The message must be text.' }).max(MAX_TEXT, `The message may not be greater than ${MAX_TEXT} characters.`).optional().nullable(),
  order_id: id('order id').optional().nullable(),
  client_key: z.string().optional(),
});

/** The client's key of this send: visible ASCII, at most 100 characters; null without one. */
function clientKey(ctx: Ctx, fromBody: string | undefined): string | null {
  const key = ctx.req.headers['idempotency-key'] ?? fromBody;
  if (key === undefined || key === '') return null;
  if (!/^[\x21-\x7e]{1,100}$/.test(key)) throw new ApiError(422, 'client_key', say(ctx, 'The message key is not valid.', 'مفتاح الرسالة غير صالح.'));
  return key;
}

async function send(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  const input = parseBody(ctx, sendSchema, 422);
  const key = clientKey(ctx, input.client_key);
  const text = (input.message ?? '').trim();
  const files = images(ctx);
  if (!text && files.length === 0) throw new ApiError(422, 'message', say(ctx, 'Write a message or add an image.', 'اكتب رسالة أو أضف صورة.'));
  if (files.length > MAX_IMAGES) throw new ApiError(422, 'image', say(ctx, 'Maximum 3 images can be sent at a time.', 'يمكن إرسال 3 صور كحد أقصى في المرة الواحدة.'));
  // every image is checked before anything is kept (a refused send leaves no conversation behind)
  const checked = [];
  for (const f of files) checked.push(await checkImage(f, 'image'));
  const target = await resolve(ctx, c.id, input);
  const conversation = target.conversation ?? (await openConversation(ctx.db, c.id, target.type, target.receiverId));
  const answer = (row: Parameters<typeof messageEntry>[0]) => json({ message: say(ctx, 'Message sent.', 'تم إرسال الرسالة.'), conversation_id: conversation.id, sent: messageEntry(row, c.id, conversation.receiverId) });
  // a retry answers the message it made, and stores nothing again
  const done = key ? await messageByKey(ctx.db, conversation.id, key) : null;
  if (done) return answer(done);
  const stored = await keepFiles(ctx.db, checked);
  const row = await addMessage(ctx.db, { conversation, senderType: 'customer', message: text, files: stored, clientKey: key, orderId: input.order_id ?? null }).catch(async (error: unknown) => {
    await removeStored(ctx.db, ...stored);
    throw error;
  });
  if (!row) {
    // the same send raced this one and won: its message is the answer
    await removeStored(ctx.db, ...stored);
    const won = key ? await messageByKey(ctx.db, conversation.id, key) : null;
    if (!won) throw new ApiError(409, 'message', say(ctx, 'The message was not sent. Try again.', 'لم تُرسل الرسالة. حاول مرة أخرى.'));
    return answer(won);
  }
  // the store or rider answers a moment later (the job queue; a queue that is down loses only the reply)
  await enqueueChatReply({ conversationId: conversation.id, messageId: row.id }).catch((err: unknown) => log().error({ err, request_id: ctx.req.headers['x-request-id'] }, 'jobs: the reply to a chat message could not be queued'));
  return answer(row);
}

const tokenSchema = z.object({
  cm_firebase_token: z.string({ message: 'The cm firebase token field is required.' }).trim().min(1, 'The cm firebase token field is required.').max(4096, 'The cm firebase token is too long.'),
});

/** The device's push token, the signed-in customer's or (with `guest_id`) the guest's, in the request's language (services/push-devices.ts). */
async function firebaseToken(ctx: Ctx) {
  const owner = await resolveOwner(ctx);
  const { cm_firebase_token: token } = parseBody(ctx, tokenSchema);
  await registerDevice(ctx.db, owner, token, ctx.lang);
  return json({ message: say(ctx, 'Updated successfully.', 'تم التحديث بنجاح.') });
}

export const routes: Route[] = [
  { method: 'GET', path: 'customer/message/list', handler: list },
  { method: 'GET', path: 'customer/message/search-list', handler: searchList },
  { method: 'GET', path: 'customer/message/details', handler: details },
  { method: 'POST', path: 'customer/message/send', handler: send },
  { method: 'PUT', path: 'customer/cm-firebase-token', handler: firebaseToken },
];
