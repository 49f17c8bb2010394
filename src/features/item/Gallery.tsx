import { useTranslation } from 'next-i18next/pages';
import Image from 'next/image';
import { useState } from 'react';
import css from './product.module.css';

/** The item's pictures: the chosen one large, thumbnails five at a time below it. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('catalogue');
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  return (
    <div className={css.gallery}>
      <div className={css.mainImage}>
        {main ? (
          <Image src={main} alt={name} fill sizes="(max-width: 900px) 100vw, 520px" preload={current === 0} fetchPriority="high" />
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
