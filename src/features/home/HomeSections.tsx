import { useQuery } from '@tanstack/react-query';
import Image from 'next/image';
import Link from 'next/link';
import { useAdvertisements } from '@/api/ads';
import { useBanners, usePromotionalBanners, useVideoContent, useWhyChoose } from '@/api/banners';
import type { PromotionalBanners } from '@/api/catalogue-types';
import { useBrands } from '@/api/brands';
import { useBasicCampaigns, useItemCampaigns } from '@/api/campaigns';
import type { Item, Store } from '@/api/catalogue-types';
import { useCategories, useFeaturedCategories } from '@/api/categories';
import { useCommonConditions } from '@/api/common-conditions';
import { useConfig } from '@/api/config';
import { useCoupons } from '@/api/coupons';
import { useFlashSale } from '@/api/flash-sales';
import type { ApiScope } from '@/api/http';
import { useItemList, useNewArrivals } from '@/api/items';
import { useParcelCategories } from '@/api/parcel';
import { useStoreList, useStores, visitAgainQuery } from '@/api/stores';
import { BannerSlider, slidesFrom } from '@/components/BannerSlider';
import { ItemCard } from '@/components/ItemCard';
import { brandResultsHref, campaignHref, categoryHref } from '@/components/links';
import { Carousel, Grid, ITEM_ROW_HEIGHT, Section } from '@/components/Section';
import { StoreCard } from '@/components/StoreCard';
import shared from '@/components/catalogue.module.css';
import { discountLabel } from '@/lib/discount';
import { formatMoney, moneyFormatFrom } from '@/lib/money';
import { ConditionTabs } from './ConditionTabs';
import { CouponCard } from './CouponCard';
import { FlashSalePanel } from './FlashSalePanel';
import { BLOCK_HEIGHTS, featuredCategoriesHeight, menuFor, firstPage, HOME_LIMITS, newArrivalCount } from './sections';
import { TabbedItems } from './TabbedItems';
import { TrackOrderForm } from './TrackOrderForm';
import css from './home.module.css';
import { useCatalogueT } from '@/components/catalogue-text';
import { useFirstScreenLoading } from '@/components/first-screen';

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

function PromoImage({ src, alt }: { src: string | null | undefined; alt: string }) {
  const loading = useFirstScreenLoading();
  if (!src) return null;
  return (
    <div className={css.promo}>
      <Image src={src} alt={alt} fill sizes="(max-width: 1200px) 100vw, 1150px" loading={loading} />
    </div>
  );
}

