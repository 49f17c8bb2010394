import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ApiScope } from '@/api/http';
import { estimateStyle } from '@/components/Section';
import { prefetchSection } from './section-data';
import { laterBlockHeight, type SectionId } from './sections';
import css from './home.module.css';

/** How far below the screen a block starts on its way: a little ahead of the shopper's scrolling. */
const AHEAD = '0px 0px 200px 0px';

/**
 * A home block below the first screen: neither rendered on the server nor in the page's data
 * (the home's HTML stays light, issue 37). Until the shopper nears it, a placeholder holds about
 * the block's height (laterBlockHeight); then its data is fetched into the query cache and the block is drawn
 * at once, whole (a block with no data is left out, as on the server). Its data is cached for the
 * next visit, so coming back to the home draws it without asking again.
 */
export function LaterBlock({ id, scope, signedIn, children }: { id: SectionId; scope: ApiScope; signedIn: boolean; children: ReactNode }) {
  const client = useQueryClient();
  const slot = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // drawn already: the placeholder, and with it the element watched, is gone
    const element = slot.current;
    if (!element) return;
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        void prefetchSection(id, client, scope, signedIn).finally(() => {
          if (live) setReady(true);
        });
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [client, id, scope, signedIn]);
  return ready ? <>{children}</> : <div ref={slot} className={css.laterSlot} style={estimateStyle(laterBlockHeight(id))} aria-hidden="true" data-block={id} />;
}
