/**
 * The key of one shopper action (an Idempotency-Key): the server answers a write sent again with
 * the same key with the first answer, writing nothing more. A form carries it as the hidden field
 * `idempotency_key`, so a double submit or a back-and-resubmit writes once; a new key is made only
 * when the shopper acts again (after an answered refusal, the next submit is a new action).
 */
export const ACTION_KEY_FIELD = 'idempotency_key';

/** A fresh key: unguessable, since an anonymous call is named by its key alone. */
export function newActionKey(): string {
  // randomUUID needs a secure context (HTTPS or localhost); getRandomValues does not
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A key as a form posted it: visible ASCII of a sane length, else none. */
export function postedActionKey(value: unknown): string | null {
  return typeof value === 'string' && /^[\x21-\x7e]{8,100}$/.test(value) ? value : null;
}

/** The key of one call of a form's action that makes several (`<key>:guest`, `<key>:add`…): each is its own call. */
export function partKey(key: string, part: string): string {
  return `${key}:${part}`.slice(0, 255);
}

/** The form's next action is a new one: its hidden key is renewed (after an answered refusal). */
export function renewFormKey(form: HTMLFormElement): void {
  const field = form.elements.namedItem(ACTION_KEY_FIELD);
  if (field instanceof HTMLInputElement) field.value = newActionKey();
}
