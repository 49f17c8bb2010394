import { useTranslation } from 'next-i18next/pages';
import { useConfig } from '@/api/config';
import { discountLabel, discountOf, type Discountable } from '@/lib/discount';
import { formatMoney, moneyFormatFrom } from '@/lib/money';
import css from './catalogue.module.css';

/** '15% OFF' or 'AED 5.00 OFF', the store discount first; nothing when there is no discount. */
export function DiscountBadge({ item, className }: { item: Omit<Discountable, 'price'>; className?: string }) {
  const { t } = useTranslation('catalogue');
  const { data: config } = useConfig();
  const discount = discountOf(item);
  if (!discount) return null;
  const money = moneyFormatFrom(config);
  return <span className={className ?? css.badge}>{t('{{amount}} OFF', { amount: discountLabel(discount, (n) => formatMoney(n, money)) })}</span>;
}
