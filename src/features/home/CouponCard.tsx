import type { Coupon } from '@/api/catalogue-types';
import css from './home.module.css';
import { useCatalogueT } from '@/components/catalogue-text';
import { useCopied } from '@/components/use-copied';

/** A coupon with its code and a copy button that says 'Copied' for a second. */
export function CouponCard({ coupon, discount, minimum }: { coupon: Coupon; discount: string; minimum: string | null }) {
  const t = useCatalogueT();
  const { copied, copy } = useCopied();
  return (
    <div className={css.coupon}>
      <strong>{t('{{amount}} OFF', { amount: discount })}</strong>
      {coupon.title ? <span>{coupon.title}</span> : null}
      {minimum ? <small>{t('On orders above {{amount}}', { amount: minimum })}</small> : null}
      <span className={css.code}>
        {coupon.code}
        <button type="button" className={css.copy} onClick={() => void copy(coupon.code)} aria-live="polite">
          {copied ? t('Copied') : t('Copy code')}
        </button>
      </span>
    </div>
  );
}
