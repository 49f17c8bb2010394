import { expect, test, type APIRequestContext } from './fixtures';
import { inLanguage, newCustomer, wordsOf, type Language } from './buying-helpers';

/**
 * The account pages' shared navigation (issue 51) as the server sends it: every account page
 * links to every other in its HTML, before any script, in English and Arabic (right to left),
 * with a Logout form that works without JavaScript. The taps on a phone are
 * account-nav-phone.spec.ts's.
 */
const PAGES = ['profile-settings', 'my-orders', 'coupons', 'wallet', 'loyalty-points', 'referral-code', 'inbox', 'settings'] as const;
const ENTRIES: { label: string; href: string }[] = [
  ...PAGES.map((page) => ({ label: { 'profile-settings': 'Profile', 'my-orders': 'My Orders', coupons: 'Coupons', wallet: 'Wallet', 'loyalty-points': 'Loyalty Points', 'referral-code': 'Referral Code', inbox: 'Inbox', settings: 'Settings' }[page], href: `/profile?page=${page}` })),
  { label: 'Track Order', href: '/track-order' },
];

/** Signs the request context in through the API as the site's own pages do (the gateway keeps the token in its cookie). */
async function signedIn(request: APIRequestContext, tag: string) {
  const who = await newCustomer(request, tag);
  const login = await request.post('/api/v1/auth/login', {
    headers: { 'sec-fetch-site': 'same-origin' },
    data: { email_or_phone: who.email, password: who.password, login_type: 'manual', field_type: 'email' },
  });
  expect(login.ok()).toBe(true);
  return who;
}

const attr = (value: string) => value.replace(/&/g, '&amp;');

for (const language of ['en', 'ar'] as Language[]) {
  test(`every account page links to every other in its server HTML (${language})`, async ({ request }) => {
    const say = wordsOf(language);
    await signedIn(request, `nav-${language}`);
    for (const current of PAGES) {
      const answer = await request.get(inLanguage(language, `/profile?page=${current}`));
      expect(answer.status(), current).toBe(200);
      const html = await answer.text();
      expect(html).toContain(language === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
      const nav = /<nav[^>]*aria-labelledby="[^"]+"[^>]*>[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
      expect(nav, `${current}: the account navigation`).toContain(`>${say('layout:My account')}<`);
      for (const entry of ENTRIES) {
        const href = attr(inLanguage(language, entry.href));
        expect(nav, `${current} → ${entry.label}`).toMatch(new RegExp(`<a[^>]*href="${href.replace(/[?]/g, '\\?')}"[^>]*>${say(`layout:${entry.label}`)}</a>`));
      }
      // the page itself is marked, so a screen reader hears where the shopper is
      expect(nav).toMatch(new RegExp(`href="${attr(inLanguage(language, `/profile?page=${current}`)).replace(/[?]/g, '\\?')}"[^>]*aria-current="page"|aria-current="page"[^>]*href="${attr(inLanguage(language, `/profile?page=${current}`)).replace(/[?]/g, '\\?')}"`));
      expect(nav).toContain('action="/api/session"');
      expect(nav).toContain(`>${say('layout:Logout')}</button>`);
    }
  });
}

test('the Logout form signs the browser out without JavaScript', async ({ request }) => {
  await signedIn(request, 'nav-logout');
  expect((await request.get('/api/v1/customer/info')).status()).toBe(200);
  const out = await request.post('/api/session', { headers: { 'sec-fetch-site': 'same-origin' }, form: { locale: 'ar' }, maxRedirects: 0 });
  expect(out.status()).toBe(303);
  expect(out.headers().location).toBe('/ar/home');
  expect((await request.get('/api/v1/customer/info')).status()).toBe(401);
  const cross = await request.post('/api/session', { headers: { 'sec-fetch-site': 'cross-site' }, form: { locale: 'en' }, maxRedirects: 0 });
  expect(cross.status()).toBe(403);
});
