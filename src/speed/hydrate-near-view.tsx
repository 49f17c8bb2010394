import { QueryObserver, useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

let pageHydrated = false;

/** Marks the first render of the page as committed: parts mounted after it render at once. */
export function usePageHydrated(): void {
  useEffect(() => {
    pageHydrated = true;
  }, []);
}

/** How far ahead of the viewport a part wakes up: a screen's height, so scrolling never finds it asleep. */
const AHEAD = '100% 0px';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** The position of the focusable element holding `target` among the part's focusable elements, or -1. */
function focusIndex(container: HTMLElement, target: EventTarget | null): number {
  const element = target instanceof Element ? target.closest(FOCUSABLE) : null;
  return element ? Array.from(container.querySelectorAll(FOCUSABLE)).indexOf(element) : -1;
}

const focusableAt = (container: HTMLElement, index: number) => container.querySelectorAll<HTMLElement>(FOCUSABLE)[index];

/** `SOUK_HYDRATE_NEAR_VIEW=0` (carried by `<html data-souk-near-view="off">`): blocks hydrate with the page. */
const switchedOff = () => typeof document !== 'undefined' && document.documentElement.dataset.soukNearView === 'off';

/** A click the browser answers itself on a link: a new tab or window (modifier keys, another button). */
function opensElsewhere(event: MouseEvent): boolean {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return link !== null && (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
}

/**
 * While a block sleeps, nothing observes the page data its server HTML was rendered from, so
 * the query cache would collect it after its `gcTime`; a block woken later would then render
 * empty while it refetched. A disabled observer on each query the page arrived with keeps that
 * data until the block renders (and observes what it needs itself).
 */
function useKeepPageData(asleep: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!asleep) return;
    const unsubscribe = client
      .getQueryCache()
      .getAll()
      .map((query) => new QueryObserver(client, { queryKey: query.queryKey, enabled: false }).subscribe(() => undefined));
    return () => unsubscribe.forEach((stop) => stop());
  }, [asleep, client]);
}

/**
 * A part of a server-rendered page that is hydrated only when it nears the viewport, or when
 * the shopper reaches it first. Until then its server HTML stays as it is (readable, its links
 * working as plain links, scrollable) and costs the first load no rendering: a long module
 * home hydrates its first screen only. When it wakes, React renders the part afresh in its
 * place (the same markup). Keyboard focus that wakes it returns to the element it had reached,
 * and a tap that wakes it (or lands while it wakes) is passed on to the element tapped.
 *
 * Parts mounted after the page has hydrated (a client-side navigation) render at once.
 */
export function HydrateNearView({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(() => typeof window === 'undefined' || pageHydrated || switchedOff());
  const rendered = useRef(live); // whether the committed markup is React's own
  const pending = useRef<{ index: number; click: boolean } | null>(null);
  useKeepPageData(!live);

  useLayoutEffect(() => {
    rendered.current = live;
    const node = ref.current;
    const wanted = pending.current;
    if (!live || !node || !wanted) return;
    pending.current = null;
    const target = focusableAt(node, wanted.index);
    target?.focus();
    if (wanted.click) target?.click();
  }, [live]);

  useEffect(() => {
    const node = ref.current;
    if (live || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setLive(true));
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [live]);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    let pressed = -1; // the element a press began on, until its click
    const wake = (index: number, click: boolean) => {
      pending.current = { index, click };
      flushSync(() => setLive(true));
    };
    const onPointerDown = (event: PointerEvent) => {
      pressed = rendered.current || opensElsewhere(event) ? -1 : focusIndex(node, event.target);
    };
    const onPressEnd = () => window.setTimeout(() => (pressed = -1), 0);
    const onFocusIn = (event: FocusEvent) => {
      // focus from a press is left to the press's click
      if (rendered.current || pressed >= 0) return;
      wake(focusIndex(node, event.target), false);
    };
    const onClick = (event: MouseEvent) => {
      const started = pressed;
      pressed = -1;
      if (rendered.current) {
        // the element pressed was replaced before the press ended: the click went to the part itself
        if (event.target === node && started >= 0) focusableAt(node, started)?.click();
        return;
      }
      const index = focusIndex(node, event.target);
      // a link opened in a new tab or window is the browser's; the block wakes when reached
      if (index < 0 || opensElsewhere(event)) return;
      event.preventDefault();
      event.stopPropagation();
      wake(index, true);
    };
    node.addEventListener('pointerdown', onPointerDown, true);
    node.addEventListener('pointerup', onPressEnd, true);
    node.addEventListener('pointercancel', onPressEnd, true);
    node.addEventListener('focusin', onFocusIn);
    node.addEventListener('click', onClick, true);
    return () => {
      node.removeEventListener('pointerdown', onPointerDown, true);
      node.removeEventListener('pointerup', onPressEnd, true);
      node.removeEventListener('pointercancel', onPressEnd, true);
      node.removeEventListener('focusin', onFocusIn);
      node.removeEventListener('click', onClick, true);
    };
  }, []);

  if (live) return <div ref={ref}>{children}</div>;
  // keeps the server's markup untouched while the rest of the page hydrates
  return <div ref={ref} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
