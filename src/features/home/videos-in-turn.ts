import { useEffect, type RefObject } from 'react';

/** Whether a video of the list is playing (the ad carousel holds still meanwhile). */
export function videoPlaying(list: HTMLElement): boolean {
  return [...list.querySelectorAll('video')].some((v) => !v.paused && !v.ended);
}

/** Scrolls the carousel sideways so the card holding `video` starts at its start edge (the page itself does not move). */
function bringIntoRow(video: HTMLVideoElement): void {
  const row = video.closest('ul');
  const card = video.closest('li');
  if (!row || !card) return;
  const a = card.getBoundingClientRect();
  const b = row.getBoundingClientRect();
  const rtl = getComputedStyle(row).direction === 'rtl';
  row.scrollBy({ left: rtl ? a.right - b.right : a.left - b.left, behavior: 'smooth' });
}

/**
 * The video ads play one after another (spec 02, section 4): muted, the first once half the block
 * is on screen, each next one when the one before ends, brought into the row. Not for a shopper who
 * asked for reduced motion (the videos keep their controls).
 */
export function useVideosInTurn(box: RefObject<HTMLElement | null>, count: number): void {
  useEffect(() => {
    const root = box.current;
    if (!root || count === 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches || typeof IntersectionObserver === 'undefined') return;
    const videos = [...root.querySelectorAll('video')];
    if (!videos.length) return;
    const play = (index: number) => {
      const video = videos[index];
      if (!video) return;
      video.muted = true;
      bringIntoRow(video);
      video.play().catch(() => undefined);
    };
    const next = videos.map((_, i) => () => play(i + 1));
    videos.forEach((video, i) => video.addEventListener('ended', next[i] as () => void));
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        play(0);
      },
      { threshold: 0.5 },
    );
    seen.observe(root);
    return () => {
      seen.disconnect();
      videos.forEach((video, i) => video.removeEventListener('ended', next[i] as () => void));
    };
  }, [box, count]);
}
