import { MediaImage } from '@/components/MediaImage';
import Link from 'next/link';
import { usePromotionalBanners, useWhyChoose } from '@/api/banners';
import type { PromotionalBanners } from '@/api/catalogue-types';
import { useParcelCategories } from '@/api/parcel';
import { Carousel, Grid, Section } from '@/components/Section';
import shared from '@/components/catalogue.module.css';
import { useCatalogueT } from '@/components/catalogue-text';
import { useFirstScreenLoading } from '@/components/first-screen';
import { parcelCategoryHref } from '@/lib/links';
import type { SectionProps } from './sections';
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
