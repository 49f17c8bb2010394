import { expect, test } from './fixtures';
import { signedInCustomer } from './chat-helpers';

/**
 * Chat on a phone: a customer with an order opens the chat with the rider from the tracking
 * drawer, sends a message with an image, and sees the rider's (simulated) reply arrive through
 * the live events, without a reload.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// a 1×1 PNG
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('the rider’s chat from tracking: a message with an image, and the reply arrives live', async ({ page, context, baseURL }) => {
  const { placeOrder, request, ownPage } = await signedInCustomer(page, context, baseURL ?? '');
  const orderId = await placeOrder();
  // the lifecycle assigns a rider within a few paces
  await expect
    .poll(async () => ((await (await request.get(`/api/v1/customer/order/track?order_id=${orderId}`, { headers: ownPage })).json()) as { delivery_man?: { id?: number } | null }).delivery_man?.id ?? null, { timeout: 20_000 })
    .not.toBeNull();

  await page.goto(`/profile?page=my-orders&orderId=${orderId}`);
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Order tracking' });
  await drawer.getByRole('link', { name: 'Chat with the rider' }).click();

  const chat = page.getByRole('region', { name: /^Chat with / });
  await expect(chat).toBeVisible();
  await chat.getByRole('textbox', { name: 'Type a message' }).fill('Please ring the bell twice');
  await chat.getByLabel('Image files').setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: PIXEL });
  await chat.getByRole('button', { name: 'Send' }).click();
  const log = chat.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Please ring the bell twice')).toBeVisible();
  await expect(log.getByRole('img', { name: 'Image 1' })).toBeVisible();
  // the rider answers a moment later, through the live events: no reload
  await expect(log.getByText("Got it, thanks! I'm on the way.")).toBeVisible({ timeout: 15_000 });
  await expect(log.getByText('Sending…')).toHaveCount(0);
});
