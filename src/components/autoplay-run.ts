/** The carousels' autoplay, loaded once a carousel that moves has been drawn (see autoplay.ts). */
/** Banner, ad and offer carousels move on every 4 s (spec 02 section 9: banner autoplay 4000 ms, ad and offer autoplay 4 s). */
export const AUTOPLAY_MS = 4000;
/** How long one slide's move takes (spec 02 section 9: speed 800 ms). */
export const SLIDE_SPEED_MS = 800;

/** Where a slide's move stands `elapsed` ms after it started: eased, and at `to` once SLIDE_SPEED_MS have passed. */
export function slidePosition(from: number, to: number, elapsed: number): number {
  const t = Math.min(1, Math.max(0, elapsed / SLIDE_SPEED_MS));
  const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
  return from + (to - from) * eased;
}

/** Moves the list to `left` over SLIDE_SPEED_MS, snapping off while it moves (a snap would cut the move short). */
function glide(el: HTMLElement, left: number): void {
  const from = el.scrollLeft;
  const start = performance.now();
  el.style.scrollSnapType = 'none';
  el.style.scrollBehavior = 'auto';
  const frame = (now: number) => {
    el.scrollLeft = slidePosition(from, left, now - start);
    if (now - start < SLIDE_SPEED_MS) {
      requestAnimationFrame(frame);
      return;
    }
    el.style.scrollSnapType = '';
    el.style.scrollBehavior = '';
  };
  requestAnimationFrame(frame);
}

/**
 * Moves a scrolling list on by one item every AUTOPLAY_MS, back to the start after the last: not
 * while the pointer or a finger is on it or it has the focus, nor while the tab is hidden or `busy`
 * says so (a video playing). Answers what stops it.
 */
export function startAutoplay(el: HTMLElement, busy?: (el: HTMLElement) => boolean): () => void {
  let held = false;
  const hold = () => (held = true);
  const release = () => (held = false);
  const events: [string, () => void][] = [
    ['pointerenter', hold],
    ['pointerleave', release],
    ['touchstart', hold],
    ['touchend', release],
    ['focusin', hold],
    ['focusout', release],
  ];
  for (const [name, fn] of events) el.addEventListener(name, fn, { passive: true });
  const timer = window.setInterval(() => {
    if (held || document.hidden || busy?.(el)) return;
    const first = el.firstElementChild as HTMLElement | null;
    const step = (first?.offsetWidth ?? el.clientWidth) + (parseFloat(getComputedStyle(el).columnGap) || 0);
    const rtl = getComputedStyle(el).direction === 'rtl';
    const atEnd = Math.abs(el.scrollLeft) + el.clientWidth >= el.scrollWidth - 4;
    glide(el, atEnd ? 0 : el.scrollLeft + (rtl ? -step : step));
  }, AUTOPLAY_MS);
  return () => {
    window.clearInterval(timer);
    for (const [name, fn] of events) el.removeEventListener(name, fn);
  };
}
