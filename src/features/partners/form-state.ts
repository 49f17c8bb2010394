/**
 * A registration's answer before JavaScript: the form posts to /api/partner-registration, which
 * keeps what was typed (never a password or a file) and the refusal in a short-lived httpOnly
 * cookie and sends the browser back to the form, which shows them.
 */
export const PARTNER_FORM_COOKIE = 'souk_partner_form';
export const PARTNER_FORM_MAX_AGE = 10 * 60;

export type PartnerKind = 'store' | 'rider';

export interface FieldError {
  code: string;
  message: string;
}

export interface PartnerFormState {
  kind: PartnerKind;
  values: Record<string, string>;
  errors: FieldError[];
}

const SECRET = /password/;

export function encodeFormState(state: PartnerFormState): string {
  const values = Object.fromEntries(Object.entries(state.values).filter(([k]) => !SECRET.test(k)).map(([k, v]) => [k.slice(0, 40), v.slice(0, 200)]));
  return Buffer.from(JSON.stringify({ ...state, values, errors: state.errors.slice(0, 12) }), 'utf8').toString('base64url');
}

/** The cookie's state for this form, or null when it is missing, not ours or another form's. */
export function decodeFormState(raw: string | undefined, kind: PartnerKind): PartnerFormState | null {
  if (!raw || raw.length > 3800) return null;
  try {
    const v = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<PartnerFormState> | null;
    if (!v || v.kind !== kind || typeof v.values !== 'object' || !v.values || !Array.isArray(v.errors)) return null;
    const values = Object.fromEntries(Object.entries(v.values).filter(([k, x]) => typeof x === 'string' && !SECRET.test(k)).map(([k, x]) => [k, String(x).slice(0, 200)]));
    const errors = v.errors.filter((e): e is FieldError => typeof e?.code === 'string' && typeof e?.message === 'string').map((e) => ({ code: e.code.slice(0, 40), message: e.message.slice(0, 300) }));
    return { kind, values, errors };
  } catch {
    return null;
  }
}

/**
 * A refusal's errors sorted for the form: the text fields' and the files' messages (formik's errors
 * and the file errors), and the first error that belongs to neither (shown above the form).
 */
export function splitServerErrors<T extends string, F extends string>(
  errors: FieldError[],
  text: readonly T[],
  files: readonly F[],
): { text: Partial<Record<T, string>>; files: Partial<Record<F, string>>; other: FieldError | undefined; byField: Record<string, string> } {
  const byField = errorsByField(errors);
  const pick = <K extends string>(fields: readonly K[]) => Object.fromEntries(fields.filter((f) => byField[f]).map((f) => [f, byField[f]])) as Partial<Record<K, string>>;
  const known = new Set<string>([...text, ...files]);
  return { text: pick(text), files: pick(files), other: errors.find((e) => !known.has(e.code.replace(/\[\]$/, ''))), byField };
}

/** The errors by field (the first message of each), `identity_image[]` as `identity_image`. */
export function errorsByField(errors: FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const field = e.code.replace(/\[\]$/, '');
    out[field] ??= e.message;
  }
  return out;
}
