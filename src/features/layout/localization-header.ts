import type { InternalAxiosRequestConfig } from 'axios';
import type { Language } from '@/lib/session';

/** Adds X-localization unless the call already states its language. */
export function withLocalization(config: InternalAxiosRequestConfig, language: Language): InternalAxiosRequestConfig {
  if (!config.headers.has('X-localization')) config.headers.set('X-localization', language);
  return config;
}
