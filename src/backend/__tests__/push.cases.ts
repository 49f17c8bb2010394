/**
 * Pushes through Firebase Cloud Messaging, end to end in the job queue (a part of
 * orders-lifecycle.test.ts, whose orders move every 100 ms): with FIREBASE_SERVICE_ACCOUNT,
 * FCM_API_URL and GOOGLE_OAUTH_TOKEN_URL pointed at a stand-in (./fcm-server.ts), a device
 * registered by a customer or a guest gets one message per status change of their order, in the
 * device's language, with the order id in its data; the rider's message, a refund, a cancel and a
 * referral credit reach it too; a device FCM no longer knows is forgotten; a 503 is tried again;
 * the shopper's notification choices decide.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { pushTokens } from '../db/schema-chat';
import { orders, walletTransactions } from '../db/schema-orders';
import { runStep, startOrderWorker, type StepData } from '../services/order-lifecycle';
import { PUSH_QUEUE, PUSH_SEND_QUEUE, startPushWorker } from '../services/push';
import { call, type Json } from '../../testing/backend';
import { signUp } from '../../testing/accounts';
import { startFcmStandIn, standInEnv, type FcmStandIn, type SentMessage } from '../../testing/fcm-server';
import { bearer, enough, line, newGuest, place, plainStoreItems } from '../../testing/orders';
import { captureLog, type CapturedLog } from '../../testing/log-capture';

jest.setTimeout(60_000);

let standIn: FcmStandIn;
const saved: Record<string, string | undefined> = {};
let captured: CapturedLog;
/** The warnings of the log (src/observe/log.ts), as `event: message (reason)`. */
const warned = () => captured.records().filter((line) => line.level === 'warn').map((line) => `${String(line.event)}: ${String(line.msg)} (${String(line.reason)})`);

beforeAll(async () => {
  // what an operator reads of the pushes (a device forgotten, a retry) is checked, not printed
  captured = captureLog('warn');
  standIn = await startFcmStandIn();
  for (const [k, v] of Object.entries(standInEnv(standIn))) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  const db = await getDb();
  await startOrderWorker(db);
  await startPushWorker(db);
});

afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await standIn.close();
  captured.restore();
});

async function customer(tag: string): Promise<{ token: string; id: number }> {
  const made = await signUp(tag);
  const info = await call<{ id: number }>('customer/info', { headers: bearer(made.token) });
  return { token: made.token, id: info.body.id };
}

function register(who: { token?: string; guest?: string }, device: string, lang: 'en' | 'ar' = 'en') {
  return call('customer/cm-firebase-token', {
    method: 'POST',
    headers: { 'x-localization': lang, ...(who.token ? bearer(who.token) : {}) },
    body: { _method: 'put', cm_firebase_token: device, ...(who.guest ? { guest_id: who.guest } : {}) },
  });
}

async function order(who: { token?: string; guest?: string }, skip = 0, extra: Json = {}): Promise<number> {
  const { store, list } = await plainStoreItems('grocery', 30, skip);
  const it = list[0]!;
  const res = await place(who, { store_id: store.id, cart: JSON.stringify([line(it, enough(it, store))]), ...extra });
  expect(res.status).toBe(200);
  return Number(res.body.order_id);
}

/** Runs the order's steps at once, to delivered (its queued steps, run later, find it moved and change nothing). */
async function deliverNow(orderId: number): Promise<void> {
  const db = await getDb();
  let step: StepData | null = { orderId, status: 'pending', step: 0 };
  while (step) step = await runStep(db, step);
}

async function until(done: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`never: ${what}`);
}

/** Every order here delivered (or left where it stops) and no push job waiting, running or to be retried. */
async function settled(orderIds: number[]): Promise<void> {
  const db = await getDb();
  await until(async () => {
    const left = (await db.select({ s: orders.orderStatus }).from(orders).where(inArray(orders.id, orderIds))).filter((o) => !['delivered', 'canceled', 'refunded'].includes(o.s));
    const jobs = (await db.execute(sql`select count(*)::int as n from pgboss.job where name in (${PUSH_QUEUE}, ${PUSH_SEND_QUEUE}) and state in ('created', 'retry', 'active')`)) as unknown as { rows: { n: number }[] };
    return left.length === 0 && jobs.rows[0]?.n === 0;
  }, 'the orders delivered and the pushes sent');
}

const to = (device: string, type?: string): SentMessage[] => standIn.sent.filter((m) => m.token === device && (!type || m.data.type === type));
const statusesOf = (device: string, orderId: number) =>
  to(device, 'order_status')
    .filter((m) => m.data.order_id === String(orderId))
    .map((m) => m.data.status)
    .sort();
