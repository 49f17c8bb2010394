/**
 * The phone fields' country picker (01-foundations.md section 9: the picker can be switched off
 * by configuration; its default country is config.country). A field shows a country and the
 * number as the shopper types it, and holds the international number (+ calling code, digits)
 * that the forms validate and send. Calling codes and number rules come from libphonenumber-js.
 */
import { getCountries, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

export type { CountryCode };

export interface CountryOption {
  code: CountryCode;
  name: string;
  dial: string;
}

/** The picker's country from the config, or null when the picker is off (or the country unknown). */
export function pickerCountry(config: { country?: string; country_picker_status?: number } | undefined): CountryCode | null {
  if (!config || config.country_picker_status !== 1) return null;
  const code = (config.country ?? '').trim().toUpperCase();
  return isSupportedCountry(code) ? code : null;
}

/** The flag of a country, drawn from its two regional-indicator letters. */
export function flagOf(code: string): string {
  return [...code.toUpperCase()].map((c) => String.fromCodePoint(0x1f1e6 + c.charCodeAt(0) - 65)).join('');
}

export function dialOf(code: CountryCode): string {
  return getCountryCallingCode(code);
}

const lists = new Map<string, CountryOption[]>();

/** Every country with its calling code, named and sorted in the shopper's language. */
export function countryOptions(lang: string): CountryOption[] {
  const known = lists.get(lang);
  if (known) return known;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang], { type: 'region' });
  } catch {
    names = null;
  }
  const list = getCountries()
    .map((code) => ({ code, name: names?.of(code) ?? code, dial: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
  lists.set(lang, list);
  return list;
}

/** Only what can be part of a phone number as people type it: digits, a leading plus, spaces, dashes, brackets. */
export function looksLikePhoneInput(text: string): boolean {
  return /^\s*\+?[\d\s()-]*\d[\d\s()-]*$/.test(text);
}

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * The international number for what was typed beside a country: a number typed with its own
 * plus stays as typed (compacted); otherwise the country's code goes before it, and a national
 * trunk prefix (the 0 of 050…) is dropped. Empty stays empty, so "required" still speaks.
 */
export function joinPhone(country: CountryCode, typed: string): string {
  const trimmed = typed.trim();
  if (trimmed.startsWith('+')) return `+${digitsOf(trimmed)}`;
  const digits = digitsOf(trimmed);
  if (!digits) return '';
  const parsed = parsePhoneNumberFromString(digits, country);
  if (parsed?.isPossible()) return parsed.number;
  return `+${getCountryCallingCode(country)}${digits.replace(/^0+/, '')}`;
}

/** An international number back into a country and the national number (the fallback country for anything else). */
export function splitPhone(value: string, fallback: CountryCode): { country: CountryCode; national: string } {
  const trimmed = value.trim();
  if (!trimmed.startsWith('+')) return { country: fallback, national: trimmed };
  const parsed = parsePhoneNumberFromString(trimmed);
  if (!parsed) return { country: fallback, national: trimmed };
  const code = parsed.countryCallingCode;
  const country = parsed.country ?? (getCountryCallingCode(fallback) === code ? fallback : getCountries().find((c) => getCountryCallingCode(c) === code) ?? fallback);
  return { country, national: parsed.nationalNumber };
}

/** The country a number typed with its plus belongs to, when it can be told yet. */
export function countryOfTyped(typed: string): CountryCode | null {
  const trimmed = typed.trim();
  if (!trimmed.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(`+${digitsOf(trimmed)}`);
  return parsed?.country ?? null;
}
