import Link from 'next/link';
import type { Store } from '@/api/catalogue-types';
import { formatDistanceKm, ownPoint } from '@/lib/distance';
import { discountLabel } from '@/lib/discount';
import { formatMoney } from '@/lib/money';
import { useSession } from '@/lib/session-context';
import { isStoreClosed, storeDiscount, storeDistanceFrom } from './store-rules';
import { storeHref } from '@/lib/links';
import { MediaImage } from './MediaImage';
import { Stars } from './Stars';
import css from './catalogue.module.css';
import { useCatalogueMoney, useCatalogueT } from './catalogue-text';

/**
 * A store in a list: cover and logo, name, rating, delivery time, distance, discount,
 * 'CLOSED NOW' over the cover when it is inactive or shut, and 'Visit Again' with a few
 * of its items for stores the shopper ordered from before.
 */
export function StoreCard({ store, visited = false, preload = false }: { store: Store; visited?: boolean; preload?: boolean }) {
  const t = useCatalogueT();
  const money = useCatalogueMoney();
  const point = ownPoint(useSession().session.location);
  const distance = formatDistanceKm(storeDistanceFrom(store, point), money.digits);
  const discount = storeDiscount(store);
  const closed = isStoreClosed(store);
  const thumbs = visited ? (store.items ?? []).filter((i) => i.image_full_url).slice(0, 3) : [];
  return (
    <article className={css.card}>
      <div className={css.cardMediaWide}>
        {discount ? (
          <span className={css.badge}>{t('{{amount}} OFF', { amount: discountLabel(discount, (n) => formatMoney(n, money)) })}</span>
        ) : null}
        {store.cover_photo_full_url ? (
          // cards are 260–320 px wide: 320 and 640 px pictures (1x, 2x)
          <MediaImage src={store.cover_photo_full_url} alt="" width={320} height={107} preload={preload} />
        ) : null}
        {closed ? <span className={css.closed}>{t('CLOSED NOW')}</span> : null}
        <span className={css.storeLogo}>
          {store.logo_full_url ? <MediaImage src={store.logo_full_url} alt="" width={48} height={48} /> : null}
        </span>
      </div>
      <div className={css.storeBody}>
        <h3 className={css.cardTitle}>
          <Link href={storeHref(store)} className={css.cardLink}>
            {store.name}
          </Link>
        </h3>
        {store.address ? <p className={css.muted}>{store.address}</p> : null}
        <div className={css.row}>
          {Number(store.rating_count) > 0 || Number(store.avg_rating) > 0 ? <Stars rating={store.avg_rating} count={store.rating_count} /> : null}
          {store.delivery_time ? <span className={css.pill}>{store.delivery_time}</span> : null}
          {distance ? <span className={css.pill}>{distance}</span> : null}
          {Number(store.free_delivery) === 1 || store.free_delivery === true ? <span className={css.pillGood}>{t('Free delivery')}</span> : null}
        </div>
        {visited ? (
          <span className={css.visitAgain}>
            {thumbs.length ? (
              <span className={css.thumbs} aria-hidden="true">
                {thumbs.map((item) => (
                  <span key={item.id}>
                    <MediaImage src={item.image_full_url as string} alt="" width={24} height={24} />
                  </span>
                ))}
              </span>
            ) : null}
            {t('Visit Again')}
          </span>
        ) : null}
      </div>
    </article>
  );
}
