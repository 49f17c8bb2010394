import type { FlashSaleProduct } from '@/api/catalogue-types';
import { flashProgress } from '@/lib/flash-progress';
import css from './FlashProgress.module.css';
import { useCatalogueT } from './catalogue-text';

/** Sold / stock as a bar, or 'Out of Stock'. */
export function FlashProgress({ product }: { product: Pick<FlashSaleProduct, 'stock' | 'sold' | 'available_stock'> }) {
  const t = useCatalogueT();
  const { percent, outOfStock } = flashProgress(product);
  if (outOfStock) return <span className={css.outOfStock}>{t('Out of Stock')}</span>;
  return (
    <span className={css.progress}>
      <progress max={100} value={percent} aria-label={t('{{percent}}% sold', { percent })} />
      <span>
        {t('Sold')}: {product.sold} · {t('Available')}: {Math.max(0, (product.available_stock ?? product.stock - product.sold))}
      </span>
    </span>
  );
}
