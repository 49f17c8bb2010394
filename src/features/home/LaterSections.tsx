import Link from 'next/link';
import type { ComponentType } from 'react';
import { usePromotionalBanners } from '@/api/banners';
import { useBasicCampaigns, useItemCampaigns } from '@/api/campaigns';
import { featuredRow, useFeaturedCategories } from '@/api/categories';
import { useConfig } from '@/api/config';
import { useCoupons } from '@/api/coupons';
import { useItemList, useNewArrivals } from '@/api/items';
import { useStoreList, useStores } from '@/api/stores';
import shared from '@/components/catalogue.module.css';
import { useCatalogueT } from '@/components/catalogue-text';
import { ItemCard, ItemCarousel } from '@/components/ItemCard';
import { MediaImage } from '@/components/MediaImage';
import { Carousel, Grid, Section } from '@/components/Section';
import { discountLabel } from '@/lib/discount';
import { campaignHref, categoryHref } from '@/lib/links';
import { formatMoney, moneyFormatFrom } from '@/lib/money';
import { CouponCard } from './CouponCard';
import { CategoryCarousel, FIRST_SCREEN_SECTIONS, ItemRow, StoreRow } from './HomeSections';
import type { SectionProps } from './sections';
import { Brands, CommonConditions, Highlights, Video } from './later-promo-sections';
import { PromoImage } from './promo-sections';
import { BLOCK_HEIGHTS, featuredCategoriesHeight, firstPage, HOME_LIMITS, menuFor, newArrivalCount, type SectionId } from './sections';
import { TabbedItems } from './TabbedItems';
import { TrackOrderForm } from './TrackOrderForm';
import css from './home.module.css';

/*
 * The module home's blocks that are never on its first screen (sections.ts, firstScreenSections):
 * this module loads with their data, when the shopper nears the first of them (./LaterBlock), so
 * their code is not part of the home's first load.
 */

function BestReviewed({ scope, moduleType }: SectionProps) {
  const t = useCatalogueT();
  const { data } = useItemList(scope, 'most-reviewed', firstPage(HOME_LIMITS.bestReviewed));
  const { data: promo } = usePromotionalBanners(scope);
  const items = data?.items ?? [];
  if (!items.length) return null;
  const title = t('Best reviewed items');
  return (
    <Section title={title} id="best-reviewed" estimate={BLOCK_HEIGHTS.bestReviewed}>
      <PromoImage src={promo?.best_reviewed_section_banner_full_url} alt={title} />
      {moduleType === 'food' ? (
        <ItemCarousel label={title} items={items} />
      ) : (
        <TabbedItems items={items} menu={menuFor(moduleType)} label={title} />
      )}
    </Section>
  );
}

function Campaigns({ scope }: SectionProps) {
  const t = useCatalogueT();
  const { data: basic = [] } = useBasicCampaigns(scope);
  const { data: itemCampaigns = [] } = useItemCampaigns(scope);
  if (!basic.length && !itemCampaigns.length) return null;
  return (
    <Section title={t('Just for you')} id="campaigns" estimate={BLOCK_HEIGHTS.campaigns}>
      {basic.length ? (
        <Carousel label={t('Campaigns')} itemWidth={300}>
          {basic.map((campaign) => (
            <li key={campaign.id}>
              <article className={shared.card}>
                <div className={shared.cardMediaWide}>
                  {campaign.image_full_url ? <MediaImage src={campaign.image_full_url} alt="" fill sizes="300px" /> : null}
                </div>
                <div className={shared.cardBody}>
                  <h3 className={shared.cardTitle}>
                    <Link href={campaignHref(campaign)} className={shared.cardLink}>
                      {campaign.title}
                    </Link>
                  </h3>
                </div>
              </article>
            </li>
          ))}
        </Carousel>
      ) : null}
      {itemCampaigns.length ? (
        <ItemCarousel label={t('Campaign items')} items={itemCampaigns} campaign />
      ) : null}
    </Section>
  );
}

function Recommended({ scope }: SectionProps) {
  const t = useCatalogueT();
  const { data } = useItemList(scope, 'recommended', firstPage(HOME_LIMITS.items));
  return <ItemRow title={t("Item That You'll Love")} id="recommended" items={data?.items ?? []} />;
}

function Coupons({ scope }: SectionProps) {
  const t = useCatalogueT();
  const { data: coupons = [] } = useCoupons(scope);
  const { data: config } = useConfig();
  if (!coupons.length) return null;
  const money = moneyFormatFrom(config);
  return (
    <Section title={t('Coupons')} id="coupons">
      <Carousel label={t('Coupons')} itemWidth={240}>
        {coupons.map((coupon) => (
          <li key={coupon.id ?? coupon.code}>
            <CouponCard
              coupon={coupon}
              discount={discountLabel(
                coupon.discount_type === 'amount' ? { type: 'amount', value: Number(coupon.discount) } : { type: 'percent', value: Number(coupon.discount) },
                (n) => formatMoney(n, money),
              )}
              minimum={Number(coupon.min_purchase) > 0 ? formatMoney(Number(coupon.min_purchase), money) : null}
            />
          </li>
        ))}
      </Carousel>
    </Section>
  );
}

