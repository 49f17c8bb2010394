import type { CSSProperties } from 'react';
import { ratingLabel, roundToHalf } from '@/lib/rating';
import css from './catalogue.module.css';
import { useCatalogueT } from './catalogue-text';

/** Stars in steps of half a star, with the value (and the count when given) beside them. */
export function Stars({ rating, count }: { rating: number | null | undefined; count?: number | null }) {
  const t = useCatalogueT();
  const value = roundToHalf(rating);
  const label = ratingLabel(rating);
  return (
    // the stars are the stylesheet's (::before, filled to --stars): a list page draws a hundred of them
    <span className={css.stars} role="img" aria-label={t('Rated {{rating}} out of 5', { rating: label })} style={{ '--stars': `${(value / 5) * 100}%` } as CSSProperties}>
      <span aria-hidden="true">{count ? `${label} (${count})` : label}</span>
    </span>
  );
}
