import { COOKIE, COUNTRY_OF_LANGUAGE, directionOf, PREFERENCE_MAX_AGE, type DeliveryLocation, type Language, type ThemeMode } from '@/lib/session';

/** Writes a first-party cookie the server reads on the next request. */
export function writeCookie(name: string, value: string, maxAge = PREFERENCE_MAX_AGE): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** The cookies of a cookie string, name to value (decoded where it is percent-encoding). */
function cookiesIn(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of source.split(/;\s*/)) {
    const at = entry.indexOf('=');
    if (at <= 0) continue;
    const name = entry.slice(0, at);
    if (found.has(name)) continue; // the browser lists the most specific path first
    const value = entry.slice(at + 1);
    try {
      found.set(name, decodeURIComponent(value));
    } catch {
      // not written by the storefront (a stray %): the server's parser keeps such a value as it is
      found.set(name, value);
    }
  }
  return found;
}

/** A first-party cookie's value in this browser (or in the cookie string given), or null. */
export function readCookie(name: string, source: string = document.cookie): string | null {
  return cookiesIn(source).get(name) ?? null;
}

/**
 * The storefront's own cookies (COOKIE) in this browser's cookie string, named as the server
 * reads them (sessionFromCookies). The browser reads only these, so it ships no cookie parser.
 */
export function ownCookies(source: string = document.cookie): Partial<Record<string, string>> {
  const all = cookiesIn(source);
  const found: Partial<Record<string, string>> = {};
  for (const name of Object.values(COOKIE)) {
    const value = all.get(name);
    if (value !== undefined) found[name] = value;
  }
  return found;
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', 0);
}

function mirror(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage can be unavailable (private mode); the cookie is the source of truth
  }
}

/** The spec's browser-stored keys are kept in step with the cookies. */
export function saveZoneIds(zoneIds: number[]): void {
  writeCookie(COOKIE.zone, JSON.stringify(zoneIds));
  mirror('zoneid', JSON.stringify(zoneIds));
}

export function saveModule(moduleId: number, module?: unknown): void {
  writeCookie(COOKIE.module, String(moduleId));
  mirror('module', JSON.stringify(module ?? { id: moduleId }));
}

export function saveLocation(location: DeliveryLocation): void {
  writeCookie(COOKIE.location, JSON.stringify(location));
  mirror('location', location.address);
  mirror('currentLatLng', JSON.stringify({ lat: location.lat, lng: location.lng }));
}

export function saveGuestId(guestId: string): void {
  writeCookie(COOKIE.guest, guestId);
  mirror('guest_id', guestId);
}

/** The spec's `settings` entry: the direction the page reads in (with its language) and the theme, as the cookies now hold them. */
export const SETTINGS_KEY = 'settings';

function saveSettings(): void {
  mirror(SETTINGS_KEY, JSON.stringify({ direction: directionOf(readCookie(COOKIE.language) ?? 'en'), theme: readCookie(COOKIE.theme) ?? 'light' }));
}

/** The language and its country, and the direction it reads in (spec 02: a language change stores them). */
export function saveLanguage(language: Language): void {
  writeCookie(COOKIE.language, language);
  mirror('language-setting', language);
  mirror('country', COUNTRY_OF_LANGUAGE[language]);
  saveSettings();
}

/** The theme, in its cookie and in `settings` (spec 02: the theme is saved in settings). */
export function saveTheme(theme: ThemeMode): void {
  writeCookie(COOKIE.theme, theme);
  saveSettings();
}
