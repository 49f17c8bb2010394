/**
 * Pushes to shoppers' devices through Firebase Cloud Messaging (./fcm.ts), when
 * FIREBASE_SERVICE_ACCOUNT configures it; unset, nothing is queued and the live events carry
 * everything, as before.
 *
 * Where something happens to a shopper (an order's new status, a message from the store or the
 * rider, a refund, a wallet credit) the code that made it so calls queuePush once it is committed.
 * That queues one job (`push`, its id derived from the event) in the job queue (./jobs.ts), and
 * returns: FCM is never called on the order's own step. The job finds the recipient's devices and
 * queues one job per device (`push-send`, its id derived from the event and the token), which
 * sends the message in the device's language. So with several processes, or a step run again,
 * each event reaches each device once. A device FCM reports as unregistered or invalid is
 * forgotten; a 429, a 5xx or no answer fails the job, which pg-boss retries with a growing delay.
 *
 * The shopper's notification choices (customer/settings) decide: with "Order updates" off no order
 * push is sent, with "Messages" off no chat push; both are read when each device's push is sent,
 * so a choice changed while a push waited for a retry counts. Wallet credits are not governed by
 * a choice (as the page's referral toast). A guest has no choices: a guest's device gets every
 * push about the guest's orders.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { stores } from '../db/schema';
import { chatMessages, conversations } from '../db/schema-chat';
import { deliveryMen, orders, walletTransactions } from '../db/schema-orders';
import { wantsNotification, type NotificationKind } from './account-settings';
import { fcmConfig, sendMessage, type DeviceMessage } from './fcm';
import { claimWorkers, jobQueue, pollingSeconds, recordableFailure, stableId } from './jobs';
import { countedJobs, noteJobs } from './job-figures';
import { log } from '../../observe/log';
import { devicesOf, forgetDevice, stillDeviceOf, type Recipient } from './push-devices';
import { messageText, orderText, walletText, type Lang, type PushText } from './push-text';

export const PUSH_QUEUE = 'push';
export const PUSH_SEND_QUEUE = 'push-send';

/** Something the shopper hears of, named by what the database keeps of it. */
export type PushEvent =
  | { kind: 'order_status'; orderId: number; status: string }
  | { kind: 'message'; messageId: number }
  | { kind: 'wallet'; transactionType: string; reference: string };

export function eventKey(e: PushEvent): string {
  switch (e.kind) {
    case 'order_status':
      return `order:${e.orderId}:${e.status}`;
    case 'message':
      return `message:${e.messageId}`;
    case 'wallet':
      return `wallet:${e.transactionType}:${e.reference}`;
  }
}

/** One device's job: the message in its language, whom it is for and the choice that governs it. */
export interface SendJob {
  event: string;
  recipient: Recipient;
  choice: NotificationKind | null;
  message: DeviceMessage;
}

/** Attempts of one device's push: the first and 8 retries, 1–2 s, 2–4 s, … apart (about 4 to 8 minutes in all). */
const SEND_RETRIES = 8;

/**
 * Queues the pushes of an event that has happened (committed). Never throws: a push that cannot be
 * queued is logged and lost, and the caller's own work stands. Nothing when FCM is not configured.
 */
export async function queuePush(e: PushEvent): Promise<void> {
  if (!fcmConfig()) return;
  try {
    const boss = await jobQueue(PUSH_QUEUE);
    await boss.send(PUSH_QUEUE, e, { id: stableId(`${PUSH_QUEUE}:${eventKey(e)}`), retryLimit: 5, retryDelay: 1, retryBackoff: true });
  } catch (err) {
    log().error({ err, event: eventKey(e) }, 'push: an event’s pushes could not be queued');
  }
}

export const pushOrderStatus = (orderId: number, status: string) => queuePush({ kind: 'order_status', orderId, status });
export const pushMessage = (messageId: number) => queuePush({ kind: 'message', messageId });
export const pushWalletCredit = (transactionType: string, reference: string) => queuePush({ kind: 'wallet', transactionType, reference });

interface Planned {
  recipient: Recipient;
  choice: NotificationKind | null;
  text: (lang: Lang) => Promise<PushText> | PushText;
}

/** An order's owner (`c:<id>` or `g:<id>`) as a recipient. */
function recipientOf(owner: string): Recipient | null {
  const id = Number(owner.slice(2));
  if (!Number.isInteger(id) || id <= 0) return null;
  return owner.startsWith('c:') ? { customerId: id } : owner.startsWith('g:') ? { guestId: id } : null;
}

