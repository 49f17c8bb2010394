import { MediaImage } from '@/components/MediaImage';
import Link from 'next/link';
import { useAdvertisements } from '@/api/ads';
import { useBrands } from '@/api/brands';
import { usePromotionalBanners, useVideoContent, useWhyChoose } from '@/api/banners';
import type { PromotionalBanners } from '@/api/catalogue-types';
import { useCommonConditions } from '@/api/common-conditions';
import { useParcelCategories } from '@/api/parcel';
import { Carousel, Grid, Section } from '@/components/Section';
import shared from '@/components/catalogue.module.css';
import { useCatalogueT } from '@/components/catalogue-text';
import { useFirstScreenLoading } from '@/components/first-screen';
import { brandResultsHref, parcelCategoryHref } from '@/lib/links';
import { ConditionTabs } from './ConditionTabs';
import type { SectionProps } from './HomeSections';
import { BLOCK_HEIGHTS } from './sections';
import css from './home.module.css';

/** The module home's blocks of brands, highlights, offers, pictures, reasons and how-it-works (the rows of items and stores are in ./HomeSections). */
export function PromoImage({ src, alt }: { src: string | null | undefined; alt: string }) {
  const loading = useFirstScreenLoading();
  if (!src) return null;
  return (
    <div className={css.promo}>
      <MediaImage src={src} alt={alt} fill sizes="(max-width: 1200px) 100vw, 1150px" loading={loading} />
    </div>
  );
}

export function Highlights({ scope }: SectionProps) {
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
                  <MediaImage src={ad.cover_image_full_url} alt="" fill sizes="320px" />
                ) : null}
              </div>
              <div className={css.adBody}>
                {ad.profile_image_full_url ? (
                  <span className={css.adProfile}>
                    <MediaImage src={ad.profile_image_full_url} alt="" width={44} height={44} />
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

export function CommonConditions({ scope }: SectionProps) {
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

export function BottomBanner(props: SectionProps) {
  return <OffersBanner {...props} pick={(promo) => promo.bottom_section_banner_full_url} />;
}

const PICTURE_CARDS = {
  parcel: { card: css.parcel, image: css.parcelImage, sizes: '64px' },
  why: { card: css.why, image: css.whyImage, sizes: '96px' },
};

/** A small picture, a title and a line of text: parcel categories and the reasons to choose us. */
function PictureCard({ kind, image, title, text, href }: { kind: keyof typeof PICTURE_CARDS; image?: string | null; title: string; text?: string | null; href?: string }) {
  const look = PICTURE_CARDS[kind];
  return (
    <div className={`${shared.card} ${look.card}`}>
      <span className={look.image}>{image ? <MediaImage src={image} alt="" fill sizes={look.sizes} /> : null}</span>
      <h3>
        {href ? (
          <Link href={href} className={shared.cardLink}>
            {title}
          </Link>
        ) : (
          title
        )}
      </h3>
      {text ? <p>{text}</p> : null}
    </div>
  );
}

export function ParcelCategories({ scope }: SectionProps) {
  const t = useCatalogueT();
  const { data: categories = [] } = useParcelCategories(scope);
  if (!categories.length) return null;
  return (
    <Section title={t('What would you like to send?')} id="parcel-categories">
      <Grid label={t('Parcel categories')} itemWidth={220}>
        {categories.map((category) => (
          <li key={category.id}>
            <PictureCard kind="parcel" image={category.image_full_url} title={category.name} text={category.description} href={parcelCategoryHref(category)} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}

export function PromotionalBanner(props: SectionProps) {
  return <OffersBanner {...props} pick={(promo) => promo.promotional_banner_url} />;
}

export function WhyChoose({ scope }: SectionProps) {
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

export function Video({ scope }: SectionProps) {
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
            <MediaImage src={image} alt="" fill sizes="(max-width: 900px) 100vw, 560px" />
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

export function Brands({ scope }: SectionProps) {
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
              <span className={css.brandImage}>{brand.image_full_url ? <MediaImage src={brand.image_full_url} alt="" width={72} height={72} /> : null}</span>
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
