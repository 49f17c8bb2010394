import Image from 'next/image';
import Link from 'next/link';
import type { Item } from '@/api/catalogue-types';
import { CardAction } from './card-actions';
import { DiscountBadge } from './DiscountBadge';
import { productHref } from '@/lib/links';
import { Price } from './Price';
import { Stars } from './Stars';
import css from './catalogue.module.css';
import { useCatalogueT } from './catalogue-text';

export const ITEM_IMAGE_SIZES = '(max-width: 600px) 45vw, 200px';

/** An item in a list: image, discount, name (links to its page), store, rating and price. */
export function ItemCard({ item, campaign = false }: { item: Item; campaign?: boolean }) {
  const t = useCatalogueT();
  const name = item.name;
  return (
    <article className={css.card}>
      <div className={css.cardMedia}>
        <DiscountBadge item={item} />
        {item.image_full_url ? (
          <Image src={item.image_full_url} alt="" fill sizes={ITEM_IMAGE_SIZES} />
        ) : null}
        <CardAction item={item} campaign={campaign || Boolean(item.isCampaignItem)} />
      </div>
      <div className={css.cardBody}>
        <h3 className={css.cardTitle}>
          <Link
            href={productHref(item, campaign || Boolean(item.isCampaignItem))}
            className={css.cardLink}
            data-quick-view={item.module_type && item.module_type !== 'ecommerce' ? item.module_type : undefined}
          >
            {name}
          </Link>
        </h3>
        {item.store_name ? <p className={css.muted}>{item.store_name}</p> : null}
        {item.unit_type ? <p className={css.muted}>{t('Per {{unit}}', { unit: item.unit_type })}</p> : null}
        {Number(item.rating_count) > 0 ? <Stars rating={item.avg_rating} count={item.rating_count} /> : null}
        <Price item={item} />
      </div>
    </article>
  );
}
