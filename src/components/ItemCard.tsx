import Link from 'next/link';
import type { Item } from '@/api/catalogue-types';
import { CardAction } from './card-actions';
import { MediaImage } from './MediaImage';
import { DiscountBadge } from './DiscountBadge';
import { productHref } from '@/lib/links';
import { Price } from './Price';
import { Carousel, Grid } from './Section';
import { Stars } from './Stars';
import css from './catalogue.module.css';
import { useCatalogueT } from './catalogue-text';

/**
 * The width (px) of a card's picture: cards are 160–250 px wide, so one picture of 200 and one of
 * twice that (1x, 2x) serve every screen with two addresses instead of a list of nine.
 */
export const ITEM_IMAGE_WIDTH = 200;

/** An item in a list: image, discount, name (links to its page), store, rating and price. */
export function ItemCard({ item, campaign = false }: { item: Item; campaign?: boolean }) {
  const t = useCatalogueT();
  const name = item.name;
  return (
    <article className={css.card}>
      <div className={css.cardMedia}>
        <DiscountBadge item={item} />
        {item.image_full_url ? (
          <MediaImage src={item.image_full_url} alt="" width={ITEM_IMAGE_WIDTH} height={ITEM_IMAGE_WIDTH} />
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

/** A row of item cards that scrolls sideways (the homes' rows, the product page's similar items). */
export function ItemCarousel({ label, items, campaign = false, rows = 1, autoplay = false }: { label: string; items: Item[]; campaign?: boolean; rows?: 1 | 2; autoplay?: boolean }) {
  return (
    <Carousel label={label} rows={rows} autoplay={autoplay && items.length > 1}>
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} campaign={campaign} />
        </li>
      ))}
    </Carousel>
  );
}

/** Item cards in a grid (a store's, a category's and a condition's items). */
export function ItemGrid({ label, items }: { label: string; items: Item[] }) {
  return (
    <Grid label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} />
        </li>
      ))}
    </Grid>
  );
}
