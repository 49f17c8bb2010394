import Link from 'next/link';
import { useTranslation } from '@/lib/i18n';
import css from './catalogue.module.css';

export interface PagerProps {
  page: number;
  pages: number;
  /** The address of another page of the list: a plain link, so paging works before JavaScript. */
  href: (page: number) => string;
}

/** Previous, "Page n of m", Next under a catalogue list (categories, flash sales, stores, a store's items); nothing for one page. */
export function Pager({ page, pages, href }: PagerProps) {
  const { t } = useTranslation('catalogue');
  if (pages <= 1) return null;
  return (
    <nav className={css.pager} aria-label={t('Pages')}>
      {page > 1 ? (
        <Link className={css.buttonOutline} href={href(page - 1)} rel="prev">
          {t('Previous')}
        </Link>
      ) : null}
      <span>{t('Page {{page}} of {{pages}}', { page, pages })}</span>
      {page < pages ? (
        <Link className={css.buttonOutline} href={href(page + 1)} rel="next">
          {t('Next')}
        </Link>
      ) : null}
    </nav>
  );
}
