// Locales for next-i18next (pages router). English is unprefixed, Arabic lives under /ar.

/** @type {import('next-i18next').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'ar'],
    localeDetection: false,
  },
  defaultNS: 'common',
  localePath: typeof window === 'undefined' ? require('path').resolve('./public/locales') : '/locales',
  reloadOnPrerender: process.env.NODE_ENV === 'development',
  // keys are the English sentences themselves; a missing key shows English, never a key name
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  // the client imports this file itself (appWithTranslation's second argument): no need to send it with every page
  serializeConfig: false,
};
