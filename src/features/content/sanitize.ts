import sanitizeHtml from 'sanitize-html';

/**
 * What a policy page may contain: text structure, lists, tables, quotes, links and images.
 * No scripts, styles, forms, frames or event handlers; links only to http(s), mailto and tel;
 * external links open in a new tab without handing over the opener.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'q', 'cite', 'code', 'pre', 'a', 'img', 'figure', 'figcaption',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'span', 'div', 'section', 'address',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // the page's own title is its only h1
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : { ...attribs, target: '', rel: '' },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/** Sanitises a policy page's HTML on the server, before it is rendered. */
export function sanitizePolicyHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
    .replace(/\s(target|rel)=""/g, '')
    .trim();
}

function plain(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Drops a leading heading that only repeats the page title (the page already shows it as h1). */
export function withoutRepeatedTitle(html: string, title: string): string {
  const match = /^\s*<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/i.exec(html);
  if (match && plain(match[1] ?? '') === plain(title)) return html.slice(match[0].length).trim();
  return html;
}
