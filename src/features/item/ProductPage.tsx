import { useTranslation } from '@/lib/i18n';
import Link from 'next/link';
import type { ApiScope } from '@/api/http';
import { useItemDetails, useItemReviews, useRelatedItems } from '@/api/item-details';
import { ItemCarousel } from '@/components/ItemCard';
import { categoryHref, storeHref } from '@/lib/links';
import { Price } from '@/components/Price';
import { ReviewList } from '@/components/ReviewList';
import { CataloguePage, ITEM_ROW_HEIGHT, Section } from '@/components/Section';
import { Seo, type SeoMeta } from '@/components/Seo';
import { Stars } from '@/components/Stars';
import { PurchaseBlock } from '@/features/cart';
import { StoreRouteLink } from '@/features/location';
import { WishlistHeart } from '@/features/wishlist';
import { namesOf, tagsOf, type Availability } from './availability';
import { Gallery } from './Gallery';
import { Facts, imagesOf, ItemBadges, NutritionFacts } from './ItemParts';
import { DESCRIPTION_CHARS, ReadMore } from './ReadMore';
import css from './product.module.css';

export interface ProductPageProps {
  seo: SeoMeta;
  /** Scope the item was found in (its details query key). */
  lookupScope: ApiScope;
  idOrSlug: string;
  campaign: boolean;
  /** Scope of the item's zone and module, for related items and reviews. */
  listScope: ApiScope;
  moduleType: string | null;
  availability: Availability;
}

function AvailabilityNotice({ availability }: { availability: Availability }) {
  const { t } = useTranslation('catalogue');
  if (availability.state === 'available') return null;
  if (availability.state === 'out-of-stock') return <p className={css.noticeBad}>{t('Out of Stock')}</p>;
  if (availability.state === 'later') {
    return <p className={css.notice}>{t('This item is not available right now. You can order it later.')}</p>;
  }
  return (
    <p className={css.noticeBad}>
      <strong>{t('Not Available now')}</strong> ({availability.from} – {availability.to}). {t('This item is not available right now.')}
    </p>
  );
}

function Reviews({ scope, itemId }: { scope: ApiScope; itemId: number }) {
  const { data: reviews = [] } = useItemReviews(scope, itemId);
  return <ReviewList reviews={reviews} />;
}

function Related({ scope, itemId }: { scope: ApiScope; itemId: number }) {
  const { t } = useTranslation('catalogue');
  const { data: related = [] } = useRelatedItems(scope, itemId);
  const others = related.filter((i) => i.id !== itemId);
  if (!others.length) return null;
  return (
    <Section title={t('Similar products')} id="related" estimate={ITEM_ROW_HEIGHT}>
      <ItemCarousel label={t('Similar products')} items={others} />
    </Section>
  );
}

/** `/product/[id]`: everything about one item, rendered on the server. */
export function ProductPage({ seo, lookupScope, idOrSlug, campaign, listScope, moduleType, availability }: ProductPageProps) {
  const { t } = useTranslation('catalogue');
  const { data: item } = useItemDetails(lookupScope, idOrSlug, campaign);
  if (!item) return null;
  const generic = namesOf(item.generic_name);
  const categories = (item.category_ids ?? []).filter((c) => c.name);
  const tags = tagsOf(item);
  const storeLink = item.store_id ? storeHref({ id: item.store_id, slug: item.store_slug }) : null;
  return (
    <>
      <Seo meta={seo} />
      <CataloguePage>
        <nav className={css.crumbs} aria-label={t('Breadcrumb')}>
          <ol>
            <li>
              <Link href="/home">{t('Home')}</Link>
            </li>
            {storeLink && item.store_name ? (
              <li>
                <Link href={storeLink}>{item.store_name}</Link>
              </li>
            ) : null}
            <li aria-current="page">{item.name}</li>
          </ol>
        </nav>
        <div className={css.layout}>
          <Gallery images={imagesOf(item)} name={item.name} />
          <div className={css.info}>
            <ItemBadges item={item} moduleType={moduleType} campaign={campaign} />
            <div className={css.titleRow}>
              <h1 className={css.name}>{item.name}</h1>
              <WishlistHeart target={{ item_id: item.id }} name={item.name} entry={item} />
            </div>
            {generic.length ? <p className={css.generic}>{generic.join(', ')}</p> : null}
            {storeLink && item.store_name ? (
              <p className={css.storeRow}>
                <Link href={storeLink} className={css.storeLink}>
                  {item.store_name}
                </Link>
                <StoreRouteLink storeRef={{ scope: { ...lookupScope, moduleId: item.module_id ?? lookupScope.moduleId }, idOrSlug: String(item.store_id) }} storePath={storeLink} className={css.routeLink} />
              </p>
            ) : null}
            <div>
              <Stars rating={item.avg_rating} count={item.rating_count} />{' '}
              <a href="#reviews">{t('{{count}} reviews', { count: Number(item.rating_count) || 0 })}</a>
            </div>
            <Price item={item} className={css.bigPrice} />
            {item.unit_type ? <p className={css.generic}>{t('Per {{unit}}', { unit: item.unit_type })}</p> : null}
            <AvailabilityNotice availability={availability} />
            {item.description ? <ReadMore text={item.description} max={DESCRIPTION_CHARS} /> : null}
            <PurchaseBlock item={item} moduleType={moduleType} availability={availability} campaign={campaign} />
            <div className={css.facts}>
              <NutritionFacts item={item} />
              {categories.length ? (
                <div className={css.fact}>
                  <h2>{t('Categories')}</h2>
                  <ul className={css.chips}>
                    {categories.map((c) => (
                      <li key={String(c.id)}>
                        <Link href={categoryHref({ id: Number(c.id) })}>{c.name}</Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <Facts title={t('Tags')} names={tags} />
            </div>
          </div>
        </div>
        <Reviews scope={listScope} itemId={item.id} />
        <Related scope={listScope} itemId={item.id} />
      </CataloguePage>
    </>
  );
}
