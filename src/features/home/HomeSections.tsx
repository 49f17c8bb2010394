import { useQuery } from '@tanstack/react-query';
import { MediaImage } from '@/components/MediaImage';
import Link from 'next/link';
import { useBanners, usePromotionalBanners } from '@/api/banners';
import { useBasicCampaigns, useItemCampaigns } from '@/api/campaigns';
import type { Item, Store } from '@/api/catalogue-types';
import { featuredRow, useCategories, useFeaturedCategories } from '@/api/categories';
import { useConfig } from '@/api/config';
import { useCoupons } from '@/api/coupons';
import { useFlashSale } from '@/api/flash-sales';
import type { ApiScope } from '@/api/http';
import { useItemList, useNewArrivals } from '@/api/items';
import { useStoreList, useStores, visitAgainQuery } from '@/api/stores';
import { BannerSlider, slidesFrom } from '@/components/BannerSlider';
import { ItemCard } from '@/components/ItemCard';
import { campaignHref, categoryHref } from '@/lib/links';
import { Carousel, Grid, ITEM_ROW_HEIGHT, Section } from '@/components/Section';
import { StoreCard } from '@/components/StoreCard';
import { nearestFirst } from '@/components/store-rules';
import shared from '@/components/catalogue.module.css';
import { discountLabel } from '@/lib/discount';
import { ownPoint } from '@/lib/distance';
import { formatMoney, moneyFormatFrom } from '@/lib/money';
import { useSession } from '@/lib/session-context';
import { CouponCard } from './CouponCard';
import { FlashSalePanel } from './FlashSalePanel';
import { BLOCK_HEIGHTS, featuredCategoriesHeight, menuFor, firstPage, HOME_LIMITS, newArrivalCount } from './sections';
import { TabbedItems } from './TabbedItems';
import { TrackOrderForm } from './TrackOrderForm';
import { BottomBanner, Brands, CommonConditions, Highlights, ParcelCategories, PromoImage, PromotionalBanner, Video, WhyChoose } from './promo-sections';
import css from './home.module.css';
import { useCatalogueT } from '@/components/catalogue-text';

export interface SectionProps {
  scope: ApiScope;
  moduleType: string;
  signedIn: boolean;
  renderedAt: number;
}

function ItemRow({ title, id, items, viewAll, viewAllLabel }: { title: string; id: string; items: Item[]; viewAll?: string; viewAllLabel?: string }) {
  if (!items.length) return null;
  return (
    <Section title={title} id={id} viewAll={viewAll} viewAllLabel={viewAllLabel} estimate={ITEM_ROW_HEIGHT}>
      <Carousel label={title}>
        {items.map((item) => (
          <li key={item.id}>
            <ItemCard item={item} />
          </li>
        ))}
      </Carousel>
    </Section>
  );
}

function StoreRow({ title, id, stores, viewAll, visited = false }: { title: string; id: string; stores: Store[]; viewAll?: string; visited?: boolean }) {
  const t = useCatalogueT();
  if (!stores.length) return null;
  return (
    <Section title={title} id={id} viewAll={viewAll} viewAllLabel={t('View all')}>
      <Carousel label={title} itemWidth={260}>
        {stores.map((store) => (
          <li key={store.id}>
            <StoreCard store={store} visited={visited} />
          </li>
        ))}
      </Carousel>
    </Section>
  );
}

function Banners({ scope, moduleType }: SectionProps) {
  const t = useCatalogueT();
  const { data } = useBanners(scope);
  const slides = slidesFrom(data?.banners ?? [], data?.campaigns ?? [], moduleType);
  if (!slides.length) return null;
  return (
    <section className={shared.section} aria-label={t('Offers')}>
      <BannerSlider slides={slides} moduleType={moduleType} label={t('Offers')} />
    </section>
  );
}

function Categories({ scope }: SectionProps) {
  const t = useCatalogueT();
  const { data: categories = [] } = useCategories(scope);
  if (!categories.length) return null;
  return (
    <Section title={t('Categories')} id="categories" viewAll="/categories" viewAllLabel={t('View all')}>
      <Carousel label={t('Categories')} itemWidth={104}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link href={categoryHref(category)} className={css.category}>
              <span className={css.categoryImage}>
                {category.image_full_url ? <MediaImage src={category.image_full_url} alt="" width={84} height={84} /> : null}
              </span>
              {category.name}
            </Link>
          </li>
        ))}
      </Carousel>
    </Section>
  );
}

