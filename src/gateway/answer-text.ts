/**
 * An answer's JSON text. Some answers hold one list under two keys (items/search answers
 * `products` and, for the clients that read it so, the same list as `items`): that list is
 * serialized once and written twice. The text is JSON.stringify's, byte for byte.
 */
export function answerText(body: unknown): string {
  if (!body || typeof body !== 'object' || Array.isArray(body) || 'toJSON' in body) return JSON.stringify(body ?? {});
  const entries = Object.entries(body);
  const held = new Set<unknown>();
  let twice = false;
  for (const [, value] of entries) {
    if (value === null || typeof value !== 'object') continue;
    if (held.has(value)) twice = true;
    held.add(value);
  }
  if (!twice) return JSON.stringify(body);
  const texts = new Map<unknown, string | undefined>();
  const parts: string[] = [];
  for (const [key, value] of entries) {
    let text: string | undefined;
    if (value !== null && typeof value === 'object') {
      text = texts.has(value) ? texts.get(value) : JSON.stringify(value);
      texts.set(value, text);
    } else {
      // undefined, a function or a symbol is left out, as JSON.stringify leaves it out
      text = JSON.stringify(value) as string | undefined;
    }
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}
