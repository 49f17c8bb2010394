import { useTranslation } from '@/lib/i18n';
import { useState } from 'react';
import { stripHtml, truncate } from '@/lib/text';
import css from './product.module.css';

/** Read-more truncation default (spec 01 section 9). */
export const READ_MORE_DEFAULT = 70;

/** A description cut at `max` characters with 'Read more' to show the rest. */
export function ReadMore({ text, max = READ_MORE_DEFAULT }: { text: string; max?: number }) {
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

/** The item detail panel's description, page or modal, is cut at 130 characters (spec 02 section 5). */
export const DESCRIPTION_CHARS = 130;
