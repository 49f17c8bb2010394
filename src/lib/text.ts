/** Text helpers for what a shopper reads and what a crawler indexes. */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Plain text from a small HTML fragment (descriptions may carry markup). */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface Truncated {
  text: string;
  truncated: boolean;
}

/**
 * Cuts text to at most `max` characters (the ellipsis included), at a word boundary when
 * one is near, so a sentence never ends in half a word.
 */
export function truncate(text: string | null | undefined, max: number): Truncated {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  if (chars.length <= max) return { text: clean, truncated: false };
  const room = Math.max(1, max - 1);
  let cut = chars.slice(0, room).join('');
  const space = cut.lastIndexOf(' ');
  if (space >= room * 0.6) cut = cut.slice(0, space);
  return { text: `${cut.replace(/[\s,.;:!?،-]+$/u, '')}…`, truncated: true };
}

/** A meta description: plain text, at most 160 characters, cut at a word. */
export function metaDescription(text: string | null | undefined, max = 160): string {
  return truncate(stripHtml(text), max).text;
}

/**
 * JSON for an inline `<script>`: `<`, `>`, `&` and the line separators are escaped, so a
 * `</script>` inside a value cannot end the script.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
