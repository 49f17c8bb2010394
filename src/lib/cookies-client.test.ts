import { parseCookieHeader as parse } from './cookie-header';
import { ownCookies, readCookie } from './cookies-client';
import { COOKIE, sessionFromCookies } from './session';

// what the browser reads of its cookies must be what the server reads of the same header (./cookie-header.ts)
const header = [
  `${COOKIE.zone}=${encodeURIComponent('[1,2]')}`,
  'other=1',
  `${COOKIE.location}=${encodeURIComponent(JSON.stringify({ lat: 25.2, lng: 55.27, address: 'Al Wasl Rd; Dubai = home' }))}`,
  `${COOKIE.guest}=guest-42`,
  `${COOKIE.signedIn}=1`,
  `${COOKIE.theme}=dark`,
  `${COOKIE.module}=%E0%A4%A`, // not percent-encoding: kept as it is
].join('; ');

describe('reading the storefront’s cookies in the browser', () => {
  it('gives the same session as the server’s parser does for the same cookies', () => {
    expect(sessionFromCookies(ownCookies(header), 'ar')).toEqual(sessionFromCookies(parse(header), 'ar'));
    expect(sessionFromCookies(ownCookies(header)).location?.address).toBe('Al Wasl Rd; Dubai = home');
  });

  it('reads only its own cookies, decodes them, and keeps a value that is not percent-encoding as it is', () => {
    const own = ownCookies(header);
    expect(own.other).toBeUndefined();
    expect(own[COOKIE.zone]).toBe('[1,2]');
    expect(own[COOKIE.module]).toBe('%E0%A4%A');
    expect(readCookie(COOKIE.guest, header)).toBe('guest-42');
    expect(readCookie(COOKIE.token, header)).toBeNull();
    // a name that ends another cookie's name is not that cookie
    expect(readCookie('guest', `souk_guest=1`)).toBeNull();
  });

  it('reads this browser’s own cookies by default', () => {
    document.cookie = `${COOKIE.guest}=browser-guest; path=/`;
    expect(ownCookies()[COOKIE.guest]).toBe('browser-guest');
    document.cookie = `${COOKIE.guest}=; max-age=0; path=/`;
  });
});
