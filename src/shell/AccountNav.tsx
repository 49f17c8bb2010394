import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useConfig } from '@/api/config';
import { useTranslation } from '@/lib/i18n';
import { accountMenuFor } from './account-menu';
import css from './account-nav.module.css';
import { useLogoutConfirm } from './use-logout';

/**
 * The navigation every account page shares, in the server's HTML (each page links to every other
 * before any script runs): the account menu's entries the config allows, then Logout. A side list
 * beside the page from 900 px, a row of tabs under the header on a phone, the current page scrolled
 * into the thumb's reach. Logout is a form that signs out without JavaScript; with it, the
 * confirmation the header's menu asks first.
 */
export function AccountNav({ current }: { current: string }) {
  const { t } = useTranslation('layout');
  const { data: config } = useConfig();
  const { locale } = useRouter();
  const logout = useLogoutConfirm();
  const headingId = useId();
  const list = useRef<HTMLUListElement | null>(null);

  useEffect(() => {
    // on a phone the row scrolls sideways: bring the current tab to its middle (physical pixels,
    // so the same either way round; the page itself is not scrolled)
    const row = list.current;
    const here = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !here || row.scrollWidth <= row.clientWidth) return;
    const a = here.getBoundingClientRect();
    const b = row.getBoundingClientRect();
    row.scrollLeft += a.left + a.width / 2 - (b.left + b.width / 2);
  }, [current]);

  return (
    <nav className={css.nav} aria-labelledby={headingId}>
      <div id={headingId} className={css.heading}>
        {t('My account')}
      </div>
      <ul className={css.list} ref={list}>
        {accountMenuFor(config).map((entry) => (
          <li key={entry.id} className={css.item}>
            <Link href={entry.href} className={css.link} aria-current={entry.page === current ? 'page' : undefined} data-menu-id={entry.id}>
              {t(entry.label)}
            </Link>
          </li>
        ))}
        <li className={`${css.item} ${css.logoutItem}`}>
          <form
            method="post"
            action="/api/session"
            className={css.form}
            onSubmit={(event) => {
              event.preventDefault();
              logout.ask();
            }}
          >
            <input type="hidden" name="locale" value={locale ?? 'en'} />
            <button type="submit" className={css.logout}>
              {t('Logout')}
            </button>
          </form>
        </li>
      </ul>
      {logout.dialog}
    </nav>
  );
}

/** An account page beside (or under, on a phone) the account navigation. */
export function AccountLayout({ current, children }: { current: string; children: ReactNode }) {
  return (
    <div className={css.layout}>
      <AccountNav current={current} />
      <div className={css.content}>{children}</div>
    </div>
  );
}
