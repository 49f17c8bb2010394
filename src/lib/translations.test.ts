/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every string a shopper reads exists in English and Arabic. A key present in one language
 * and not the other would show English on an Arabic page (or the reverse), so this fails.
 */
const LOCALES_DIR = join(__dirname, '..', '..', 'public', 'locales');
const LANGUAGES = ['en', 'ar'] as const;

type Catalogue = Record<string, unknown>;

function namespacesOf(language: string): string[] {
  return readdirSync(join(LOCALES_DIR, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

function load(language: string, namespace: string): Catalogue {
  return JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')) as Catalogue;
}

const has = (catalogue: Catalogue, key: string) => Object.prototype.hasOwnProperty.call(catalogue, key);

/** A sentence's plural form (`<sentence>_one`, src/lib/i18n.tsx) and its sentence, or null. */
function pluralOf(catalogue: Catalogue, key: string): { sentence: string; category: string } | null {
  const found = /^(.*)_(zero|one|two|few|many)$/s.exec(key);
  return found?.[1] !== undefined && found[2] !== undefined && has(catalogue, found[1]) ? { sentence: found[1], category: found[2] } : null;
}

/** Keys of `a` that `b` lacks; plural forms, which differ between languages, apart. */
function missingKeys(a: Catalogue, b: Catalogue): string[] {
  return Object.keys(a).filter((key) => !has(b, key) && !pluralOf(a, key));
}

/** The sentences with plural forms, each with its forms' categories. */
function pluralForms(catalogue: Catalogue): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of Object.keys(catalogue)) {
    const plural = pluralOf(catalogue, key);
    if (plural) forms.set(plural.sentence, [...(forms.get(plural.sentence) ?? []), plural.category].sort());
  }
  return forms;
}

/** The forms a language needs beside the sentence itself (its `other` form). */
const categoriesOf = (language: string) => new Intl.PluralRules(language).resolvedOptions().pluralCategories.filter((c) => c !== 'other').sort();

/** Keys whose translation is not a non-empty string. */
function emptyValues(catalogue: Catalogue): string[] {
  return Object.entries(catalogue)
    .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
    .map(([key]) => key);
}

describe('the completeness check itself', () => {
  it('finds a key present in one language only', () => {
    expect(missingKeys({ Home: 'Home', Cart: 'Cart' }, { Home: 'الرئيسية' })).toEqual(['Cart']);
  });

  it('takes a plural form for one only beside its sentence, and lists the forms a language needs', () => {
    const catalogue = { '{{count}} reviews': '{{count}} reviews', '{{count}} reviews_one': '{{count}} review', orphan_one: 'x' };
    expect(missingKeys(catalogue, { '{{count}} reviews': '{{count}} تقييم' })).toEqual(['orphan_one']);
    expect(pluralForms(catalogue)).toEqual(new Map([['{{count}} reviews', ['one']]]));
    expect(categoriesOf('en')).toEqual(['one']);
    expect(categoriesOf('ar')).toEqual(['few', 'many', 'one', 'two', 'zero']);
  });

  it('finds empty or non-string translations', () => {
    expect(emptyValues({ Home: '', Cart: 'السلة', Nested: { a: 'b' } })).toEqual(['Home', 'Nested']);
  });
});

describe('translation files', () => {
  const english = namespacesOf('en');
  const arabic = namespacesOf('ar');

  it('exist for the same namespaces in every language', () => {
    expect(english.length).toBeGreaterThan(0);
    expect(arabic).toEqual(english);
  });

  const all = [...new Set([...english, ...arabic])];
  describe.each(all)('namespace %s', (namespace) => {
    const catalogues = Object.fromEntries(
      LANGUAGES.map((language) => [language, arabic.includes(namespace) && english.includes(namespace) ? load(language, namespace) : {}]),
    ) as Record<(typeof LANGUAGES)[number], Catalogue>;

    it('has every English key in Arabic', () => {
      expect(missingKeys(catalogues.en, catalogues.ar)).toEqual([]);
    });

    it('has every Arabic key in English', () => {
      expect(missingKeys(catalogues.ar, catalogues.en)).toEqual([]);
    });

    it("gives a sentence with plural forms every form of each language's plural rules", () => {
      const sentences = new Set(LANGUAGES.flatMap((language) => [...pluralForms(catalogues[language]).keys()]));
      for (const sentence of sentences) {
        for (const language of LANGUAGES) expect([sentence, language, pluralForms(catalogues[language]).get(sentence) ?? []]).toEqual([sentence, language, categoriesOf(language)]);
      }
    });

    it.each(LANGUAGES)('has a translation for every key in %s', (language) => {
      expect(emptyValues(catalogues[language])).toEqual([]);
    });
  });
});
