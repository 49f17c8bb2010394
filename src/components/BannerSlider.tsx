import { MediaImage } from './MediaImage';
import Link from 'next/link';
import { useContext, useEffect, useRef, type CSSProperties } from 'react';
import type { Banner, CampaignBanner } from '@/api/catalogue-types';
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

const AUTOPLAY_MS = 4000;
/** How long one slide's move takes (spec 02 section 9: speed 800 ms). */
export const SLIDE_SPEED_MS = 800;

/** Where a slide's move stands `elapsed` ms after it started: eased, and at `to` once SLIDE_SPEED_MS have passed. */
export function slidePosition(from: number, to: number, elapsed: number): number {
  const t = Math.min(1, Math.max(0, elapsed / SLIDE_SPEED_MS));
  const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
  return from + (to - from) * eased;
}

/** Slides per view: every banner at once for ecommerce; the others' stylesheet sets theirs (at most 3). */
export function bannerCount(slides: number, moduleType: string): number {
  return moduleType === 'ecommerce' ? Math.max(1, slides) : Math.min(slides, 3);
}

/** Moves the list to `left` over SLIDE_SPEED_MS, snapping off while it moves (a snap would cut the move short). */
function glide(el: HTMLElement, left: number): void {
  const from = el.scrollLeft;
  const start = performance.now();
  el.style.scrollSnapType = 'none';
  el.style.scrollBehavior = 'auto';
  const frame = (now: number) => {
    el.scrollLeft = slidePosition(from, left, now - start);
    if (now - start < SLIDE_SPEED_MS) {
      requestAnimationFrame(frame);
      return;
    }
    el.style.scrollSnapType = '';
    el.style.scrollBehavior = '';
  };
  requestAnimationFrame(frame);
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

  useEffect(() => {
    const el = list.current;
    if (!el || slides.length < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let paused = false;
    const pause = () => (paused = true);
    const resume = () => (paused = false);
    el.addEventListener('pointerenter', pause);
    el.addEventListener('pointerleave', resume);
    el.addEventListener('focusin', pause);
    el.addEventListener('focusout', resume);
    const timer = window.setInterval(() => {
      if (paused || document.hidden) return;
      const step = (el.firstElementChild as HTMLElement | null)?.offsetWidth ?? el.clientWidth;
      const rtl = getComputedStyle(el).direction === 'rtl';
      const scrolled = Math.abs(el.scrollLeft);
      const atEnd = scrolled + el.clientWidth >= el.scrollWidth - 4;
      glide(el, atEnd ? 0 : el.scrollLeft + (rtl ? -(step + 12) : step + 12));
    }, AUTOPLAY_MS);
    return () => {
      window.clearInterval(timer);
      el.removeEventListener('pointerenter', pause);
      el.removeEventListener('pointerleave', resume);
      el.removeEventListener('focusin', pause);
      el.removeEventListener('focusout', resume);
    };
  }, [slides.length]);

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
