import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { ApiScope } from '@/api/http';
import { estimateStyle } from '@/components/Section';
import type { SectionProps } from './sections';
import { laterBlockHeight, type SectionId } from './sections';
import css from './home.module.css';

/** How far below the screen a block starts on its way: a little ahead of the shopper's scrolling. */
const AHEAD = '0px 0px 200px 0px';

/**
 * The later blocks drawn in this visit, by block, scope and sign-in: coming back to the home
 * (Back from a store or an item's page) draws them at once, from the query cache, at their own
 * height rather than a placeholder's, so the scroll position Next restores shows the same place.
 */
const drawnBlocks = new Map<string, ComponentType<SectionProps>>();

/** A later block's code (./LaterSections) and what it asks the API (./section-data): neither is in the home's first load. */
async function arrive(id: SectionId, client: QueryClient, scope: ApiScope, signedIn: boolean): Promise<ComponentType<SectionProps> | null> {
  const [later, data] = await Promise.all([import('./LaterSections'), import('./section-data')]);
  await data.prefetchSection(id, client, scope, signedIn);
  return later.laterSection(id);
}

/**
 * A home block below the first screen: neither rendered on the server nor in the page's data
 * (the home's HTML stays light, issue 37), nor its code in the page's first load. Until the
 * shopper nears it, a placeholder holds about the block's height (laterBlockHeight); then its
 * code and its data are fetched and the block is drawn at once, whole (a block with no data is
 * left out, as on the server). Both are kept for the next visit, so coming back to the home
 * draws it at once, without asking again. If the code cannot be fetched (offline), the placeholder
 * stays. The page's first render (hydration) never has a drawn block: the server sent placeholders.
 */
export function LaterBlock({ id, props }: { id: SectionId; props: SectionProps }) {
  const client = useQueryClient();
  const slot = useRef<HTMLDivElement>(null);
  const { scope, signedIn } = props;
  const key = JSON.stringify([id, scope, signedIn]);
  const [Block, setBlock] = useState<ComponentType<SectionProps> | null>(() => drawnBlocks.get(key) ?? null);
  useEffect(() => {
    // drawn already: the placeholder, and with it the element watched, is gone
    const element = slot.current;
    if (!element) return;
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        arrive(id, client, scope, signedIn).then(
          (drawn) => {
            if (!drawn) return;
            drawnBlocks.set(key, drawn);
            if (live) setBlock(() => drawn);
          },
          () => undefined,
        );
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [client, id, key, scope, signedIn]);
  return Block ? <Block {...props} /> : <div ref={slot} className={css.laterSlot} style={estimateStyle(laterBlockHeight(id))} aria-hidden="true" data-block={id} />;
}
