import { MediaImage } from './MediaImage';
import Link from 'next/link';
import { useContext, useRef, type CSSProperties } from 'react';
import type { Banner, CampaignBanner } from '@/api/catalogue-types';
import { useAutoplay } from './autoplay';
import { bannerTarget, campaignBannerTarget, type BannerTarget } from './banner-links';
import css from './BannerSlider.module.css';
import { FirstScreen } from './first-screen';

export interface Slide {
  key: string;
  title: string;
  image: string;
  target: BannerTarget | null;
}

export function slidesFrom(banners: Banner[], campaigns: CampaignBanner[], moduleType?: string): Slide[] {
  const fromBanners = banners
    .filter((b) => b.image_full_url)
    .map((b) => ({ key: `b${b.id}`, title: b.title ?? '', image: b.image_full_url as string, target: bannerTarget(b, moduleType) }));
  const fromCampaigns = campaigns
    .filter((c) => c.image_full_url)
    .map((c) => ({ key: `c${c.id}`, title: c.title ?? '', image: c.image_full_url as string, target: campaignBannerTarget(c) }));
  return [...fromBanners, ...fromCampaigns];
}

/** Slides per view: every banner at once for ecommerce; the others' stylesheet sets theirs (at most 3). */
export function bannerCount(slides: number, moduleType: string): number {
  return moduleType === 'ecommerce' ? Math.max(1, slides) : Math.min(slides, 3);
}

/**
 * The home banner slider: CSS scroll-snap with a small autoplay (every 4 s, each move taking
 * 800 ms, paused while the pointer or focus is on it, off for reduced motion). On the first screen its first slide
 * is the likely largest paint, so it is preloaded at high priority; further down (grocery
 * ends with its banners) every slide loads lazily.
 */
export function BannerSlider({ slides, moduleType, label }: { slides: Slide[]; moduleType: string; label: string }) {
  const list = useRef<HTMLUListElement>(null);
  const firstScreen = useContext(FirstScreen);

  useAutoplay(list, slides.length > 1);

  if (!slides.length) return null;
  const style = { '--banner-count': String(bannerCount(slides.length, moduleType)) } as CSSProperties;
  return (
    <ul ref={list} className={`${css.slider} ${css[moduleType] ?? ''}`} aria-label={label} style={style}>
      {slides.map((slide, index) => (
        <li key={slide.key} className={css.slide}>
          <MediaImage
            src={slide.image}
            alt={slide.title}
            fill
            sizes="(max-width: 700px) 100vw, (max-width: 1100px) 50vw, 400px"
            preload={firstScreen && index === 0}
            fetchPriority={firstScreen && index === 0 ? 'high' : undefined}
          />
          {slide.target ? (
            slide.target.external ? (
              <a href={slide.target.href} rel="noopener noreferrer" target="_blank" aria-label={slide.title || slide.target.href} />
            ) : (
              <Link href={slide.target.href} aria-label={slide.title || slide.target.href} data-quick-view={slide.target.quickView} />
            )
          ) : null}
        </li>
      ))}
    </ul>
  );
}
