/**
 * Chat: the seeded conversations of the demo customer (newest first, unread counts, paging,
 * search), details (oldest first within a page, older pages, seen marks), the send (text, up to
 * 3 images through the storage interface, an idempotent retry), every refusal (empty, too many or
 * bad images, unknown receivers, a rider of someone else's order, another customer's
 * conversation), the simulated replies and the rider's "on the way", the push token, and the
 * live events they publish (LISTEN/NOTIFY reaches a subscriber).
 */
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { pushTokens } from '../db/schema-chat';
import { handleApiRequest } from '../index';
import { messageTexts, simulateReply } from '../services/chat';
import { eventsAfter, lastEventId, publishEvent, subscribe } from '../services/events';
import { runStep, type StepData } from '../services/order-lifecycle';
import { call, errorCode, type Json } from '../../testing/backend';
import { bearer, signUp, tinyPng as png } from '../../testing/accounts';
import { enough, line, place, plainStoreItems, signIn } from '../../testing/orders';

jest.setTimeout(30_000);

type Conversation = { id: number; receiver_type: string; receiver_id: number; unread_message_count: number; receiver: { f_name: string }; last_message: { message: string } | null };
type Message = { id: number; message: string; sender_type: string; file_full_url: string[] };
type List = { total_size: number; conversations: Conversation[] };
type Details = { total_size: number; messages: Message[]; conversation: Conversation | null; receiver: { f_name: string } | null };

const get = <T = Json>(token: string, path: string, query: Record<string, string> = {}) => call<T>(path, { headers: bearer(token), query });

function send(token: string, body: Json, images: Buffer[] = [], extra: Record<string, string> = {}) {
  return handleApiRequest({
    method: 'POST',
    path: 'customer/message/send',
    query: {},
    headers: { ...bearer(token), ...extra },
    body,
    files: images.length ? { 'image[]': images.map((data, i) => ({ filename: `photo-${i}.png`, mimeType: 'image/png', data })) } : undefined,
  }) as Promise<{ status: number; body: Json & { conversation_id: number; sent: Message } }>;
}

async function customer(tag: string) {
  const made = await signUp(tag);
  const info = await call<{ id: number }>('customer/info', { headers: bearer(made.token) });
  return { token: made.token, id: info.body.id };
}

describe('the demo customer’s seeded conversations', () => {
  test('list: newest first, unread counts, paging; search by name; details newest last, marked seen', async () => {
    const token = await signIn();
    const all = await get<List>(token, 'customer/message/list');
    expect(all.status).toBe(200);
    expect(all.body.total_size).toBe(2);
    const [rider, store] = all.body.conversations;
    expect(rider).toMatchObject({ receiver_type: 'delivery_man', unread_message_count: 2, receiver: { f_name: 'Omar' }, last_message: { message: 'Delivered, enjoy your meal!' } });
    expect(store).toMatchObject({ receiver_type: 'vendor', unread_message_count: 0 });
    const second = await get<List>(token, 'customer/message/list', { limit: '1', offset: '2' });
    expect(second.body.conversations.map((c) => c.id)).toEqual([store!.id]);

    const found = await get<List>(token, 'customer/message/search-list', { name: 'oma' });
    expect(found.body.conversations.map((c) => c.id)).toEqual([rider!.id]);
    expect((await get<List>(token, 'customer/message/search-list', { name: 'nobody-like-this' })).body.conversations).toEqual([]);
    const noName = await get(token, 'customer/message/search-list');
    expect(noName.status).toBe(422);

    const page1 = await get<Details>(token, 'customer/message/details', { conversation_id: String(rider!.id), limit: '2' });
    expect(page1.status).toBe(200);
    expect(page1.body.total_size).toBe(3);
    expect(page1.body.messages.map((m) => m.message)).toEqual(['Sure, I will call you from the lobby.', 'Delivered, enjoy your meal!']);
    const older = await get<Details>(token, 'customer/message/details', { conversation_id: String(rider!.id), limit: '2', before_id: String(page1.body.messages[0]!.id) });
    expect(older.body.messages.map((m) => m.message)).toEqual(['Please call me when you arrive at the tower.']);
    const page2 = await get<Details>(token, 'customer/message/details', { conversation_id: String(rider!.id), limit: '2', offset: '2' });
    expect(page2.body.messages.map((m) => m.message)).toEqual(['Please call me when you arrive at the tower.']);
    const after = await get<List>(token, 'customer/message/list');
    expect(after.body.conversations.find((c) => c.id === rider!.id)?.unread_message_count).toBe(0);
  });
});

