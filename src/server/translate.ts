import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pluralKey } from '@/lib/i18n';
import type { Language } from '@/lib/session';

/**
 * Translations for text built on the server outside React (titles and descriptions in page
 * metadata), read from the same public/locales files the pages use. The English sentence is
 * the key; a missing key gives the English sentence, never a key name.
 */
const cache = new Map<string, Promise<Record<string, string>>>();

function load(locale: Language, ns: string): Promise<Record<string, string>> {
  const key = `${locale}/${ns}`;
  let hit = cache.get(key);
  if (!hit) {
    hit = readFile(resolve(process.cwd(), 'public', 'locales', locale, `${ns}.json`), 'utf8')
      .then((text) => JSON.parse(text) as Record<string, string>)
      .catch(() => ({}));
    if (process.env.NODE_ENV === 'production') cache.set(key, hit);
  }
  return hit;
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export function interpolate(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** A sentence with a numeric `count` takes the language's plural form when it has one, as on the page (src/lib/i18n.tsx). */
export async function serverTranslator(locale: Language, ns = 'catalogue'): Promise<Translate> {
  const dict = await load(locale, ns);
  return (key, values) => {
    const count = values?.count;
    const form = typeof count === 'number' ? dict[pluralKey(key, locale, count)] : undefined;
    return interpolate(form || dict[key] || key, values);
  };
}