/** Whom the event is for and what it says; null when there is nothing to tell (a fact that is not there). */
async function plan(db: Db, e: PushEvent): Promise<Planned | null> {
  if (e.kind === 'order_status') {
    const [order] = await db.select({ owner: orders.owner }).from(orders).where(eq(orders.id, e.orderId));
    const recipient = order ? recipientOf(order.owner) : null;
    if (!recipient) return null;
    // a guest's device opens the order where a guest tracks it (the service worker reads guest_id)
    const guest: Record<string, string> = recipient.guestId !== undefined ? { guest_id: String(recipient.guestId) } : {};
    return {
      recipient,
      choice: 'order_updates',
      text: (lang) => {
        const t = orderText(lang, e.orderId, e.status);
        return { ...t, data: { ...t.data, ...guest } };
      },
    };
  }
  if (e.kind === 'message') {
    const [m] = await db
      .select({ message: chatMessages, customerId: conversations.customerId, receiverType: conversations.receiverType, receiverId: conversations.receiverId })
      .from(chatMessages)
      .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
      .where(eq(chatMessages.id, e.messageId));
    if (!m || m.message.senderType === 'customer') return null;
    const text = async (lang: Lang) => {
      let senderName: string | null = null;
      if (m.receiverType === 'vendor') {
        const [st] = await db.select({ name: stores.name, nameAr: stores.nameAr }).from(stores).where(eq(stores.id, m.receiverId));
        senderName = st ? (lang === 'ar' ? st.nameAr : st.name) : null;
      } else {
        const [dm] = await db.select({ f: deliveryMen.fName, l: deliveryMen.lName }).from(deliveryMen).where(eq(deliveryMen.id, m.receiverId));
        senderName = dm ? `${dm.f} ${dm.l}`.trim() : null;
      }
      return messageText(lang, { conversationId: m.message.conversationId, senderType: m.message.senderType, senderName, text: m.message.message, images: m.message.files.length, orderId: m.message.orderId });
    };
    return { recipient: { customerId: m.customerId }, choice: 'messages', text };
  }
  const [credit] = await db
    .select({ customerId: walletTransactions.customerId, amount: walletTransactions.credit, orderId: walletTransactions.orderId })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.transactionType, e.transactionType), eq(walletTransactions.reference, e.reference)));
  if (!credit || walletText('en', { transactionType: e.transactionType, amount: credit.amount, orderId: credit.orderId }) === null) return null;
  return { recipient: { customerId: credit.customerId }, choice: null, text: (lang) => walletText(lang, { transactionType: e.transactionType, amount: credit.amount, orderId: credit.orderId })! };
}

/** The event's job: one job per device of the recipient (ids derived from the event and the token, so a run again queues nothing more). */
export async function fanOut(db: Db, e: PushEvent): Promise<number> {
  const planned = await plan(db, e);
  if (!planned) return 0;
  const { recipient, choice } = planned;
  if (choice && recipient.customerId !== undefined && !(await wantsNotification(db, recipient.customerId, choice))) return 0;
  const devices = await devicesOf(db, recipient);
  if (devices.length === 0) return 0;
  const texts = new Map<Lang, PushText>();
  const boss = await jobQueue(PUSH_SEND_QUEUE);
  const key = eventKey(e);
  for (const device of devices) {
    let text = texts.get(device.language);
    if (!text) {
      text = await planned.text(device.language);
      texts.set(device.language, text);
    }
    const job: SendJob = { event: key, recipient, choice, message: { token: device.token, ...text } };
    await boss.send(PUSH_SEND_QUEUE, job, { id: stableId(`${PUSH_SEND_QUEUE}:${key}:${device.token}`), retryLimit: SEND_RETRIES, retryDelay: 1, retryBackoff: true, expireInSeconds: 60 });
  }
  return devices.length;
}

/** One device's push. Throws when FCM asks for a retry (pg-boss tries again later). */
export async function deliver(db: Db, job: SendJob): Promise<'sent' | 'skipped' | 'gone' | 'refused'> {
  const config = fcmConfig();
  if (!config || !(await stillDeviceOf(db, job.recipient, job.message.token))) return 'skipped';
  if (job.choice && job.recipient.customerId !== undefined && !(await wantsNotification(db, job.recipient.customerId, job.choice))) return 'skipped';
  const outcome = await sendMessage(config, job.message);
  switch (outcome.kind) {
    case 'sent':
      return 'sent';
    case 'gone':
      await forgetDevice(db, job.message.token);
      log().warn({ event: job.event, reason: outcome.reason }, 'push: a device was forgotten');
      return 'gone';
    case 'refused':
      log().error({ event: job.event, reason: outcome.reason }, 'push: FCM refused the message');
      return 'refused';
    case 'retry':
      log().warn({ event: job.event, reason: outcome.reason }, 'push: FCM asked to try again later');
      throw new Error(`${job.event}: ${outcome.reason}`);
  }
}

/** Pushes one worker fetches at once and sends side by side. */
const SEND_BATCH = 25;

/** Runs the pushes' jobs in this process (with the order lifecycle's, ./order-lifecycle.ts), when FCM is configured. */
export async function startPushWorker(db: Db): Promise<void> {
  if (!fcmConfig() || !(await claimWorkers('push'))) return;
  const boss = await jobQueue(PUSH_QUEUE, PUSH_SEND_QUEUE);
  // a push waits at most a second for a worker to ask (the lifecycle's polling when its pace is shorter)
  const polling = Math.min(1, pollingSeconds());
  await boss.work<PushEvent>(PUSH_QUEUE, { pollingIntervalSeconds: polling, batchSize: 10 }, (jobs) =>
    countedJobs(PUSH_QUEUE, jobs, async () => {
      for (const job of jobs) await recordableFailure(jobs, () => fanOut(db, job.data));
    }),
  );
  await boss.work<SendJob>(PUSH_SEND_QUEUE, { pollingIntervalSeconds: polling, batchSize: SEND_BATCH }, async (jobs) => {
    // each push's outcome is its own: one to be tried again is failed alone (pg-boss then completes
    // the others), so a retry never sends another device's push a second time
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await deliver(db, job.data);
          noteJobs(PUSH_SEND_QUEUE, 'completed', 1);
        } catch (err) {
          noteJobs(PUSH_SEND_QUEUE, 'failed', 1);
          await boss.fail(PUSH_SEND_QUEUE, job.id, { message: err instanceof Error ? err.message : String(err) });
        }
      }),
    );
  });
}
