import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import commonAr from '../../public/locales/ar/common.json';
import commonEn from '../../public/locales/en/common.json';
import layoutAr from '../../public/locales/ar/layout.json';
import layoutEn from '../../public/locales/en/layout.json';

/** An i18next instance with the frame's real translation files, as the pages load them (for component tests). */
export function frameI18n(language: 'en' | 'ar' = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['common', 'layout'],
    defaultNS: 'common',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    resources: { en: { common: commonEn, layout: layoutEn }, ar: { common: commonAr, layout: layoutAr } },
    initAsync: false,
  });
  return instance;
}

export function WithFrameI18n({ language = 'en', children }: { language?: 'en' | 'ar'; children: ReactNode }) {
  return <I18nextProvider i18n={frameI18n(language)}>{children}</I18nextProvider>;
}
