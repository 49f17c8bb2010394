/**
 * The storefront's translations, in the server's render and in the browser alike.
 *
 * On the server, next-i18next's `serverSideTranslations` (src/server/page.ts) reads the page's
 * namespaces from public/locales and puts them in the page's props as `_nextI18Next`; the app
 * (pages/_app.tsx) hands them to `PageTranslations`, and every component reads them with
 * `useTranslation(namespace)`.
 *
 * What a shopper reads needs no more than this: keys are the English sentences themselves
 * (a missing translation shows English, never a key name), a value falls back to English, and
 * `{{name}}` is replaced by the value given for it. A sentence with a number in it (`count`) can
 * have a form per plural category of the language, as `<key>_one`, `<key>_few` and so on
 * (Intl.PluralRules names them: English one and other, Arabic zero, one, two, few, many and
 * other), the sentence itself being the `other` form, so that a shopper reads "1 review",
 * "تقييمان" and "3 تقييمات". Keeping that lookup here, instead of
 * shipping i18next, react-i18next and next-i18next's client to every page, takes about 20 KB
 * of gzip JavaScript out of every first load (bench/measurements.md).
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export type TranslationValues = Record<string, string | number | boolean | null | undefined>;
export type TFunction = (key: string, values?: TranslationValues) => string;
type Bundle = Record<string, string>;
/** language → namespace → English sentence → translation (next-i18next's `initialI18nStore`). */
export type ResourceStore = Record<string, Record<string, Bundle> | undefined>;

/** What `serverSideTranslations` adds to a page's props. */
export interface PageTranslationProps {
  initialI18nStore?: ResourceStore;
  initialLocale?: string;
}

const FALLBACK_LANGUAGE = 'en';
const RTL_LANGUAGES = new Set(['ar']);
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();

/** The key of a sentence's form for `count` in `language`: `<key>_<category>`, e.g. `{{count}} reviews_one` (server/translate.ts reads it too). */
export function pluralKey(key: string, language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return `${key}_${rules.select(count)}`;
}

/** One language's view of the loaded namespaces. */
export class Translations {
  constructor(
    readonly language: string,
    private readonly store: ResourceStore,
  ) {}

  hasResourceBundle(language: string, namespace: string): boolean {
    return Boolean(this.store[language]?.[namespace]);
  }

  /** Adds (or extends) a namespace loaded later, e.g. with the code that needs it. */
  addResourceBundle(language: string, namespace: string, bundle: Bundle): void {
    const namespaces = (this.store[language] ??= {});
    namespaces[namespace] = { ...namespaces[namespace], ...bundle };
  }

  /** A language's sentence: the form for `count`'s plural category if it has one, else the sentence. */
  private find(language: string, namespace: string, key: string, count: number | undefined): string | undefined {
    const bundle = this.store[language]?.[namespace];
    if (!bundle) return undefined;
    return (count === undefined ? undefined : bundle[pluralKey(key, language, count)]) ?? bundle[key];
  }

  dir(): 'rtl' | 'ltr' {
    return RTL_LANGUAGES.has(this.language) ? 'rtl' : 'ltr';
  }

  translate(namespace: string, key: string, values?: TranslationValues): string {
    const count = typeof values?.count === 'number' ? values.count : undefined;
    const text = this.find(this.language, namespace, key, count) ?? this.find(FALLBACK_LANGUAGE, namespace, key, count) ?? key;
    if (!values) return text;
    return text.replace(PLACEHOLDER, (_, name: string) => {
      const value = values[name];
      return value === null || value === undefined ? '' : String(value);
    });
  }
}

/**
 * What a page needs to carry of the namespaces the server loaded, for `translate` to give the
 * same text for every key: a sentence whose translation is itself (every English one) is left
 * out, since a missing one shows the key; English beside another language keeps only what
 * differs from its key. Each namespace stays, even empty, so it still counts as loaded. An
 * English page carries almost nothing, an Arabic one its Arabic only.
 */
export function compactTranslations(store: ResourceStore): ResourceStore {
  const compact: ResourceStore = {};
  for (const [language, namespaces] of Object.entries(store)) {
    const kept: Record<string, Bundle> = {};
    for (const [namespace, bundle] of Object.entries(namespaces ?? {})) kept[namespace] = compactBundle(bundle);
    compact[language] = kept;
  }
  return compact;
}

/** next-i18next hands every render the same bundle objects: each is compacted once (frozen, as it is shared). */
const compacted = new WeakMap<Bundle, Bundle>();

function compactBundle(bundle: Bundle): Bundle {
  let kept = compacted.get(bundle);
  if (!kept) {
    kept = Object.freeze(Object.fromEntries(Object.entries(bundle).filter(([key, text]) => text !== key)));
    compacted.set(bundle, kept);
  }
  return kept;
}

const TranslationContext = createContext(new Translations(FALLBACK_LANGUAGE, {}));

/** Gives the tree below a set of translations (component tests build their own). */
export const TranslationProvider = TranslationContext.Provider;

/** The namespaces of every page shown so far in this tab (or this server render). */
class Shelf {
  private readonly store: ResourceStore = {};

  /** The page's namespaces join the shelf (a namespace fetched later stays); the language is the page's. */
  forPage(page: PageTranslationProps | undefined, locale: string): Translations {
    for (const [language, namespaces] of Object.entries(page?.initialI18nStore ?? {})) {
      this.store[language] = { ...this.store[language], ...namespaces };
    }
    return new Translations(page?.initialLocale ?? locale, this.store);
  }
}

/** The app's translations, from the page's props. */
export function PageTranslations({ page, locale, children }: { page: PageTranslationProps | undefined; locale: string; children: ReactNode }) {
  const [shelf] = useState(() => new Shelf());
  const translations = useMemo(() => shelf.forPage(page, locale), [shelf, page, locale]);
  return <TranslationProvider value={translations}>{children}</TranslationProvider>;
}

export function useTranslation(namespace = 'common'): { t: TFunction; i18n: Translations } {
  const i18n = useContext(TranslationContext);
  const t = useMemo<TFunction>(() => (key, values) => i18n.translate(namespace, key, values), [i18n, namespace]);
  return { t, i18n };
}
