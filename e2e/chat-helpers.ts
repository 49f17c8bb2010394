import { expect, type BrowserContext, type Page } from './fixtures';
import { at, DOWNTOWN, enough, fitsMinimum, plainItems } from './buying-helpers';

/** A new customer signed in on this browser (the gateway keeps the token in its cookie); `placeOrder` places a cash grocery order. */
export async function signedInCustomer(page: Page, context: BrowserContext, baseURL: string) {
  const request = page.request;
  const ownPage = { 'sec-fetch-site': 'same-origin' };
  const n = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const who = { name: 'Huda Chat', email: `chat-${n}@example.com`, phone: `+97155${n}7`, password: 'secret-123' };
  expect((await request.post('/api/v1/auth/sign-up', { headers: ownPage, data: { ...who, confirm_password: who.password } })).ok()).toBe(true);
  // verified, and signed in on this browser (the gateway keeps the token in its cookie)
  expect((await request.post('/api/v1/auth/verify-phone', { headers: ownPage, data: { phone: who.phone, otp: '123456', verification_type: 'phone', login_type: 'manual' } })).ok()).toBe(true);
  const grocery = await at(context, request, baseURL, 'grocery');
  const item = (await plainItems(request, 'grocery', fitsMinimum))[0];
  if (!item) throw new Error('no plain grocery item');
  const placeOrder = async (): Promise<number> => {
  const placed = await request.post('/api/v1/customer/order/place', {
    headers: { ...ownPage, moduleId: String(grocery.id) },
    data: {
      cart: JSON.stringify([{ item_id: item.id, model: 'Item', quantity: enough(item), variation: [], add_on_ids: [], add_on_qtys: [] }]),
      order_type: 'delivery',
      payment_method: 'cash_on_delivery',
      store_id: item.store_id,
      address: DOWNTOWN.address,
      address_type: 'home',
      contact_person_name: who.name,
      contact_person_number: who.phone,
      latitude: String(DOWNTOWN.lat),
      longitude: String(DOWNTOWN.lng),
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return Number(((await placed.json()) as { order_id: number }).order_id);
  };
  return { placeOrder, request, ownPage };
}
