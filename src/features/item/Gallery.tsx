import { useTranslation } from '@/lib/i18n';
import Image from 'next/image';
import { useRef, useState, type PointerEvent } from 'react';
import css from './product.module.css';

/** How much the magnifier enlarges the picture under a mouse pointer. */
export const MAGNIFY = 2.5;

/** The point under the pointer as percentages of the picture (the magnifier's transform origin). */
export function pointerOrigin(clientX: number, clientY: number, box: { left: number; top: number; width: number; height: number }): { x: number; y: number } {
  const clamp = (v: number) => Math.min(100, Math.max(0, v));
  return { x: clamp(((clientX - box.left) / (box.width || 1)) * 100), y: clamp(((clientY - box.top) / (box.height || 1)) * 100) };
}

/**
 * The item's pictures: the chosen one large, thumbnails five at a time below it. With a mouse,
 * hovering the picture magnifies the part under the pointer (a sharper copy, fetched on the first
 * hover); touch screens keep the plain picture, which the page can be pinched to zoom.
 */
export function Gallery({ images, name, sizes = '(max-width: 900px) 100vw, 520px', preload = true }: { images: string[]; name: string; sizes?: string; preload?: boolean }) {
  const { t } = useTranslation('catalogue');
  const [current, setCurrent] = useState(0);
  const [zooming, setZooming] = useState(false);
  const lens = useRef<HTMLDivElement | null>(null);
  const origin = useRef('50% 50%');
  const main = images[current] ?? images[0];
  const follow = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    const { x, y } = pointerOrigin(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());
    origin.current = `${x}% ${y}%`;
    if (lens.current) lens.current.style.transformOrigin = origin.current;
    if (!zooming) setZooming(true);
  };
  return (
    <div className={css.gallery}>
      <div className={css.mainImage} onPointerMove={follow} onPointerEnter={follow} onPointerLeave={() => setZooming(false)}>
        {main ? <Image src={main} alt={name} fill sizes={sizes} preload={preload && current === 0} fetchPriority={preload ? 'high' : undefined} /> : null}
        {main && zooming ? (
          <div
            ref={(el) => {
              lens.current = el;
              if (el) el.style.transformOrigin = origin.current;
            }}
            className={css.magnifier} role="img" aria-label={t('{{name}}, magnified', { name })} style={{ transform: `scale(${MAGNIFY})` }}>
            <Image src={main} alt="" fill sizes="1200px" />
          </div>
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className={css.thumbs} aria-label={t('More pictures')}>
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className={css.thumb}
                aria-pressed={index === current}
                aria-label={t('Picture {{n}} of {{count}}', { n: index + 1, count: images.length })}
                onClick={() => setCurrent(index)}
              >
                <Image src={src} alt="" fill sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
