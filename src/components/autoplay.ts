import { useEffect, type RefObject } from 'react';

/**
 * Banner, ad and offer carousels move on by themselves (spec 02 section 9: every 4 s, each move in
 * 800 ms; autoplay-run.ts), never for a shopper who asked for reduced motion. The moving code
 * loads once such a carousel has been drawn: the first move is 4 s away, and no page's first load
 * carries it. `on` is false for lists that do not move (or have one item).
 */
export function useAutoplay(list: RefObject<HTMLElement | null>, on: boolean, busy?: (el: HTMLElement) => boolean): void {
  useEffect(() => {
    const el = list.current;
    if (!el || !on || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let stop: (() => void) | null = null;
    let gone = false;
    void import('./autoplay-run').then(({ startAutoplay }) => {
      if (!gone) stop = startAutoplay(el, busy);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [list, on, busy]);
}
