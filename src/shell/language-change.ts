import type { Language } from '@/lib/session';

const KEY = 'souk_language_changed';
/** A switch that has not landed within this time (a failed navigation) is forgotten. */
const FRESH_MS = 30_000;

/** Whether this document marked a switch (a client-side navigation to the new language follows). */
let markedHere = false;

/**
 * Whether a mark can exist: made by this document, or by the page of this site the shopper came
 * from (a full navigation). A first visit (from a search engine, a link, an address typed) skips
 * sessionStorage altogether: its first read opens the tab's storage, about 15 ms of the main
 * thread on a fast machine, which every page paid while it hydrated.
 */
function mayHaveMark(): boolean {
  if (markedHere) return true;
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Remembers, across the navigation, that the shopper just switched to `language`. */
export function markLanguageChanged(language: Language, now = Date.now()): void {
  markedHere = true;
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
  if (!mayHaveMark()) return false;
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

/** Loads `href` afresh: the page, its translations and its direction all come in the new language. */
export function reloadInto(href: string): void {
  window.location.assign(href);
}

/** This site's path of `path` (a router asPath) in `language`: English unprefixed, Arabic under /ar. */
export function localizedPath(path: string, language: Language): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (language === 'en') return clean;
  return clean === '/' ? '/ar' : clean.startsWith('/?') || clean.startsWith('/#') ? `/ar${clean.slice(1)}` : `/ar${clean}`;
}
