// Locales for next-i18next (pages router). English is unprefixed, Arabic lives under /ar.

/**
 * next-i18next asks i18next for the page's language once the app mounts, even when it is the
 * language already in use, and i18next then announces a change, which re-renders every
 * translated component on the page right after hydration (twice the work on a slow phone).
 * This plugin answers such a call at once; real changes (a switch to Arabic) go through.
 * @type {import('i18next').ThirdPartyModule}
 */
const keepSameLanguage = {
  type: '3rdParty',
  init(instance) {
    const change = instance.changeLanguage.bind(instance);
    /** @type {typeof instance.changeLanguage} */
    const changeLanguage = (lng, callback) => {
      if (lng && lng === instance.language && instance.isInitialized && !instance.isLanguageChangingTo) {
        callback?.(null, instance.t);
        return Promise.resolve(instance.t);
      }
      return change(lng, callback);
    };
    instance.changeLanguage = changeLanguage;
  },
};

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
  use: [keepSameLanguage],
  // the client imports this file itself (appWithTranslation's second argument): no need to send it with every page
  serializeConfig: false,
};
