import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { BROWSER_HEADERS, SOFTWARE_ID, withLocalization } from './http';

const request = (headers: Record<string, string> = {}) => ({ headers: new AxiosHeaders(headers) }) as InternalAxiosRequestConfig;

describe('the X-localization header of browser calls', () => {
  it('carries the page language when the call does not state one', () => {
    expect(withLocalization(request(), 'ar').headers.get('X-localization')).toBe('ar');
  });

  it('keeps the language a call states itself', () => {
    expect(withLocalization(request({ 'X-localization': 'en' }), 'ar').headers.get('X-localization')).toBe('en');
  });
});

describe('the browser transport', () => {
  it('is bound per QueryClient on the server and refuses to guess', async () => {
    const { QueryClient } = await import('@tanstack/react-query');
    const { bindHttp, httpFor, getBrowserHttp } = await import('./http');
    const client = new QueryClient();
    // jsdom has a window: an unbound client gets the lazy browser transport
    expect(httpFor(client)).toBe(getBrowserHttp());
    const own = getBrowserHttp();
    const other = new QueryClient();
    bindHttp(other, { ...own });
    expect(httpFor(other)).not.toBe(own);
  });
});

describe('headers of every browser call', () => {
  it('carry Accept JSON and the software id (spec 01 section 7)', () => {
    expect(BROWSER_HEADERS).toEqual({ Accept: 'application/json', 'X-software-id': SOFTWARE_ID });
  });
});
