import { useEffect, useState } from 'react';
import type { Coupon } from '@/api/catalogue-types';
import css from './home.module.css';
import { useCatalogueT } from '@/components/catalogue-text';

/** A coupon with its code and a copy button that says 'Copied' for a second. */
export function CouponCard({ coupon, discount, minimum }: { coupon: Coupon; discount: string; minimum: string | null }) {
  const t = useCatalogueT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 1000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(coupon.code);
      setCopied(true);
    } catch (error) {
      // the spec only logs a copy failure; the code stays visible to copy by hand
      console.error('Copying the coupon code failed', error);
    }
  };
  return (
    <div className={css.coupon}>
      <strong>{t('{{amount}} OFF', { amount: discount })}</strong>
      {coupon.title ? <span>{coupon.title}</span> : null}
      {minimum ? <small>{t('On orders above {{amount}}', { amount: minimum })}</small> : null}
      <span className={css.code}>
        {coupon.code}
        <button type="button" className={css.copy} onClick={copy} aria-live="polite">
          {copied ? t('Copied') : t('Copy code')}
        </button>
      </span>
    </div>
  );
}
