import { createInstance } from 'i18next';
import { keepSameLanguage } from './same-language';

async function i18nWithPlugin() {
  const i18n = createInstance();
  i18n.use(keepSameLanguage);
  await i18n.init({ lng: 'en', fallbackLng: 'en', resources: { en: { common: { Cart: 'Cart' } }, ar: { common: { Cart: 'السلة' } } }, defaultNS: 'common' });
  const changes: string[] = [];
  i18n.on('languageChanged', (lng: string) => changes.push(lng));
  return { i18n, changes };
}

describe('the same-language plugin (src/speed/same-language.js)', () => {
  afterEach(() => document.documentElement.removeAttribute('data-souk-same-language'));

  it('answers a change to the language already in use without announcing it (no second render after hydration)', async () => {
    const { i18n, changes } = await i18nWithPlugin();
    const t = await i18n.changeLanguage('en');
    expect(t('Cart')).toBe('Cart');
    expect(changes).toEqual([]);
  });

  it('lets a real change through: a switch to Arabic is announced and translates', async () => {
    const { i18n, changes } = await i18nWithPlugin();
    await i18n.changeLanguage('ar');
    expect(changes).toEqual(['ar']);
    expect(i18n.t('Cart')).toBe('السلة');
  });

  it('is off when the page was served with SOUK_SAME_LANGUAGE=0: i18next announces the same language as it does on its own', async () => {
    document.documentElement.setAttribute('data-souk-same-language', 'off');
    const { i18n, changes } = await i18nWithPlugin();
    await i18n.changeLanguage('en');
    expect(changes).toEqual(['en']);
  });
});
