import { randomInt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { answerReviewPromptWithNotNow, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from './fixtures';
import { moduleOf } from './catalogue-helpers';

/**
 * Buying as a shopper on the e2e servers: a delivery point inside a store's zone, plain items
 * that pass the grocery minimum, the cart, checkout and the demo customer's sign-in. The steps
 * find controls by the names a shopper reads, in English unless given the words of another
 * language (see `wordsOf`).
 */

export type Language = 'en' | 'ar';

/** A shopper's words: the text the storefront shows for an English key, with {{values}} filled in. */
export type Words = (key: string, values?: Record<string, string | number>) => string;

const fill = (text: string, values: Record<string, string | number> = {}) => text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));

/**
 * The storefront's words in a language, from its locale files. A key is looked up in every
 * namespace, or in one when written 'namespace:key' (where namespaces word a key differently).
 */
export function wordsOf(language: Language): Words {
  const dir = join(process.cwd(), 'public', 'locales', language);
  const all: Record<string, string> = {};
  const byNamespace = new Map<string, Record<string, unknown>>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    const entries = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
    byNamespace.set(file.replace(/\.json$/, ''), entries);
    for (const [key, value] of Object.entries(entries)) if (typeof value === 'string' && !(key in all)) all[key] = value;
  }
  return (key, values) => {
    const colon = key.indexOf(':');
    const namespace = colon > 0 ? byNamespace.get(key.slice(0, colon)) : undefined;
    if (namespace) {
      const own = namespace[key.slice(colon + 1)];
      return fill(typeof own === 'string' ? own : key.slice(colon + 1), values);
    }
    return fill(all[key] ?? key, values);
  };
}

export const english: Words = wordsOf('en');