function VisitAgain({ scope, signedIn }: SectionProps) {
  const t = useCatalogueT();
  // signed-in only: with a page rendered for this shopper alone the list came with it (fresh, not
  // fetched again); on a page rendered once for every shopper of the scope it is asked for here
  const { data: stores = [] } = useQuery({ ...visitAgainQuery(scope), enabled: signedIn });
  if (!signedIn) return null;
  return <StoreRow title={t('Visit Again')} id="visit-again" stores={stores} visited />;
}

function Popular({ scope, renderedAt }: SectionProps) {
  const t = useCatalogueT();
  const { data } = useItemList(scope, 'popular', firstPage(HOME_LIMITS.items));
  const { data: sale } = useFlashSale(scope);
  const items = data?.items ?? [];
  if (!items.length && !sale?.active_products?.length) return null;
  return (
    <Section title={t('Most popular items')} id="popular">
      {sale?.active_products?.length ? <FlashSalePanel sale={sale} renderedAt={renderedAt} /> : null}
      {items.length ? (
        <Carousel label={t('Most popular items')}>
          {items.map((item) => (
            <li key={item.id}>
              <ItemCard item={item} />
            </li>
          ))}
        </Carousel>
      ) : null}
    </Section>
  );
}

function SpecialOffers({ scope, moduleType }: SectionProps) {
  const t = useCatalogueT();
  const { data } = useItemList(scope, 'discounted', firstPage(HOME_LIMITS.items));
  return <ItemRow title={moduleType === 'food' ? t('Special food offers') : t('Special offers')} id="special-offers" items={data?.items ?? []} />;
}

function TopOffers({ scope }: SectionProps) {
  const t = useCatalogueT();
  const { data } = useStoreList(scope, 'top-offer-near-me', firstPage(HOME_LIMITS.stores));
  // nearest first from the shopper's own point (the browser's, on a page shared by the scope)
  const point = ownPoint(useSession().session.location);
  return <StoreRow title={t('Top offers near me')} id="top-offers" stores={nearestFirst(data?.items ?? [], point)} viewAll="/store/top-offer-nearby" />;
}

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
        <Carousel label={title}>
          {items.map((item) => (
            <li key={item.id}>
              <ItemCard item={item} />
            </li>
          ))}
        </Carousel>
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
        <Carousel label={t('Campaign items')}>
          {itemCampaigns.map((item) => (
            <li key={item.id}>
              <ItemCard item={item} campaign />
            </li>
          ))}
        </Carousel>
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
      <Carousel label={t('Featured categories')} itemWidth={104}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link href={categoryHref(category)} className={css.category}>
              <span className={css.categoryImage}>
                {category.image_full_url ? <MediaImage src={category.image_full_url} alt="" width={84} height={84} /> : null}
              </span>
              {category.name}
            </Link>
          </li>
        ))}
      </Carousel>
      <div className={css.featured}>
        {groups.map(({ category, items }) => (
          <div key={category.id}>
            <h3>
              <Link href={categoryHref(category)} className={shared.sectionLink}>
                {category.name}
              </Link>
            </h3>
            <Carousel label={category.name}>
              {items.map((item) => (
                <li key={item.id}>
                  <ItemCard item={item} />
                </li>
              ))}
            </Carousel>
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

function BasicMedicine({ scope, moduleType }: SectionProps) {
  const t = useCatalogueT();
  const { data } = useItemList(scope, 'basic', firstPage(HOME_LIMITS.items));
  const { data: promo } = usePromotionalBanners(scope);
  const items = data?.items ?? [];
  if (!items.length) return null;
  const title = t('Basic medicine nearby');
  return (
    <Section title={title} id="basic-medicine">
      <PromoImage src={promo?.basic_section_nearby_full_url} alt={title} />
      <TabbedItems items={items} menu={menuFor(moduleType)} label={title} />
    </Section>
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

export const SECTION_COMPONENTS = {
  banners: Banners,
  categories: Categories,
  'visit-again': VisitAgain,
  popular: Popular,
  'special-offers': SpecialOffers,
  'top-offers': TopOffers,
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
  'basic-medicine': BasicMedicine,
  'common-conditions': CommonConditions,
  'bottom-banner': BottomBanner,
  'parcel-categories': ParcelCategories,
  'promotional-banner': PromotionalBanner,
  'why-choose': WhyChoose,
  video: Video,
  'track-order': TrackOrder,
} as const;
