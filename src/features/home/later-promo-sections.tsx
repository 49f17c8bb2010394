import Link from 'next/link';
import { useAdvertisements } from '@/api/ads';
import { useVideoContent } from '@/api/banners';
import { useBrands } from '@/api/brands';
import { useCommonConditions } from '@/api/common-conditions';
import shared from '@/components/catalogue.module.css';
import { useCatalogueT } from '@/components/catalogue-text';
import { MediaImage } from '@/components/MediaImage';
import { Carousel, Section } from '@/components/Section';
import { brandResultsHref } from '@/lib/links';
import { ConditionTabs } from './ConditionTabs';
import type { SectionProps } from './sections';
import { BLOCK_HEIGHTS } from './sections';
import css from './home.module.css';

/** The later blocks of highlights, common conditions, how-it-works and brands (loaded with ./LaterSections). */

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
