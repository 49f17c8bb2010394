import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { compactTranslations, type ResourceStore } from '@/lib/i18n';

type Loaded = Awaited<ReturnType<typeof serverSideTranslations>>;

/**
 * A page's translations, as its props carry them (`_nextI18Next`): next-i18next loads the
 * namespaces from public/locales, and only what the browser's lookup cannot work out from the
 * key itself is sent (compactTranslations): nearly all of an English page's 23 KB of JSON
 * stays behind, and the English half of an Arabic page's.
 */
export async function pageTranslations(locale: string, namespaces: string[]): Promise<Loaded> {
  const loaded = await serverSideTranslations(locale, namespaces);
  const page = loaded._nextI18Next;
  if (!page) return loaded;
  return { _nextI18Next: { ...page, initialI18nStore: compactTranslations(page.initialI18nStore as ResourceStore) } };
}