describe('sending', () => {
  test('text and images to a store; a retry with the same key is the same message; the store replies live', async () => {
    const me = await customer('chat-send');
    const { store } = await plainStoreItems('grocery', 1);
    const since = await lastEventId(await getDb(), me.id);
    const first = await send(me.token, { receiver_type: 'vendor', receiver_id: store.id, message: '  Is the bread fresh?  ' }, [], { 'idempotency-key': 'k-1' });
    expect(first.status).toBe(200);
    expect(first.body.sent).toMatchObject({ message: 'Is the bread fresh?', sender_type: 'customer', file_full_url: [] });
    const again = await send(me.token, { receiver_type: 'vendor', receiver_id: store.id, message: 'Is the bread fresh?' }, [], { 'idempotency-key': 'k-1' });
    expect(again.status).toBe(200);
    expect(again.body.sent.id).toBe(first.body.sent.id);
    const conversationId = first.body.conversation_id;
    expect(await messageTexts(await getDb(), conversationId)).toEqual(['Is the bread fresh?']);

    const pictures = await send(me.token, { conversation_id: conversationId }, [await png(), await png()], { 'idempotency-key': 'k-2' });
    expect(pictures.status).toBe(200);
    expect(pictures.body.sent.file_full_url).toHaveLength(2);
    const file = await call(pictures.body.sent.file_full_url[0]!.replace('/api/v1/', ''));
    expect(file.status).toBe(200);
    // the same images sent again under the same key store nothing more
    await send(me.token, { conversation_id: conversationId }, [await png(), await png()], { 'idempotency-key': 'k-2' });
    expect(await messageTexts(await getDb(), conversationId)).toHaveLength(2);

    const reply = await simulateReply(await getDb(), conversationId, first.body.sent.id);
    expect(reply?.senderType).toBe('vendor');
    // a retried reply job writes nothing more
    expect(await simulateReply(await getDb(), conversationId, first.body.sent.id)).toBeNull();
    const events = await eventsAfter(await getDb(), me.id, since);
    expect(events).toEqual([expect.objectContaining({ type: 'message', data: expect.objectContaining({ conversation_id: conversationId, sender_type: 'vendor' }) })]);
    const list = await get<List>(me.token, 'customer/message/list');
    expect(list.body.conversations[0]).toMatchObject({ id: conversationId, unread_message_count: 1 });
  });

  test('refusals: empty, too many, not an image, too large, unknown receivers, a rider who is not yours, a guest', async () => {
    const me = await customer('chat-refuse');
    const { store } = await plainStoreItems('grocery', 1);
    const to = { receiver_type: 'vendor', receiver_id: store.id };
    const empty = await send(me.token, { ...to, message: '   ' });
    expect([empty.status, errorCode(empty)]).toEqual([422, 'message']);
    const four = await send(me.token, to, [await png(), await png(), await png(), await png()]);
    expect([four.status, errorCode(four)]).toEqual([422, 'image']);
    const text = await send(me.token, to, [Buffer.from('not an image at all')]);
    expect([text.status, errorCode(text)]).toEqual([422, 'image']);
    const big = await send(me.token, to, [Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024)])]);
    expect([big.status, errorCode(big)]).toEqual([422, 'image']);
    const tooLong = await send(me.token, { ...to, message: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(422);
    const noStore = await send(me.token, { receiver_type: 'vendor', receiver_id: 987654, message: 'hi' });
    expect([noStore.status, errorCode(noStore)]).toEqual([404, 'receiver']);
    const noRider = await get(me.token, 'customer/message/details', { delivery_man_id: '987654' });
    expect([noRider.status, errorCode(noRider)]).toEqual([404, 'receiver']);
    const badType = await send(me.token, { receiver_type: 'admin', receiver_id: 1, message: 'hi' });
    expect(badType.status).toBe(422);
    const notMine = await send(me.token, { receiver_type: 'delivery_man', receiver_id: 2, message: 'hi' });
    expect([notMine.status, errorCode(notMine)]).toEqual([403, 'receiver']);
    // nothing was kept of the refused sends
    expect((await get<List>(me.token, 'customer/message/list')).body.total_size).toBe(0);
    const guest = await call('customer/message/list');
    expect(guest.status).toBe(401);
  });

  test('a second customer can neither read nor post into the first one’s conversation', async () => {
    const first = await customer('chat-owner');
    const other = await customer('chat-other');
    const { store } = await plainStoreItems('grocery', 1);
    const sent = await send(first.token, { receiver_type: 'vendor', receiver_id: store.id, message: 'private note' });
    const id = String(sent.body.conversation_id);
    const read = await get(other.token, 'customer/message/details', { conversation_id: id });
    expect([read.status, errorCode(read)]).toEqual([404, 'conversation']);
    const post = await send(other.token, { conversation_id: Number(id), message: 'let me in' });
    expect([post.status, errorCode(post)]).toEqual([404, 'conversation']);
    expect((await get<List>(other.token, 'customer/message/list')).body.total_size).toBe(0);
    expect((await get<List>(other.token, 'customer/message/search-list', { name: store.name.slice(0, 4) })).body.total_size).toBe(0);
    // the other customer's own conversation with the same store is a different one
    const own = await send(other.token, { receiver_type: 'vendor', receiver_id: store.id, message: 'my own' });
    expect(own.body.conversation_id).not.toBe(Number(id));
    expect(await messageTexts(await getDb(), Number(id))).toEqual(['private note']);
  });
});