/** A pattern for a text with a number in it, e.g. the cart button's 'Cart (items: {{count}})'. */
export function withNumber(say: Words, key: string, name: string): RegExp {
  const escaped = say(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(`\\{\\{${name}\\}\\}`, '\\d+')}$`);
}

/** Dubai, inside the seed's delivery zones. */
export const DOWNTOWN = { lat: 25.1972, lng: 55.2744, address: 'Burj Khalifa, Downtown Dubai' };

export interface SeedItem {
  id: number;
  slug: string;
  name: string;
  price: number;
  store_id: number;
  stock: number;
  maximum_cart_quantity: number | null;
  is_prescription_required?: number | boolean;
  variations: unknown[];
  choice_options: unknown[];
  food_variations: { required: string }[];
}

/** The zones of the delivery point: a store delivers only inside its own zone. */
export async function zonesAtDowntown(request: APIRequestContext): Promise<string> {
  const res = await request.get(`/api/v1/config/get-zone-id?lat=${DOWNTOWN.lat}&lng=${DOWNTOWN.lng}`);
  return ((await res.json()) as { zone_id: string }).zone_id;
}

/** What the location picker leaves behind: zone, delivery point and module cookies. */
export async function at(context: BrowserContext, request: APIRequestContext, baseURL: string, type: string) {
  const m = await moduleOf(request, type);
  await context.addCookies([
    { name: 'souk_zone', value: encodeURIComponent(await zonesAtDowntown(request)), url: baseURL },
    { name: 'souk_location', value: encodeURIComponent(JSON.stringify(DOWNTOWN)), url: baseURL },
    { name: 'souk_module', value: String(m.id), url: baseURL },
  ]);
  return m;
}

/** Plain items (no options to choose) of one store, cheapest first, named in the language given. */
export async function plainItems(request: APIRequestContext, type: string, filter: (x: SeedItem) => boolean = () => true, language: Language = 'en'): Promise<SeedItem[]> {
  const m = await moduleOf(request, type);
  const zones = JSON.parse(await zonesAtDowntown(request)) as number[];
  const headers = { zoneId: JSON.stringify(zones), moduleId: String(m.id), 'X-localization': language };
  const res = await request.get('/api/v1/items/latest?limit=100&offset=1', { headers });
  const all = ((await res.json()) as { products: (SeedItem & { zone_id?: number })[] }).products.filter(
    (x) => x.zone_id === undefined || zones.includes(x.zone_id),
  ).filter(
    (x) => x.variations.length === 0 && x.choice_options.length === 0 && !x.food_variations.some((g) => g.required === 'on') && x.stock > 5 && filter(x),
  );
  const store = all[0]?.store_id;
  return all.filter((x) => x.store_id === store).sort((a, b) => a.price - b.price);
}

/** The grocery stores' minimum order (the seed's) is 30: enough of one item to pass it. */
const MINIMUM = 32;
export const enough = (item: SeedItem) => Math.ceil(MINIMUM / item.price);
export const fitsMinimum = (x: SeedItem) => x.price >= 4 && x.price * enough(x) <= 90 && enough(x) <= Math.min(x.stock, x.maximum_cart_quantity ?? Infinity);

/** The path of a page in a language: Arabic pages live under /ar. */
export const inLanguage = (language: Language, path: string) => (language === 'en' ? path : `/${language}${path}`);

export async function addToCart(page: Page, item: SeedItem, quantity = 1, { say = english, language = 'en' }: { say?: Words; language?: Language } = {}) {
  await page.goto(inLanguage(language, `/product/${item.slug}`));
  const panel = page.getByRole('form', { name: say('Buy {{name}}', { name: item.name }) });
  if (quantity > 1) await panel.getByRole('spinbutton', { name: say('Quantity') }).fill(String(quantity));
  await panel.getByRole('button', { name: say('Add to Cart') }).click();
  await expect(panel.getByRole('button', { name: say('Update To Cart') })).toBeVisible();
}

/** Opens the cart drawer from the header. */
export async function openCart(page: Page, say: Words = english) {
  await page.getByRole('banner').getByRole('button', { name: withNumber(say, 'Cart (items: {{count}})', 'count') }).last().click();
  const drawer = page.getByRole('dialog', { name: say('Shopping Cart') });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** From the open cart drawer to the checkout page (a guest first answers the login-or-guest question, unless `asked` looks at it first). */
export async function checkoutFromDrawer(page: Page, guest: boolean, { say = english, asked }: { say?: Words; asked?: (question: Locator) => Promise<void> } = {}) {
  await page.getByRole('dialog', { name: say('Shopping Cart') }).getByRole('button', { name: say('Proceed To Checkout') }).click();
  if (guest) {
    const question = page.getByRole('dialog', { name: say('Do you want to login or continue as a guest?') });
    await expect(question).toBeVisible();
    await asked?.(question);
    await question.getByRole('button', { name: say('Guest') }).click();
  }
  await expect(page).toHaveURL(/\/checkout\?page=cart/);
  await expect(page.getByRole('heading', { level: 1, name: say('Checkout') })).toBeVisible();
}

export async function proceedToCheckout(page: Page, guest: boolean) {
  await openCart(page);
  await checkoutFromDrawer(page, guest);
}

/**
 * A guest at the grocery module with two plain items in the cart (the first to the minimum order),
 * on the checkout form with its summary shown: the start of every guest checkout journey.
 */
export async function guestAtCheckoutWithTwoItems(page: Page, context: BrowserContext, request: APIRequestContext, baseURL: string) {
  await at(context, request, baseURL, 'grocery');
  const [first, second] = await plainItems(request, 'grocery', fitsMinimum);
  if (!first || !second) throw new Error('the seed has no grocery store with two plain items');
  await addToCart(page, first, enough(first));
  await addToCart(page, second);
  await proceedToCheckout(page, true);
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await expect(checkout.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  return { checkout, first, second };
}

export async function fillGuestContact(page: Page, phone: string, say: Words = english) {
  const checkout = page.getByRole('form', { name: say('Checkout') });
  await checkout.getByLabel(say('Contact Person Name')).fill('Sara Guest');
  await checkout.getByLabel(say('Contact Person Number')).fill(phone);
  await checkout.getByLabel(say('Email')).fill('sara.guest@example.com');
}

/** Opens the Sign In dialog from the header of the page on screen. */
export async function openSignIn(page: Page, say: Words = english) {
  await page.getByRole('banner').getByRole('button', { name: say('Sign In') }).last().click();
  const dialog = page.getByRole('dialog', { name: say('Sign In') });
  await expect(dialog).toBeVisible();
  return dialog;
}

export interface Credentials {
  email: string;
  password: string;
}

/** Signs in from the header of a page; `filled` may look at the dialog before it is sent. */
export async function signIn(page: Page, who: Credentials, { say = english, language = 'en', filled }: { say?: Words; language?: Language; filled?: (dialog: Locator) => Promise<void> } = {}) {
  await page.goto(inLanguage(language, '/about-us'));
  const dialog = await openSignIn(page, say);
  await dialog.getByRole('textbox', { name: say('Email/Phone') }).fill(who.email);
  await dialog.getByLabel(say('Password')).fill(who.password);
  await filled?.(dialog);
  await dialog.getByRole('button', { name: say('Sign In') }).click();
  await expect(dialog).toBeHidden();
}

/** The demo customer shared by several specs, signed in from the header (its review prompt answered with Not now). */
export async function signInAsDemo(page: Page, options: { say?: Words; language?: Language } = {}) {
  const say = options.say ?? english;
  await answerReviewPromptWithNotNow(page, { prompt: say('Review your order'), notNow: say('Not now') });
  await signIn(page, { email: 'demo@souk.test', password: 'souk-demo-1' }, options);
}

let customers = 0;

/** A new verified customer of its own (made through the API as the site's own pages would), for a test that must not share a cart. */
export async function newCustomer(request: APIRequestContext, tag: string): Promise<Credentials> {
  customers += 1;
  // random digits: two workers (each with its own count) signing up in the same millisecond got one phone number
  const n = String(randomInt(0, 10_000_000)).padStart(7, '0');
  const who = { name: `Huda ${tag}`, email: `${tag}-${n}-${customers}@example.com`, phone: `+97155${n}`, password: 'secret-123' };
  const ownPage = { 'sec-fetch-site': 'same-origin' };
  const signUp = await request.post('/api/v1/auth/sign-up', { headers: ownPage, data: { ...who, confirm_password: who.password } });
  expect(signUp.ok()).toBe(true);
  const verified = await request.post('/api/v1/auth/verify-phone', { headers: ownPage, data: { phone: who.phone, otp: '123456', verification_type: 'phone', login_type: 'manual' } });
  expect(verified.ok()).toBe(true);
  return who;
}
