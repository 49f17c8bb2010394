import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { withLocalization } from './localization-header';

const request = (headers: Record<string, string> = {}) => ({ headers: new AxiosHeaders(headers) }) as InternalAxiosRequestConfig;

describe('the X-localization header of browser calls', () => {
  it('carries the page language when the call does not state one', () => {
    expect(withLocalization(request(), 'ar').headers.get('X-localization')).toBe('ar');
  });

  it('keeps the language a call states itself', () => {
    expect(withLocalization(request({ 'X-localization': 'en' }), 'ar').headers.get('X-localization')).toBe('en');
  });
});