describe('the order’s rider', () => {
  test('the lifecycle publishes each status, the rider says they are on the way, and the customer may write to them', async () => {
    const me = await customer('chat-rider');
    const { store, list } = await plainStoreItems('grocery', 20, 1);
    const it = list[0]!;
    const placed = await place({ token: me.token }, { store_id: store.id, cart: JSON.stringify([line(it, enough(it, store))]) });
    expect(placed.status).toBe(200);
    const orderId = Number(placed.body.order_id);
    const db = await getDb();
    let step: StepData | null = { orderId, status: 'pending', step: 0 };
    for (let i = 0; i < 4 && step; i += 1) step = await runStep(db, step);
    expect(step?.status).toBe('picked_up');
    const events = await eventsAfter(db, me.id, 0);
    expect(events.filter((e) => e.type === 'order_status').map((e) => e.data)).toEqual(
      ['confirmed', 'processing', 'handover', 'picked_up'].map((status) => ({ order_id: orderId, status })),
    );
    expect(events.find((e) => e.type === 'message')?.data).toMatchObject({ sender_type: 'delivery_man' });
    const track = await call<{ delivery_man: { id: number } }>('customer/order/track', { headers: bearer(me.token), query: { order_id: String(orderId) } });
    const riderId = track.body.delivery_man.id;
    const details = await get<Details>(me.token, 'customer/message/details', { delivery_man_id: String(riderId) });
    expect(details.status).toBe(200);
    expect(details.body.messages.map((m) => m.message)).toEqual(['I have picked up your order and I am on the way.']);
    const sent = await send(me.token, { receiver_type: 'delivery_man', receiver_id: riderId, message: 'Ring twice please', order_id: orderId }, [await png()]);
    expect(sent.status).toBe(200);
    expect(sent.body.conversation_id).toBe(details.body.conversation?.id);
  });
});

