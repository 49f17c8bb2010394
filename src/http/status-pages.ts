import { createRequire } from 'node:module';

const { i18n } = createRequire(__filename)('../../next-i18next.config.js') as { i18n: { locales: string[] } };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ERROR_PAGE = new RegExp(`^(/(?:${i18n.locales.map(escape).join('|')}))?/500/?$`);

/**
 * The request target to hand Next for `url`. Next's 500 page is for errors; requested by its
 * own path (`/500`, `/ar/500`) Next would answer it with status 500. Here it is an unknown page
 * like any other: the 404 page of the same language, with status 404. Done in front of Next,
 * not with a rewrite in next.config.js, which would add the rewrite matcher to every page's
 * first-load JavaScript. Any other target is returned unchanged.
 */
export function notAnErrorPagePath(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const match = ERROR_PAGE.exec(path);
  if (!match) return url;
  return `${match[1] ?? ''}/404${q < 0 ? '' : url.slice(q)}`;
}
