import type { Language } from '@/lib/session';

const KEY = 'souk_language_changed';

/** Remembers, across the navigation, that the shopper just switched to `language`. */
export function markLanguageChanged(language: Language): void {
  try {
    window.sessionStorage.setItem(KEY, language);
  } catch {
    // storage unavailable: the change still happens, only the confirmation toast is lost
  }
}

/** True once, on the first page shown in the language the shopper switched to. */
export function takeLanguageChanged(current: string): boolean {
  try {
    const pending = window.sessionStorage.getItem(KEY);
    if (pending === null) return false;
    window.sessionStorage.removeItem(KEY);
    return pending === current;
  } catch {
    return false;
  }
}
