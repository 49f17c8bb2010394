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

/** Keys of `a` that `b` lacks. */
function missingKeys(a: Catalogue, b: Catalogue): string[] {
  return Object.keys(a).filter((key) => !Object.prototype.hasOwnProperty.call(b, key));
}

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

    it.each(LANGUAGES)('has a translation for every key in %s', (language) => {
      expect(emptyValues(catalogues[language])).toEqual([]);
    });
  });
});
