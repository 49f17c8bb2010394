import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compactTranslations, PageTranslations, Translations, useTranslation, type PageTranslationProps, type ResourceStore } from './i18n';

const store = () => ({
  en: { cart: { 'Add to cart': 'Add to cart', cash_on_delivery: 'Cash on delivery', '{{count}} items': '{{count}} items' } },
  ar: { cart: { 'Add to cart': 'أضف إلى السلة', '{{count}} items': '{{ count }} عناصر' } },
});

describe('Translations', () => {
  it('reads the language first, then English, then shows the English sentence itself', () => {
    const ar = new Translations('ar', store());
    expect(ar.translate('cart', 'Add to cart')).toBe('أضف إلى السلة');
    expect(ar.translate('cart', 'cash_on_delivery')).toBe('Cash on delivery');
    expect(ar.translate('cart', 'Not translated yet')).toBe('Not translated yet');
    expect(ar.translate('checkout', 'Add to cart')).toBe('Add to cart');
  });

  it('fills {{name}} with its value, an absent value with nothing, and leaves other text alone', () => {
    const ar = new Translations('ar', store());
    expect(ar.translate('cart', '{{count}} items', { count: 3 })).toBe('3 عناصر');
    expect(ar.translate('cart', '{{count}} items')).toBe('{{ count }} عناصر');
    expect(ar.translate('cart', 'Hi {{name}}, {{ name }}! {{other}}{ {x} }', { name: 'Sara' })).toBe('Hi Sara, Sara! { {x} }');
    expect(ar.translate('cart', '{{price}}', { price: '$1' })).toBe('$1');
  });

  it("says a number in the language's own plural forms, the sentence itself being the other form", () => {
    const forms = {
      en: { catalogue: { '{{count}} reviews_one': '{{count}} review' } },
      ar: {
        catalogue: {
          '{{count}} reviews': '{{count}} تقييم',
          '{{count}} reviews_zero': 'لا تقييمات',
          '{{count}} reviews_one': 'تقييم واحد',
          '{{count}} reviews_two': 'تقييمان',
          '{{count}} reviews_few': '{{count}} تقييمات',
          '{{count}} reviews_many': '{{count}} تقييمًا',
        },
      },
    };
    const en = new Translations('en', forms);
    expect([0, 1, 2, 21].map((count) => en.translate('catalogue', '{{count}} reviews', { count }))).toEqual(['0 reviews', '1 review', '2 reviews', '21 reviews']);
    const ar = new Translations('ar', forms);
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map((count) => ar.translate('catalogue', '{{count}} reviews', { count }))).toEqual([
      'لا تقييمات',
      'تقييم واحد',
      'تقييمان',
      '3 تقييمات',
      '10 تقييمات',
      '11 تقييمًا',
      '99 تقييمًا',
      '100 تقييم',
      '102 تقييم',
    ]);
    // a language without the forms keeps its own sentence; a text count is not a number
    const plain = new Translations('ar', { ar: { catalogue: { '{{count}} reviews': '{{count}} تقييم' } }, en: forms.en });
    expect(plain.translate('catalogue', '{{count}} reviews', { count: 1 })).toBe('1 تقييم');
    expect(en.translate('catalogue', '{{count}} reviews', { count: '1' })).toBe('1 reviews');
    // a sentence missing in Arabic falls back to English, in English's forms
    expect(new Translations('ar', { en: forms.en }).translate('catalogue', '{{count}} reviews', { count: 1 })).toBe('1 review');
  });

  it('takes namespaces loaded later and says which way the language reads', () => {
    const ar = new Translations('ar', store());
    expect(ar.hasResourceBundle('ar', 'auth')).toBe(false);
    ar.addResourceBundle('ar', 'auth', { 'Sign in': 'تسجيل الدخول' });
    expect(ar.hasResourceBundle('ar', 'auth')).toBe(true);
    expect(ar.translate('auth', 'Sign in')).toBe('تسجيل الدخول');
    expect(ar.dir()).toBe('rtl');
    expect(new Translations('en', {}).dir()).toBe('ltr');
  });
});

