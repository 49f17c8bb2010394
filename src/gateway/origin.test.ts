/** @jest-environment node */
import { SOFTWARE_ID } from '@/api/http';
import { upstreamHeaders } from './headers';
import { isBrowserCall, isCrossSite, isStateChanging } from './origin';

describe('same-origin checks', () => {
  it('trusts fetch metadata first', () => {
    expect(isCrossSite({ 'sec-fetch-site': 'same-origin', host: 'souk.test' })).toBe(false);
    expect(isCrossSite({ 'sec-fetch-site': 'none' })).toBe(false);
    expect(isCrossSite({ 'sec-fetch-site': 'cross-site', origin: 'http://souk.test', host: 'souk.test' })).toBe(true);
    expect(isCrossSite({ 'sec-fetch-site': 'same-site' })).toBe(true);
  });

  it('falls back to comparing Origin with the host', () => {
    expect(isCrossSite({ origin: 'http://souk.test', host: 'souk.test' })).toBe(false);
    expect(isCrossSite({ origin: 'https://evil.example', host: 'souk.test' })).toBe(true);
    expect(isCrossSite({ origin: 'null', host: 'souk.test' })).toBe(true);
    expect(isCrossSite({ origin: 'not a url', host: 'souk.test' })).toBe(true);
  });

  it('does not treat a call without browser metadata as cross-site', () => {
    expect(isCrossSite({ host: 'souk.test' })).toBe(false);
  });

  it('knows which methods change state and which callers are browsers', () => {
    expect(isStateChanging('GET')).toBe(false);
    expect(isStateChanging('post')).toBe(true);
    expect(isStateChanging('DELETE')).toBe(true);
    expect(isBrowserCall({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(isBrowserCall({ cookie: 'a=b' })).toBe(true);
    expect(isBrowserCall({ 'user-agent': 'okhttp' })).toBe(false);
  });
});

describe('headers for the backend', () => {
  const cookies = {
    souk_zone: '[1,2]',
    souk_module: '3',
    souk_token: 'cookie-token',
    souk_lang: 'ar',
    souk_location: JSON.stringify({ lat: 25.2, lng: 55.3, address: 'Downtown' }),
  };

  it('fills the contract headers from the session cookies', () => {
    const { headers, usedCookieToken } = upstreamHeaders({}, cookies);
    expect(headers).toMatchObject({
      zoneid: '[1,2]',
      moduleid: '3',
      authorization: 'Bearer cookie-token',
      'x-localization': 'ar',
      latitude: '25.2',
      longitude: '55.3',
      accept: 'application/json',
    });
    expect(usedCookieToken).toBe(true);
  });

  it('lets headers the caller sends itself win over the cookies', () => {
    const { headers, usedCookieToken } = upstreamHeaders(
      { zoneid: '[9]', moduleid: '7', authorization: 'Bearer own', 'x-localization': 'en', latitude: '1', longitude: '2' },
      cookies,
    );
    expect(headers).toMatchObject({ zoneid: '[9]', moduleid: '7', authorization: 'Bearer own', 'x-localization': 'en', latitude: '1', longitude: '2' });
    expect(usedCookieToken).toBe(false);
  });

  it('takes an empty moduleId as "every module", not as a gap for the cookie to fill', () => {
    const { headers } = upstreamHeaders({ moduleid: '' }, cookies);
    expect(headers).not.toHaveProperty('moduleid');
    expect(headers).toMatchObject({ zoneid: '[1,2]' });
  });

  it('sends nothing it does not know', () => {
    const { headers } = upstreamHeaders({ 'x-other': 'v' }, {});
    expect(headers).toEqual({ accept: 'application/json', 'x-localization': 'en', 'x-software-id': SOFTWARE_ID });
  });

  it('adds the software id and the site’s origin (spec 01 section 7), the caller’s own winning', () => {
    expect(upstreamHeaders({}, {}, 'https://souk.test').headers).toMatchObject({ origin: 'https://souk.test', 'x-software-id': SOFTWARE_ID });
    expect(upstreamHeaders({ origin: 'https://app.example', 'x-software-id': 'app-7' }, {}, 'https://souk.test').headers).toMatchObject({
      origin: 'https://app.example',
      'x-software-id': 'app-7',
    });
    // a value that is not short visible text is replaced by the site's own, never refused
    expect(upstreamHeaders({ origin: 'x'.repeat(500), 'x-software-id': 'bad\u0001id' }, {}, 'https://souk.test').headers).toMatchObject({
      origin: 'https://souk.test',
      'x-software-id': SOFTWARE_ID,
    });
  });
});
