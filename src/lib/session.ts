/**
 * The shopper's session as first-party cookies, so the server renders what the browser
 * will render. The auth token is never here: it lives in an httpOnly cookie that only the
 * gateway reads (see src/gateway). `signedIn` comes from a readable flag cookie set beside it.
 */
export const COOKIE = {
  zone: 'souk_zone',
  module: 'souk_module',
  location: 'souk_location',
  guest: 'souk_guest',
  language: 'souk_lang',
  theme: 'souk_theme',
  token: 'souk_token',
  signedIn: 'souk_auth',
} as const;

/** One year, for preferences the shopper chose. */
export const PREFERENCE_MAX_AGE = 60 * 60 * 24 * 365;

export type Language = 'en' | 'ar';
export type ThemeMode = 'light' | 'dark';

export interface DeliveryLocation {
  lat: number;
  lng: number;
  address: string;
}

export interface Session {
  zoneIds: number[] | null;
  moduleId: number | null;
  location: DeliveryLocation | null;
  guestId: string | null;
  language: Language;
  theme: ThemeMode;
  signedIn: boolean;
}

/** Right-to-left languages, as the spec lists them (02 section 5, language change). */
export const RTL_LANGUAGES = ['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yl'] as const;

/** The country stored with each language (the market's locales, en_US and ar_AE). */
export const COUNTRY_OF_LANGUAGE: Record<Language, string> = { en: 'US', ar: 'AE' };

export function directionOf(language: string): 'ltr' | 'rtl' {
  return (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';
}

function safeJson(value: string | undefined): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

export function parseZoneIds(value: string | undefined): number[] | null {
  const parsed = safeJson(value);
  if (!Array.isArray(parsed) || parsed.length === 0) return null;
  // ids fit PostgreSQL's integer, the type of every id column
  const ids = parsed.filter((v): v is number => Number.isInteger(v) && (v as number) > 0 && (v as number) <= 2_147_483_647);
  return ids.length === parsed.length ? ids : null;
}

export function parseModuleId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

function isFiniteNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

export function parseLocation(value: string | undefined): DeliveryLocation | null {
  const parsed = safeJson(value);
  if (!parsed || typeof parsed !== 'object') return null;
  const { lat, lng, address } = parsed as Record<string, unknown>;
  if (!isFiniteNumber(lat) || !isFiniteNumber(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng, address: typeof address === 'string' ? address.slice(0, 300) : '' };
}

export function parseGuestId(value: string | undefined): string | null {
  return value && /^[A-Za-z0-9-]{1,64}$/.test(value) ? value : null;
}

export function parseLanguage(value: string | undefined): Language {
  return value === 'ar' ? 'ar' : 'en';
}

export function parseTheme(value: string | undefined): ThemeMode {
  return value === 'dark' ? 'dark' : 'light';
}

/** Reads a session from parsed cookies. `language` is the page's locale when known (URL wins). */
export function sessionFromCookies(cookies: Partial<Record<string, string>>, locale?: string): Session {
  return {
    zoneIds: parseZoneIds(cookies[COOKIE.zone]),
    moduleId: parseModuleId(cookies[COOKIE.module]),
    location: parseLocation(cookies[COOKIE.location]),
    guestId: parseGuestId(cookies[COOKIE.guest]),
    language: parseLanguage(locale ?? cookies[COOKIE.language]),
    theme: parseTheme(cookies[COOKIE.theme]),
    signedIn: Boolean(cookies[COOKIE.token]) || cookies[COOKIE.signedIn] === '1',
  };
}

export const EMPTY_SESSION: Session = {
  zoneIds: null,
  moduleId: null,
  location: null,
  guestId: null,
  language: 'en',
  theme: 'light',
  signedIn: false,
};
