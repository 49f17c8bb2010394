import { priceDisplay, type Discountable } from '@/lib/discount';
import { formatMoney } from '@/lib/money';
import css from './catalogue.module.css';
import { useCatalogueMoney, useCatalogueT } from './catalogue-text';

/** A price or a range; when discounted, the original struck through beside it. */
export function Price({ item, className }: { item: Discountable; className?: string }) {
  const t = useCatalogueT();
  const money = useCatalogueMoney();
  const price = priceDisplay(item);
  const show = (min: number, max: number) => (min === max ? formatMoney(min, money) : `${formatMoney(min, money)} – ${formatMoney(max, money)}`);
  return (
    <p className={className ? `${css.price} ${className}` : css.price}>
      <span className={css.priceNow}>{show(price.min, price.max)}</span>
      {price.original ? (
        <del className={css.priceWas}>
          <span className={css.visuallyHidden}>{`${t('Original price')} `}</span>
          {show(price.original.min, price.original.max)}
        </del>
      ) : null}
    </p>
  );
}
