import { ratingLabel, roundToHalf } from '@/lib/rating';
import css from './catalogue.module.css';
import { useCatalogueT } from './catalogue-text';

/** Stars in steps of half a star, with the value (and the count when given) beside them. */
export function Stars({ rating, count }: { rating: number | null | undefined; count?: number | null }) {
  const t = useCatalogueT();
  const value = roundToHalf(rating);
  const label = ratingLabel(rating);
  return (
    <span className={css.stars} role="img" aria-label={t('Rated {{rating}} out of 5', { rating: label })}>
      {/* the stars themselves are the stylesheet's (a list page draws a hundred of them) */}
      <span className={css.starTrack} aria-hidden="true">
        <span className={css.starFill} style={{ width: `${(value / 5) * 100}%` }} />
      </span>
      <span aria-hidden="true">{label}</span>
      {count ? <span aria-hidden="true">{`(${count})`}</span> : null}
    </span>
  );
}
