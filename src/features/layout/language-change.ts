import type { Language } from '@/lib/session';

const KEY = 'souk_language_changed';
/** A switch that has not landed within this time (a failed navigation) is forgotten. */
const FRESH_MS = 30_000;

/** Remembers, across the navigation, that the shopper just switched to `language`. */
export function markLanguageChanged(language: Language, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(KEY, `${language}:${now}`);
  } catch {
    // storage unavailable: the change still happens, only the confirmation toast is lost
  }
}

/**
 * True once, on the first render in the language the shopper switched to. Renders still in
 * the old language (while the navigation is under way) leave the mark for the new page.
 */
export function takeLanguageChanged(current: string, now = Date.now()): boolean {
  try {
    const mark = window.sessionStorage.getItem(KEY);
    if (mark === null) return false;
    const [language, at] = mark.split(':');
    const fresh = now - Number(at) <= FRESH_MS;
    if (language !== current && fresh) return false;
    window.sessionStorage.removeItem(KEY);
    return language === current && fresh;
  } catch {
    return false;
  }
}