function BestStores({ scope }: SectionProps) {
  const t = useCatalogueT();
  const { data } = useStoreList(scope, 'popular', firstPage(HOME_LIMITS.stores));
  return <StoreRow title={t('Best stores')} id="best-stores" stores={data?.items ?? []} viewAll="/store/popular" />;
}

function FeaturedStores({ scope }: SectionProps) {
  const t = useCatalogueT();
  const { data } = useStores(scope, { deliveryType: 'all', filter: 'all', featured: true, ...firstPage(HOME_LIMITS.featuredStores) });
  return <StoreRow title={t('Featured stores')} id="featured-stores" stores={data?.items ?? []} viewAll="/store/popular" />;
}

function NewArrivals({ scope }: SectionProps) {
  const t = useCatalogueT();
  const { data } = useNewArrivals(scope);
  const { data: promo } = usePromotionalBanners(scope);
  const banner = promo?.new_arrival_section_banner_full_url;
  const items = (data?.products ?? []).slice(0, newArrivalCount(Boolean(banner)));
  if (!items.length) return null;
  return (
    <Section title={t('New arrivals')} id="new-arrivals" estimate={BLOCK_HEIGHTS.newArrivals}>
      <PromoImage src={banner} alt={t('New arrivals')} />
      <Grid label={t('New arrivals')}>
        {items.map((item, index) => (
          // 8 on wide screens, 6 on small ones, 4 on phones
          <li key={item.id} className={index >= 6 ? css.hideMedium : index >= 4 ? css.hideSmall : undefined}>
            <ItemCard item={item} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}

function FeaturedCategories({ scope }: SectionProps) {
  const t = useCatalogueT();
  const { data } = useFeaturedCategories(scope);
  const categories = data?.categories ?? [];
  const products = data?.products ?? [];
  if (!categories.length) return null;
  const groups = categories
    .map((category) => ({
      category,
      items: featuredRow(products, category.id),
    }))
    .filter((g) => g.items.length);
  return (
    <Section
      title={t('Featured categories')}
      id="featured-categories"
      viewAll="/categories"
      viewAllLabel={t('View all')}
      estimate={featuredCategoriesHeight(groups.length)}
    >
      <CategoryCarousel label={t('Featured categories')} categories={categories} />
      <div className={css.featured}>
        {groups.map(({ category, items }) => (
          <div key={category.id}>
            <h3>
              <Link href={categoryHref(category)} className={shared.sectionLink}>
                {category.name}
              </Link>
            </h3>
            <ItemCarousel label={category.name} items={items} />
          </div>
        ))}
      </div>
    </Section>
  );
}

function NewStores({ scope, moduleType }: SectionProps) {
  const t = useCatalogueT();
  const { data } = useStoreList(scope, 'latest', firstPage(HOME_LIMITS.stores));
  return (
    <StoreRow
      title={moduleType === 'food' ? t('New restaurants') : t('New stores')}
      id="new-stores"
      stores={data?.items ?? []}
      viewAll="/store/latest"
    />
  );
}

function TrackOrder({ signedIn }: SectionProps) {
  const t = useCatalogueT();
  return (
    <Section title={t('Track your order')} id="track-order">
      <TrackOrderForm signedIn={signedIn} />
    </Section>
  );
}

const LATER_SECTIONS: Partial<Record<SectionId, ComponentType<SectionProps>>> = {
  'best-reviewed': BestReviewed,
  campaigns: Campaigns,
  recommended: Recommended,
  coupons: Coupons,
  'best-stores': BestStores,
  'featured-stores': FeaturedStores,
  'new-arrivals': NewArrivals,
  'featured-categories': FeaturedCategories,
  brands: Brands,
  highlights: Highlights,
  'new-stores': NewStores,
  'common-conditions': CommonConditions,
  video: Video,
  'track-order': TrackOrder,
};

/** The block drawn for a section that arrives later (a first-screen block too, when a page draws it later). */
export function laterSection(id: SectionId): ComponentType<SectionProps> | null {
  return LATER_SECTIONS[id] ?? FIRST_SCREEN_SECTIONS[id] ?? null;
}

/** Every section that only ever arrives later, for the test that keeps the split right. */
export const LATER_SECTION_IDS = Object.keys(LATER_SECTIONS) as SectionId[];