function Label({ text }: { text: string }) {
  const { t, i18n } = useTranslation('cart');
  return (
    <p lang={i18n.language}>
      {`${t(text)} · ${t('{{count}} items', { count: 2 })}`}
    </p>
  );
}

describe('PageTranslations', () => {
  it('renders the page language on the server', () => {
    const page: PageTranslationProps = { initialI18nStore: store(), initialLocale: 'ar' };
    const html = renderToString(
      <PageTranslations page={page} locale="ar">
        <Label text="Add to cart" />
      </PageTranslations>,
    );
    expect(html).toContain('lang="ar"');
    expect(html).toContain('أضف إلى السلة · 2 عناصر');
  });

  it('keeps the namespaces of earlier pages and follows the language of the page shown', () => {
    const first: PageTranslationProps = { initialI18nStore: store(), initialLocale: 'ar' };
    const { rerender } = render(
      <PageTranslations page={first} locale="ar">
        <Label text="Add to cart" />
      </PageTranslations>,
    );
    expect(screen.getByText('أضف إلى السلة · 2 عناصر')).toBeTruthy();
    // the next page sent only its own namespace, in English
    const next: PageTranslationProps = { initialI18nStore: { en: { search: { Search: 'Search' } } }, initialLocale: 'en' };
    rerender(
      <PageTranslations page={next} locale="en">
        <Label text="Add to cart" />
      </PageTranslations>,
    );
    expect(screen.getByText('Add to cart · 2 items')).toBeTruthy();
    const back: PageTranslationProps = { initialI18nStore: { ar: { search: { Search: 'بحث' } } }, initialLocale: 'ar' };
    rerender(
      <PageTranslations page={back} locale="ar">
        <Label text="Add to cart" />
      </PageTranslations>,
    );
    expect(screen.getByText('أضف إلى السلة · 2 عناصر')).toBeTruthy();
  });

  it('uses the route locale when the page sent no translations', () => {
    render(
      <PageTranslations page={undefined} locale="ar">
        <Label text="Add to cart" />
      </PageTranslations>,
    );
    expect(screen.getByText('Add to cart · 2 items').getAttribute('lang')).toBe('ar');
  });
});

describe('compactTranslations', () => {
  const dir = join(process.cwd(), 'public', 'locales');
  const load = (language: string) =>
    Object.fromEntries(readdirSync(join(dir, language)).map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, language, file), 'utf8')) as Record<string, string>]));
  const en = load('en');
  const ar = load('ar');
  // what next-i18next loads for a page: its language, and English beside any other
  const pages: Record<string, ResourceStore> = { en: { en }, ar: { ar, en } };

  it.each(Object.keys(pages))('gives every sentence of every namespace the same text on a %s page, with and without values', (language) => {
    const full = new Translations(language, pages[language] ?? {});
    const compact = new Translations(language, compactTranslations(pages[language] ?? {}));
    let checked = 0;
    for (const namespace of Object.keys(en)) {
      for (const key of new Set([...Object.keys(en[namespace] ?? {}), ...Object.keys(ar[namespace] ?? {})])) {
        expect(compact.translate(namespace, key)).toBe(full.translate(namespace, key));
        for (const count of [0, 1, 2, 3, 11, 100]) {
          expect(compact.translate(namespace, key, { count, name: 'Sara', amount: '$5', id: 7 })).toBe(full.translate(namespace, key, { count, name: 'Sara', amount: '$5', id: 7 }));
        }
        checked += 1;
      }
      expect(compact.hasResourceBundle(language, namespace)).toBe(true);
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('leaves an English page almost nothing to carry, and an Arabic page its Arabic only', () => {
    const size = (store: ResourceStore) => JSON.stringify(store).length;
    expect(size(compactTranslations(pages.en ?? {}))).toBeLessThan(size(pages.en ?? {}) / 20);
    const arabic = compactTranslations(pages.ar ?? {});
    expect(Object.values(arabic.en ?? {}).reduce((n, bundle) => n + Object.keys(bundle).length, 0)).toBeLessThan(10);
    expect(size(arabic)).toBeLessThan(size({ ar }) + 1000);
  });
});
