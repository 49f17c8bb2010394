import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from './theme';

/**
 * One emotion cache per direction. In the browser the cache is created once per page load
 * for the direction of the first page; on the server one per request (see _document).
 * The `prepend` insertion point keeps MUI styles before any page-level CSS.
 */
export function createEmotionCache(direction: Direction): EmotionCache {
  const isBrowser = typeof document !== 'undefined';
  let insertionPoint: HTMLElement | undefined;
  if (isBrowser) {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="emotion-insertion-point"]');
    insertionPoint = meta ?? undefined;
  }
  return direction === 'rtl'
    ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin], insertionPoint })
    : createCache({ key: 'mui', insertionPoint });
}
