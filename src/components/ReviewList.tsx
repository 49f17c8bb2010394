import { useTranslation } from '@/lib/i18n';
import type { Review } from '@/api/catalogue-types';
import { Section, reviewsHeight } from './Section';
import { Stars } from './Stars';
import css from './reviews.module.css';

/** The Reviews section of a product or a store: each review's stars, who wrote it and what they said; nothing when there is none. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  const { t } = useTranslation('catalogue');
  if (!reviews.length) return null;
  return (
    <Section title={t('Reviews')} id="reviews" estimate={reviewsHeight(reviews.length)}>
      <ul className={css.reviews}>
        {reviews.map((review) => (
          <li key={review.id} className={css.review}>
            <Stars rating={review.rating} />
            {review.customer_name ? <strong> {review.customer_name}</strong> : null}
            {review.comment ? <p>{review.comment}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
