import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import { useEffect } from 'react';
import type { PageFailure } from '@/server/page';

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
    <Box component="main" sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Head>
        <title>{unavailable ? t('We will be right back') : t('Something went wrong')}</title>
        <meta name="robots" content="noindex" />
        {unavailable ? <meta httpEquiv="refresh" content={String(retryAfter)} /> : null}
      </Head>
      <div>
        <Typography variant="h1" gutterBottom>
          {unavailable ? t('We will be right back') : t('Something went wrong')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {unavailable
            ? t('The marketplace is busy right now. This page will try again in a few seconds.')
            : t('An unexpected error happened on our side. Please try again.')}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('Try again')}
        </Button>
      </div>
    </Box>
  );
}
