import { useTranslation } from 'next-i18next/pages';
import { useConfig } from '@/api/config';
import { priceDisplay, type Discountable } from '@/lib/discount';
import { formatMoney, moneyFormatFrom } from '@/lib/money';
import css from './catalogue.module.css';

/** A price or a range; when discounted, the original struck through beside it. */
export function Price({ item, className }: { item: Discountable; className?: string }) {
  const { t } = useTranslation('catalogue');
  const { data: config } = useConfig();
  const money = moneyFormatFrom(config);
  const price = priceDisplay(item);
  const show = (min: number, max: number) => (min === max ? formatMoney(min, money) : `${formatMoney(min, money)} – ${formatMoney(max, money)}`);
  return (
    <p className={className ? `${css.price} ${className}` : css.price}>
      <span className={css.priceNow}>{show(price.min, price.max)}</span>
      {price.original ? (
        <del className={css.priceWas}>
          <span className={css.visuallyHidden}>{t('Original price')} </span>
          {show(price.original.min, price.original.max)}
        </del>
      ) : null}
    </p>
  );
}
