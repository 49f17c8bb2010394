import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import Link from 'next/link';

/** The 404 and 500 pages: static, translated, with a way back. */
export function StatusPage({ status }: { status: 404 | 500 }) {
  const { t } = useTranslation('common');
  const title = status === 404 ? t('Page not found') : t('Something went wrong');
  const text =
    status === 404
      ? t('The page you are looking for does not exist or has moved.')
      : t('An unexpected error happened on our side. Please try again.');
  return (
    <Box component="main" sx={{ minHeight: '80vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Head>
        <title>{`${status} | ${title}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div>
        <Typography component="p" sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main' }}>
          {status}
        </Typography>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {text}
        </Typography>
        <Button variant="contained" component={Link} href="/home">
          {t('Go to home')}
        </Button>
      </div>
    </Box>
  );
}
