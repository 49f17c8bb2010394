import type { ReactNode } from 'react';
import { TranslationProvider, Translations } from '@/lib/i18n';
import commonAr from '../../public/locales/ar/common.json';
import commonEn from '../../public/locales/en/common.json';
import layoutAr from '../../public/locales/ar/layout.json';
import layoutEn from '../../public/locales/en/layout.json';

/** The frame's real translation files, as the pages load them (for component tests). */
export function frameI18n(language: 'en' | 'ar' = 'en'): Translations {
  return new Translations(language, { en: { common: commonEn, layout: layoutEn }, ar: { common: commonAr, layout: layoutAr } });
}

export function WithFrameI18n({ language = 'en', children }: { language?: 'en' | 'ar'; children: ReactNode }) {
  return <TranslationProvider value={frameI18n(language)}>{children}</TranslationProvider>;
}
