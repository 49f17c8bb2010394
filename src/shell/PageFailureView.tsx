import { useTranslation } from '@/lib/i18n';
import Head from 'next/head';
import { useEffect } from 'react';
import ui from '@/components/controls.module.css';
import type { PageFailure } from '@/server/page';
import css from './frame.module.css';

/**
 * Shown with status 503 when the service behind the storefront is down or slow (the page
 * retries by itself after Retry-After), and with 500 for anything unexpected.
 */
export function PageFailureView({ failure }: { failure: PageFailure }) {
  const { t } = useTranslation('common');
  const unavailable = failure.status === 503;
  const retryAfter = failure.retryAfter ?? 5;

  useEffect(() => {
    if (!unavailable) return;
    const timer = setTimeout(() => window.location.reload(), retryAfter * 1000);
    return () => clearTimeout(timer);
  }, [unavailable, retryAfter]);

  return (
    <main className={css.statusPage}>
      <Head>
        <title>{unavailable ? t('We will be right back') : t('Something went wrong')}</title>
        <meta name="robots" content="noindex" />
        {unavailable ? <meta httpEquiv="refresh" content={String(retryAfter)} /> : null}
      </Head>
      <div>
        <h1 className={css.statusTitle}>{unavailable ? t('We will be right back') : t('Something went wrong')}</h1>
        <p className={css.statusText}>
          {unavailable
            ? t('The marketplace is busy right now. This page will try again in a few seconds.')
            : t('An unexpected error happened on our side. Please try again.')}
        </p>
        <button type="button" className={`${ui.button} ${ui.contained}`} onClick={() => window.location.reload()}>
          {t('Try again')}
        </button>
      </div>
    </main>
  );
}