function Banners({ scope, moduleType }: SectionProps) {
  const t = useCatalogueT();
  const { data } = useBanners(scope);
  const slides = slidesFrom(data?.banners ?? [], data?.campaigns ?? []);
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
                {category.image_full_url ? <Image src={category.image_full_url} alt="" fill sizes="84px" /> : null}
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
  // signed-in only; the list comes with the page and is not fetched again here
  const { data: stores = [] } = useQuery({ ...visitAgainQuery(scope), enabled: false });
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
  return <StoreRow title={t('Top offers near me')} id="top-offers" stores={data?.items ?? []} viewAll="/store/top-offer-nearby" />;
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
                  {campaign.image_full_url ? <Image src={campaign.image_full_url} alt="" fill sizes="300px" /> : null}
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
      items: products.filter((p) => (p.category_ids ?? []).some((c) => Number(c.id) === category.id)).slice(0, 10),
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
                {category.image_full_url ? <Image src={category.image_full_url} alt="" fill sizes="84px" /> : null}
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

function Brands({ scope }: SectionProps) {
  const t = useCatalogueT();
  const { data: brands = [] } = useBrands(scope);
  if (!brands.length) return null;
  // the home shows the first brand and 8 more
  const shown = brands.slice(0, 9);
  return (
    <Section title={t('Brands')} id="brands" viewAll="/all-brands" viewAllLabel={t('View all')}>
      <Carousel label={t('Brands')} itemWidth={130}>
        {shown.map((brand) => (
          <li key={brand.id}>
            <div className={`${shared.card} ${css.brand}`}>
              <span className={css.brandImage}>{brand.image_full_url ? <Image src={brand.image_full_url} alt="" fill sizes="72px" /> : null}</span>
              <strong>
                <Link href={brandResultsHref({ id: brand.id, module_id: brand.module_id ?? scope.moduleId })} className={shared.cardLink}>
                  {brand.name}
                </Link>
              </strong>
              <span className={shared.muted}>{t('{{count}} items', { count: Number(brand.items_count) || 0 })}</span>
            </div>
          </li>
        ))}
      </Carousel>
    </Section>
  );
}

function Highlights({ scope }: SectionProps) {
  const t = useCatalogueT();
  const { data: ads = [] } = useAdvertisements(scope);
  if (!ads.length) return null;
  return (
    <Section title={t('Highlights for you')} id="highlights">
      <Carousel label={t('Highlights for you')} itemWidth={320}>
        {ads.map((ad) => (
          <li key={ad.id}>
            <article className={`${shared.card} ${css.ad}`}>
              <div className={css.adMedia}>
                {ad.add_type === 'video_promotion' && ad.video_attachment_full_url ? (
                  <video src={ad.video_attachment_full_url} controls muted playsInline preload="none" poster={ad.cover_image_full_url ?? undefined} />
                ) : ad.cover_image_full_url ? (
                  <Image src={ad.cover_image_full_url} alt="" fill sizes="320px" />
                ) : null}
              </div>
              <div className={css.adBody}>
                {ad.profile_image_full_url ? (
                  <span className={css.adProfile}>
                    <Image src={ad.profile_image_full_url} alt="" fill sizes="44px" />
                  </span>
                ) : null}
                <div>
                  <h3 className={shared.cardTitle}>
                    {ad.store ? (
                      <Link href={`/store/${ad.store.slug || ad.store.id}`} className={shared.cardLink}>
                        {ad.title}
                      </Link>
                    ) : (
                      ad.title
                    )}
                  </h3>
                  {ad.description ? <p className={shared.muted}>{ad.description}</p> : null}
                </div>
              </div>
            </article>
          </li>
        ))}
      </Carousel>
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

function CommonConditions({ scope }: SectionProps) {
  const t = useCatalogueT();
  const { data: conditions = [] } = useCommonConditions(scope);
  if (!conditions.length) return null;
  return (
    <Section title={t('Common conditions')} id="common-conditions" estimate={BLOCK_HEIGHTS.commonConditions}>
      <ConditionTabs conditions={conditions} scope={scope} />
    </Section>
  );
}

/** A standalone offers banner: one image of the promotional banners, shown only when it exists. */
function OffersBanner({ scope, pick }: SectionProps & { pick: (promo: PromotionalBanners) => string | null | undefined }) {
  const t = useCatalogueT();
  const { data: promo } = usePromotionalBanners(scope);
  const src = promo ? pick(promo) : undefined;
  if (!src) return null;
  return (
    <section className={shared.section} aria-label={t('Offers')}>
      <PromoImage src={src} alt={t('Offers')} />
    </section>
  );
}

function BottomBanner(props: SectionProps) {
  return <OffersBanner {...props} pick={(promo) => promo.bottom_section_banner_full_url} />;
}

const PICTURE_CARDS = {
  parcel: { card: css.parcel, image: css.parcelImage, sizes: '64px' },
  why: { card: css.why, image: css.whyImage, sizes: '96px' },
};

/** A small picture, a title and a line of text: parcel categories and the reasons to choose us. */
function PictureCard({ kind, image, title, text }: { kind: keyof typeof PICTURE_CARDS; image?: string | null; title: string; text?: string | null }) {
  const look = PICTURE_CARDS[kind];
  return (
    <div className={`${shared.card} ${look.card}`}>
      <span className={look.image}>{image ? <Image src={image} alt="" fill sizes={look.sizes} /> : null}</span>
      <h3>{title}</h3>
      {text ? <p>{text}</p> : null}
    </div>
  );
}

function ParcelCategories({ scope }: SectionProps) {
  const t = useCatalogueT();
  const { data: categories = [] } = useParcelCategories(scope);
  if (!categories.length) return null;
  return (
    <Section title={t('What would you like to send?')} id="parcel-categories">
      <Grid label={t('Parcel categories')} itemWidth={220}>
        {categories.map((category) => (
          <li key={category.id}>
            <PictureCard kind="parcel" image={category.image_full_url} title={category.name} text={category.description} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}

function PromotionalBanner(props: SectionProps) {
  return <OffersBanner {...props} pick={(promo) => promo.promotional_banner_url} />;
}

function WhyChoose({ scope }: SectionProps) {
  const t = useCatalogueT();
  const { data: reasons = [] } = useWhyChoose(scope);
  if (!reasons.length) return null;
  return (
    <Section title={t('Why choose us?')} id="why-choose">
      <Carousel label={t('Why choose us?')} itemWidth={240}>
        {reasons.map((reason) => (
          <li key={reason.title}>
            <PictureCard kind="why" image={reason.image_full_url} title={reason.title} text={reason.short_description} />
          </li>
        ))}
      </Carousel>
    </Section>
  );
}

/** Pairs of label then description make the three steps. */
export function stepsFrom(contents: unknown): { label: string; description: string }[] {
  const values = Array.isArray(contents)
    ? contents.map((c) => (typeof c === 'string' ? c : c && typeof c === 'object' ? String((c as { value?: unknown }).value ?? '') : '')).filter(Boolean)
    : [];
  const steps: { label: string; description: string }[] = [];
  for (let i = 0; i + 1 < values.length && steps.length < 3; i += 2) steps.push({ label: values[i] as string, description: values[i + 1] as string });
  return steps;
}

function Video({ scope }: SectionProps) {
  const t = useCatalogueT();
  const { data: video } = useVideoContent(scope);
  const steps = stepsFrom(video?.banner_contents);
  const videoUrl = video?.banner_type === 'video' || video?.banner_type === 'video_content' ? video.banner_video_content_full_url : null;
  const image = video?.banner_image_full_url;
  if (!video || (!videoUrl && !image && !steps.length)) return null;
  return (
    <Section title={t('How it works')} id="video" estimate={BLOCK_HEIGHTS.video}>
      <div className={css.video}>
        <div className={css.videoMedia}>
          {videoUrl ? (
            <video src={videoUrl} controls muted playsInline preload="none" poster={image ?? undefined} />
          ) : image ? (
            <Image src={image} alt="" fill sizes="(max-width: 900px) 100vw, 560px" />
          ) : null}
        </div>
        {steps.length ? (
          <ol className={css.steps}>
            {steps.map((step) => (
              <li key={step.label}>
                <strong>{step.label}</strong>
                <p>{step.description}</p>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
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
