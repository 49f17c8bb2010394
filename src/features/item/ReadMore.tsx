import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { stripHtml, truncate } from '@/lib/text';
import css from './product.module.css';

/** A description cut at `max` characters with 'Read more' to show the rest. */
export function ReadMore({ text, max = 130 }: { text: string; max?: number }) {
  const { t } = useTranslation('catalogue');
  const [open, setOpen] = useState(false);
  const plain = stripHtml(text);
  const short = truncate(plain, max);
  return (
    <p className={css.description}>
      {open || !short.truncated ? plain : short.text}
      {short.truncated ? (
        <button type="button" className={css.readMore} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('Read less') : t('Read more')}
        </button>
      ) : null}
    </p>
  );
}
