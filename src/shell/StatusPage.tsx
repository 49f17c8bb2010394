import { useTranslation } from '@/lib/i18n';
import Head from 'next/head';
import Link from 'next/link';
import ui from '@/components/controls.module.css';
import css from './frame.module.css';

/** The 404 and 500 pages: static, translated, with a way back. */
export function StatusPage({ status }: { status: 404 | 500 }) {
  const { t } = useTranslation('common');
  const title = status === 404 ? t('Page not found') : t('Something went wrong');
  const text =
    status === 404
      ? t('The page you are looking for does not exist or has moved.')
      : t('An unexpected error happened on our side. Please try again.');
  return (
    <main className={css.statusPage}>
      <Head>
        <title>{`${status} | ${title}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div>
        <p className={css.statusCode}>{status}</p>
        <h1 className={css.statusTitle}>{title}</h1>
        <p className={css.statusText}>{text}</p>
        <Link href="/home" className={`${ui.button} ${ui.contained}`}>
          {t('Go to home')}
        </Link>
      </div>
    </main>
  );
}
