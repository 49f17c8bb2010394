import Link from 'next/link';
import type { FlashSale } from '@/api/catalogue-types';
import { Countdown } from '@/components/Countdown';
import { FlashProgress } from '@/components/FlashProgress';
import { ItemCard } from '@/components/ItemCard';
import { Carousel } from '@/components/Section';
import shared from '@/components/catalogue.module.css';
import { truncate } from '@/lib/text';
import { parseMarketTime } from '@/lib/time';
import css from './home.module.css';
import { useCatalogueT } from '@/components/catalogue-text';

/** The flash sale beside the popular items: a countdown to its end and at most 15 products. */
export function FlashSalePanel({ sale, renderedAt }: { sale: FlashSale; renderedAt: number }) {
  const t = useCatalogueT();
  const products = (sale.active_products ?? []).slice(0, 15);
  return (
    <div className={css.flash}>
      <div className={css.flashHead}>
        <h3>{sale.title || t('Flash sale')}</h3>
        <Countdown endMs={parseMarketTime(sale.end_date)} renderedAt={renderedAt} overText={t('This flash sale is over')} label={t('Flash sale ends in')} />
        <Link href="/flash-sales" className={shared.sectionLink}>
          {t('View all')}
        </Link>
      </div>
      <Carousel label={sale.title || t('Flash sale')}>
        {products.map((product) => (
          <li key={product.id}>
            <ItemCard item={{ ...product.item, name: truncate(product.item.name, 25).text }} />
            <FlashProgress product={product} />
          </li>
        ))}
      </Carousel>
    </div>
  );
}