describe('live events and the push token', () => {
  test('a published event wakes the customer’s subscriber (LISTEN/NOTIFY) and is read after the last id', async () => {
    const db = await getDb();
    const me = await customer('chat-live');
    let wake = () => undefined as void;
    const heard = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const stop = await subscribe(me.id, () => wake());
    const before = await lastEventId(db, me.id);
    const id = await publishEvent(db, me.id, 'order_status', { order_id: 1, status: 'confirmed' });
    await heard;
    stop();
    expect((await eventsAfter(db, me.id, before)).map((e) => e.id)).toEqual([id]);
  });

  test('a referral credits the referrer and tells them live', async () => {
    const db = await getDb();
    const before = await lastEventId(db, 1);
    const made = await signUp('chat-referred', { ref_code: 'LAYLA2024' });
    expect(made.res.status).toBe(200);
    expect((await eventsAfter(db, 1, before)).map((e) => e.type)).toEqual(['referral_code']);
  });

  test('customer/cm-firebase-token keeps the token; refusals', async () => {
    const me = await customer('chat-token');
    const put = await call('customer/cm-firebase-token', { method: 'POST', headers: bearer(me.token), body: { _method: 'put', cm_firebase_token: 'fcm-token-1' } });
    expect(put.status).toBe(200);
    const [row] = await (await getDb()).select().from(pushTokens).where(eq(pushTokens.customerId, me.id));
    expect(row?.token).toBe('fcm-token-1');
    const empty = await call('customer/cm-firebase-token', { method: 'PUT', headers: bearer(me.token), body: { cm_firebase_token: '' } });
    expect(empty.status).toBe(422);
    const guest = await call('customer/cm-firebase-token', { method: 'PUT', body: { cm_firebase_token: 'x' } });
    expect(guest.status).toBe(401);
  });

  test('each device keeps its own token, a guest’s too, in the language it registered in; a token follows whoever registered it last', async () => {
    const db = await getDb();
    const me = await customer('chat-devices');
    const other = await customer('chat-devices-other');
    const put = (who: Record<string, string>, token: string, lang = 'en') => call('customer/cm-firebase-token', { method: 'PUT', headers: { 'x-localization': lang, ...who }, body: { cm_firebase_token: token } });
    expect((await put(bearer(me.token), 'phone-token', 'ar')).status).toBe(200);
    expect((await put(bearer(me.token), 'laptop-token')).status).toBe(200);
    const mine = async (id: number) => (await db.select({ token: pushTokens.token, language: pushTokens.language }).from(pushTokens).where(eq(pushTokens.customerId, id))).sort((a, b) => a.token.localeCompare(b.token));
    expect(await mine(me.id)).toEqual([
      { token: 'laptop-token', language: 'en' },
      { token: 'phone-token', language: 'ar' },
    ]);
    // the laptop signed into another account: its pushes are that account's now
    expect((await put(bearer(other.token), 'laptop-token')).status).toBe(200);
    expect((await mine(me.id)).map((d) => d.token)).toEqual(['phone-token']);
    expect((await mine(other.id)).map((d) => d.token)).toEqual(['laptop-token']);
    // a guest registers with its guest id (body or query); an unknown guest is refused
    const guestId = (await call<{ guest_id: number }>('auth/guest/request', { method: 'POST' })).body.guest_id;
    const guest = await call('customer/cm-firebase-token', { method: 'POST', body: { _method: 'put', cm_firebase_token: 'guest-phone', guest_id: guestId } });
    expect(guest.status).toBe(200);
    expect(await db.select({ customerId: pushTokens.customerId, guestId: pushTokens.guestId }).from(pushTokens).where(eq(pushTokens.token, 'guest-phone'))).toEqual([{ customerId: null, guestId }]);
    const unknown = await call('customer/cm-firebase-token', { method: 'PUT', query: { guest_id: '999999999' }, body: { cm_firebase_token: 'nobody' } });
    expect([unknown.status, errorCode(unknown)]).toEqual([422, 'guest_id']);
    // the ten devices registered last are kept
    for (let i = 1; i <= 11; i += 1) await put(bearer(other.token), `other-device-${String(i).padStart(2, '0')}`);
    const kept = (await mine(other.id)).map((d) => d.token);
    expect(kept).toHaveLength(10);
    expect(kept).not.toContain('laptop-token');
  });
});
