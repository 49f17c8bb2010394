// @ts-check
/**
 * The i18next plugin that answers a same-language `changeLanguage` at once.
 *
 * next-i18next asks i18next for the page's language once the app mounts, even when it is the
 * language already in use, and i18next then announces a change (`languageChanged`), which
 * re-renders every translated component on the page right after hydration: twice the work on a
 * slow phone. This plugin answers such a call at once; a real change (a switch to Arabic) goes
 * through as before.
 *
 * Switch: `SOUK_SAME_LANGUAGE=0` on the server puts `data-souk-same-language="off"` on `<html>`
 * (src/speed/switches.ts) and the plugin then lets every call through. It is plain JavaScript
 * because next-i18next.config.js, which Node loads as CommonJS before any TypeScript compiler
 * runs, requires it.
 */

/** @returns {boolean} whether the page was served with the plugin switched off */
function switchedOff() {
  return typeof document !== 'undefined' && document.documentElement.getAttribute('data-souk-same-language') === 'off';
}

/** @type {import('i18next').ThirdPartyModule} */
const keepSameLanguage = {
  type: '3rdParty',
  init(instance) {
    const change = instance.changeLanguage.bind(instance);
    /** @type {typeof instance.changeLanguage} */
    const changeLanguage = (lng, callback) => {
      if (!switchedOff() && lng && lng === instance.language && instance.isInitialized && !instance.isLanguageChangingTo) {
        callback?.(null, instance.t);
        return Promise.resolve(instance.t);
      }
      return change(lng, callback);
    };
    instance.changeLanguage = changeLanguage;
  },
};

module.exports = { keepSameLanguage };
