import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useConfig } from '@/api/config';
import { useApiScope } from '@/lib/session-context';
import { countryOfTyped, countryOptions, dialOf, flagOf, joinPhone, looksLikePhoneInput, pickerCountry, splitPhone, type CountryCode } from '@/lib/phone';

export type PhoneFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue'> & {
  /** What the form holds: the international number (or, for email-or-phone, an e-mail as typed). */
  value: string;
  onValueChange: (value: string) => void;
  /** The picker's accessible name in the page's language. */
  countryLabel: string;
  /** 'email-or-phone': the picker shows only while the value looks like a phone number. */
  mode?: 'phone' | 'email-or-phone';
};

/**
 * A phone input with a country picker: the country's flag and calling code before the number
 * (a native select over them, so phones show their own list and keyboards can search it),
 * the number as the shopper types it, and the form holding the international number. With the
 * picker off it is a plain input that holds what was typed. Part of the sign-in, sign-up and
 * address dialogs only, so it loads with them.
 */
export function PhoneField(props: PhoneFieldProps) {
  const { lang } = useApiScope();
  const fallback = pickerCountry(useConfig().data);
  // a change of the config's switch or country starts the field afresh
  return <PhoneInput key={fallback ?? 'off'} {...props} fallback={fallback} lang={lang} />;
}

const noSubscription = () => () => undefined;

function PhoneInput({ value, onValueChange, fallback, countryLabel, lang, mode = 'phone', slotProps, ...field }: PhoneFieldProps & { fallback: CountryCode | null; lang: string }) {
  const [country, setCountry] = useState<CountryCode | null>(() => (fallback ? splitPhone(value, fallback).country : null));
  const [text, setText] = useState(() => (fallback ? splitPhone(value, fallback).national : value));
  const [synced, setSynced] = useState(value);
  // country names come from the browser's Intl data, which may word a few differently from the
  // server's: a server-rendered field lists only its country until it has hydrated
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const options = useMemo(() => (fallback && hydrated ? countryOptions(lang) : null), [fallback, hydrated, lang]);
  const current = country ?? fallback;
  // the form changed the value itself (Reset, a remembered sign-in): show it again
  if (value !== synced) {
    setSynced(value);
    if (current) {
      const split = splitPhone(value, current);
      setCountry(split.country);
      setText(split.national);
    } else setText(value);
  }
  const phoneLike = mode === 'phone' || looksLikePhoneInput(text);
  const emit = (next: string, chosen: CountryCode | null) => {
    const out = chosen && phoneLike && (mode === 'phone' || looksLikePhoneInput(next)) ? joinPhone(chosen, next) : next;
    setSynced(out);
    onValueChange(out);
  };
  const onText = (next: string) => {
    setText(next);
    const typedCountry = countryOfTyped(next);
    const chosen = typedCountry ?? current;
    if (typedCountry) setCountry(typedCountry);
    const out = chosen && (mode === 'phone' || looksLikePhoneInput(next)) ? joinPhone(chosen, next) : next;
    setSynced(out);
    onValueChange(out);
  };
  const onCountry = (next: CountryCode) => {
    setCountry(next);
    // a number typed with another country's code keeps its own digits under the new country
    const national = text.trim().startsWith('+') ? splitPhone(`+${text.replace(/\D/g, '')}`, next).national : text;
    setText(national);
    emit(national, next);
  };
  const showPicker = Boolean(current) && phoneLike;
  const picker =
    showPicker && current ? (
      <InputAdornment position="start">
        <span style={{ position: 'relative', display: 'inline-flex', alignItems: 'center', gap: 4, paddingInlineEnd: 4, whiteSpace: 'nowrap' }}>
          <span aria-hidden="true">
            {flagOf(current)} +{dialOf(current)} ▾
          </span>
          <select
            aria-label={countryLabel}
            disabled={field.disabled}
            value={current}
            onChange={(e) => onCountry(e.target.value as CountryCode)}
            style={{ position: 'absolute', inset: 0, width: '100%', opacity: 0, cursor: 'pointer', fontSize: 16 }}
          >
            {options ? (
              options.map((o) => (
                <option key={o.code} value={o.code}>
                  {o.name} (+{o.dial})
                </option>
              ))
            ) : (
              <option value={current}>+{dialOf(current)}</option>
            )}
          </select>
        </span>
      </InputAdornment>
    ) : null;
  const input = (slotProps?.input ?? {}) as Record<string, unknown>;
  const htmlInput = (slotProps?.htmlInput ?? {}) as Record<string, unknown>;
  return (
    <TextField
      {...field}
      type={mode === 'phone' ? 'tel' : 'text'}
      value={text}
      onChange={(e) => onText(e.target.value)}
      slotProps={{
        ...slotProps,
        input: { ...input, startAdornment: picker },
        htmlInput: { ...htmlInput, inputMode: phoneLike ? 'tel' : 'email', dir: phoneLike ? 'ltr' : undefined },
      }}
    />
  );
}
