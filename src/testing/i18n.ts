/**
 * The one stand-in for src/lib/i18n in component tests that do not load the real sentences
 * (those use ./frame-i18n.tsx): a sentence's key is its English text, with its {{values}} filled in.
 *
 *   jest.mock('@/lib/i18n', () => jest.requireActual('@/testing/i18n'));
 */
export function useTranslation() {
  return { t };
}

function t(key: string, values?: Record<string, unknown>): string {
  return key.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values?.[name] ?? ''));
}
