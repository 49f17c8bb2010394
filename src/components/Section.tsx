import Link from 'next/link';
import { useContext, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useAutoplay } from './autoplay';
import { clientNavigated } from '@/lib/client-navigation';
import { CatalogueTextProvider } from './catalogue-text';
import css from './catalogue.module.css';
import { FirstScreen } from './first-screen';

/**
 * The height (px) a section below the first screen takes until it is laid out: one figure, or
 * one for phones and one for screens 900 px wide and more. It should not fall short: the
 * content of a section not yet laid out would overflow into the next one, and the page's
 * length would jump as the shopper scrolls.
 */
export type SectionEstimate = number | { narrow: number; wide: number };

/**
 * A section holding one row of item cards: its heading and the tallest card, which is one with a
 * discounted price range (the range and the original range wrap to two lines each: 383 px of
 * card, 439 px of section, measured on the seed at 412 and 1350 px wide).
 */
export const ITEM_ROW_HEIGHT = 440;

/** A section listing reviews: a heading, then a few lines a review. */
export const reviewsHeight = (count: number) => 60 + count * 90;

/** A section whose item cards fill a grid (two columns on phones, four or more on wide screens), with a search or filters above. */
export const itemGridHeight = (count: number): SectionEstimate => ({
  narrow: 220 + Math.ceil(count / 2) * 360,
  wide: 220 + Math.ceil(count / 4) * 360,
});

/** The estimate as the stylesheet reads it (`--later-size`, `--later-size-wide`). */
export function estimateStyle(estimate: SectionEstimate | undefined): CSSProperties | undefined {
  if (estimate === undefined) return undefined;
  const { narrow, wide } = typeof estimate === 'number' ? { narrow: estimate, wide: estimate } : estimate;
  return { '--later-size': `${narrow}px`, '--later-size-wide': `${wide}px` } as CSSProperties;
}

/**
 * A titled block of a page, with an optional 'View all' link. Outside the first screen its
 * layout and paint wait until it nears the viewport (CSS content-visibility), holding the
 * `estimate`d height (360 px unless told), so a long page costs a slow phone only what it shows.
 */
export function Section({
  title,
  id,
  viewAll,
  viewAllLabel,
  estimate,
  children,
}: {
  title: string;
  id?: string;
  viewAll?: string;
  viewAllLabel?: string;
  estimate?: SectionEstimate;
  children: ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  const firstScreen = useContext(FirstScreen);
  // on a page reached by a client-side navigation, laid out at once: Back restores the scroll
  // position in pixels, and estimated heights above it would show the shopper another place
  const [laidOut] = useState(clientNavigated);
  const deferred = !firstScreen && !laidOut;
  return (
    <section
      className={deferred ? `${css.section} ${css.later}` : css.section}
      style={deferred ? estimateStyle(estimate) : undefined}
      aria-labelledby={headingId}
      id={id}
    >
      <div className={css.sectionHead}>
        <h2 className={css.sectionTitle} id={headingId}>
          {title}
        </h2>
        {viewAll && viewAllLabel ? (
          <Link href={viewAll} className={css.sectionLink}>
            {viewAllLabel}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

export interface CarouselProps {
  label: string;
  itemWidth?: number;
  rows?: 1 | 2;
  /** Moves on by itself every 4 s (the ad and offer carousels: useAutoplay); `busy` holds it (a video playing). */
  autoplay?: boolean;
  busy?: (list: HTMLElement) => boolean;
  children: ReactNode;
}

/** A swipeable row on CSS scroll-snap; keyboard users scroll it once focused. */
export function Carousel({ label, itemWidth, rows = 1, autoplay = false, busy, children }: CarouselProps) {
  const list = useRef<HTMLUListElement>(null);
  useAutoplay(list, autoplay, busy);
  const style = itemWidth ? ({ '--carousel-item': `${itemWidth}px` } as CSSProperties) : undefined;
  return (
    <ul ref={list} className={css.carousel} aria-label={label} tabIndex={0} style={style} data-rows={rows === 2 ? '2' : undefined}>
      {children}
    </ul>
  );
}

export function Grid({ label, itemWidth, children }: { label: string; itemWidth?: number; children: ReactNode }) {
  const style = itemWidth ? ({ '--grid-item': `${itemWidth}px` } as CSSProperties) : undefined;
  return (
    <ul className={css.grid} aria-label={label} style={style}>
      {children}
    </ul>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={css.empty} role="status">
      <strong>{title}</strong>
      {children}
    </div>
  );
}

/** Placeholders with the shape of the cards that are on their way. */
export function CardSkeletons({ count, height = 240 }: { count: number; height?: number }) {
  return (
    <ul className={css.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={css.skeleton} style={{ height }} />
      ))}
    </ul>
  );
}

/** The page frame of catalogue pages: width and padding (and the cards' translations, see catalogue-text). */
export function CataloguePage({ children }: { children: ReactNode }) {
  return (
    <CatalogueTextProvider>
      <div className={css.page}>{children}</div>
    </CatalogueTextProvider>
  );
}
