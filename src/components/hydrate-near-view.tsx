import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

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

function focusIndex(container: HTMLElement, target: EventTarget | null): number {
  return Array.from(container.querySelectorAll(FOCUSABLE)).findIndex((element) => element === target);
}

/**
 * A part of a server-rendered page that is hydrated only when it nears the viewport, or when
 * keyboard focus enters it. Until then its server HTML stays as it is (readable, its links
 * working as plain links, scrollable) and costs the first load no rendering: a long module
 * home hydrates its first screen only. When it wakes, React renders the part afresh in its
 * place (the same markup), and focus returns to the element the shopper had reached.
 *
 * Parts mounted after the page has hydrated (a client-side navigation) render at once.
 */
export function HydrateNearView({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(() => typeof window === 'undefined' || pageHydrated);
  const focused = useRef(-1);

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
    const onFocus = (event: FocusEvent) => {
      focused.current = focusIndex(node, event.target);
      setLive(true);
    };
    node.addEventListener('focusin', onFocus);
    return () => {
      observer.disconnect();
      node.removeEventListener('focusin', onFocus);
    };
  }, [live]);

  useLayoutEffect(() => {
    if (!live || focused.current < 0 || !ref.current) return;
    const target = ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)[focused.current];
    focused.current = -1;
    target?.focus();
  }, [live]);

  if (live) return <div ref={ref}>{children}</div>;
  // keeps the server's markup untouched while the rest of the page hydrates
  return <div ref={ref} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
