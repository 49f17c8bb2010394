import { discountLabel, discountOf, storeTermsOf, type Discountable } from '@/lib/discount';
import { formatMoney } from '@/lib/money';
import css from './catalogue.module.css';
import { useCatalogueMoney, useCatalogueT } from './catalogue-text';

/** '15% OFF' or 'AED 5.00 OFF', the store discount first (with its minimum purchase); nothing when there is no discount. */
export function DiscountBadge({ item, className }: { item: Omit<Discountable, 'price'>; className?: string }) {
  const t = useCatalogueT();
  const money = useCatalogueMoney();
  const discount = discountOf(item);
  if (!discount) return null;
  const terms = storeTermsOf(item);
  return (
    <span className={className ?? css.badge}>
      {t('{{amount}} OFF', { amount: discountLabel(discount, (n) => formatMoney(n, money)) })}
      {terms && terms.minimum > 0 ? <span className={css.badgeTerms}>{t('over {{amount}}', { amount: formatMoney(terms.minimum, money) })}</span> : null}
    </span>
  );
}