const DELIVERY = ['confirmed', 'delivered', 'handover', 'picked_up', 'processing'];

describe('pushes to the devices of an order’s owner', () => {
  test('each device gets one message per status change in its language; a gone device is forgotten; a 503 is tried again; the choices decide; a guest’s device hears of the guest’s order', async () => {
    const db = await getDb();
    const two = await customer('push-two-devices');
    const troubled = await customer('push-troubled');
    const quiet = await customer('push-quiet');
    const guest = await newGuest();
    for (const [who, device, lang] of [
      [two, 'phone-en', 'en'],
      [two, 'laptop-ar', 'ar'],
      [troubled, 'gone-device', 'en'],
      [troubled, 'bad-device', 'en'],
      [troubled, 'busy-device', 'en'],
      [quiet, 'quiet-device', 'en'],
      [{ guest }, 'guest-device', 'en'],
    ] as const) {
      expect((await register(who, device, lang)).status).toBe(200);
    }
    standIn.unregistered.add('gone-device');
    standIn.invalid.add('bad-device');
    standIn.unavailable.set('busy-device', 1);
    // "Order updates" off: no order push, while the rider's message still comes
    const saved = await call<Json>('customer/settings', { method: 'POST', headers: bearer(quiet.token), body: { notifications: { order_updates: false } } });
    expect(saved.status).toBe(200);

    const ids = { two: await order(two), troubled: await order(troubled, 1), quiet: await order(quiet, 2), guest: await order({ guest }, 3) };
    await Promise.all(Object.values(ids).map(deliverNow));
    await settled(Object.values(ids));

    expect(standIn.problems).toEqual([]);
    // one message per status change per device, with the order id, in the device's language
    expect(statusesOf('phone-en', ids.two)).toEqual(DELIVERY);
    expect(statusesOf('laptop-ar', ids.two)).toEqual(DELIVERY);
    const confirmed = (device: string) => to(device, 'order_status').find((m) => m.data.status === 'confirmed');
    expect(confirmed('phone-en')).toMatchObject({ title: 'Order update', body: `Your order #${ids.two} was confirmed.`, data: { type: 'order_status', order_id: String(ids.two), status: 'confirmed' } });
    expect(confirmed('laptop-ar')).toMatchObject({ title: 'تحديث الطلب', body: `تم تأكيد طلبك رقم ${ids.two}.` });
    // the rider's "on the way" reaches both devices once, with the conversation to open
    const rider = to('phone-en', 'message');
    expect(rider).toHaveLength(1);
    expect(rider[0]).toMatchObject({ title: expect.stringMatching(/^Message from \S/), body: 'I have picked up your order and I am on the way.', data: { type: 'message', sender_type: 'delivery_man', order_id: String(ids.two), conversation_id: expect.stringMatching(/^\d+$/) } });
    // (the body is the message as the rider wrote it, in the account's language)
    expect(to('laptop-ar', 'message')).toEqual([expect.objectContaining({ title: expect.stringMatching(/^رسالة من \S/), body: rider[0]?.body })]);

    // the delivered order's cashback is the wallet's news: on both devices, whatever the choices
    const [cashback] = await db.select({ credit: walletTransactions.credit }).from(walletTransactions).where(and(eq(walletTransactions.transactionType, 'CashBack'), eq(walletTransactions.reference, `order:${ids.two}`)));
    expect(cashback?.credit).toBeGreaterThan(0);
    expect(to('phone-en', 'wallet')).toEqual([expect.objectContaining({ title: 'Wallet', body: `Cashback of د.إ ${cashback!.credit.toFixed(2)} for order #${ids.two} is in your wallet.`, data: expect.objectContaining({ transaction_type: 'CashBack', order_id: String(ids.two) }) })]);
    expect(to('laptop-ar', 'wallet')).toEqual([expect.objectContaining({ title: 'المحفظة', body: `استرداد نقدي بقيمة د.إ ${cashback!.credit.toFixed(2)} عن الطلب رقم ${ids.two} في محفظتك.` })]);
    expect(to('quiet-device', 'wallet')).toHaveLength(1);

    // FCM's 404 and 400 for a token: forgotten; the 503 was tried again and delivered once
    const left = await db.select({ token: pushTokens.token }).from(pushTokens).where(eq(pushTokens.customerId, troubled.id));
    expect(left.map((d) => d.token)).toEqual(['busy-device']);
    expect(to('gone-device')).toEqual([]);
    expect(to('bad-device')).toEqual([]);
    expect(statusesOf('busy-device', ids.troubled)).toEqual(DELIVERY);
    expect(standIn.attempts.get('busy-device')).toBe(to('busy-device').length + 1);
    expect(warned()).toContainEqual(expect.stringMatching(/^order:\d+:\w+: push: a device was forgotten \(404 UNREGISTERED/));
    expect(warned()).toContainEqual(expect.stringMatching(/^order:\d+:\w+: push: a device was forgotten \(400 INVALID_ARGUMENT/));
    expect(warned()).toContainEqual(expect.stringMatching(/^order:\d+:\w+: push: FCM asked to try again later \(503 UNAVAILABLE/));

    // the choice: no order push at all, the message came
    expect(to('quiet-device', 'order_status')).toEqual([]);
    expect(to('quiet-device', 'message')).toHaveLength(1);

    // a guest's device registered with the guest id: the guest's order, which a tap opens where guests track it
    expect(statusesOf('guest-device', ids.guest)).toEqual(DELIVERY);
    expect(to('guest-device')[0]?.data).toMatchObject({ guest_id: guest, order_id: String(ids.guest) });

    // a refund, approved by the marketplace a pace later, reaches both devices
    const asked = await call('customer/order/refund-request', { method: 'POST', headers: bearer(two.token), body: { order_id: ids.two, customer_reason: 'Other' } });
    expect(asked.status).toBe(200);
    await until(async () => statusesOf('phone-en', ids.two).includes('refunded') && statusesOf('laptop-ar', ids.two).includes('refunded'), 'the refund’s pushes');
    expect(to('phone-en', 'order_status').find((m) => m.data.status === 'refunded')).toMatchObject({ body: `The refund of order #${ids.two} is in your wallet.` });
    expect(to('laptop-ar', 'order_status').find((m) => m.data.status === 'refunded')).toMatchObject({ body: `مبلغ استرداد الطلب رقم ${ids.two} في محفظتك.` });
  });

  test('"Messages" off: no chat push, while the order’s news comes; a cancel and a referral credit reach the devices', async () => {
    const me = await customer('push-no-chat');
    expect((await register(me, 'no-chat-device')).status).toBe(200);
    await call('customer/settings', { method: 'POST', headers: bearer(me.token), body: { notifications: { messages: false } } });
    // waiting for its payment, the order stays pending until the shopper cancels it
    const orderId = await order(me, 0, { payment_method: 'digital_payment' });
    const canceled = await call('customer/order/cancel', { method: 'PUT', headers: bearer(me.token), body: { order_id: orderId, reason: 'Other' } });
    expect(canceled.status).toBe(200);
    // the store answers a message a moment later: that reply is not pushed
    const sent = await call<Json>('customer/message/send', { method: 'POST', headers: bearer(me.token), body: { receiver_type: 'vendor', receiver_id: 1, message: 'Do you deliver after 10pm?' } });
    expect(sent.status).toBe(200);
    // a friend signs up with this customer's code: the wallet's news has no choice to turn it off
    const info = await call<{ ref_code: string }>('customer/info', { headers: bearer(me.token) });
    expect((await signUp('push-referred', { ref_code: info.body.ref_code })).res.status).toBe(200);
    const db = await getDb();
    await until(async () => {
      const replies = (await db.execute(sql`select count(*)::int as n from chat_messages m join conversations c on c.id = m.conversation_id where c.customer_id = ${me.id} and m.sender_type = 'vendor'`)) as unknown as { rows: { n: number }[] };
      return (replies.rows[0]?.n ?? 0) > 0;
    }, 'the store’s reply');
    await settled([orderId]);
    expect(to('no-chat-device').map((m) => [m.data.type, m.data.status ?? null])).toEqual(expect.arrayContaining([['order_status', 'canceled'], ['referral_code', null]]));
    expect(to('no-chat-device', 'message')).toEqual([]);
    expect(to('no-chat-device', 'referral_code')[0]).toMatchObject({ title: 'Wallet', body: 'A friend signed up with your referral code: your wallet was credited.' });
  });

  test('a step run twice at once and once more late (a retry, a second process) pushes its status once per device', async () => {
    const me = await customer('push-twice');
    expect((await register(me, 'twice-device')).status).toBe(200);
    const orderId = await order(me);
    const db = await getDb();
    const step: StepData = { orderId, status: 'pending', step: 0 };
    await Promise.all([runStep(db, step), runStep(db, step)]);
    await runStep(db, step);
    await deliverNow(orderId);
    await settled([orderId]);
    expect(statusesOf('twice-device', orderId)).toEqual(DELIVERY);
  });
});

