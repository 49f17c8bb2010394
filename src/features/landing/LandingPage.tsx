import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import Image from 'next/image';
import Link from 'next/link';
import { useConfig } from '@/api/config';
import { useModules } from '@/api/modules';
import { Layout } from '@/features/layout/Layout';

/** `/`: what the marketplace is and which modules it offers, rendered on the server. */
export function LandingPage() {
  const { t } = useTranslation('common');
  const { data: config } = useConfig();
  const { data: modules = [] } = useModules();
  const name = config?.business_name ?? 'Souk';
  return (
    <Layout>
      <Head>
        <title>{`${name} | ${t('Everything you need, delivered')}`}</title>
        <meta name="description" content={t('Order food, groceries, medicines and more from stores near you, or send a parcel.')} />
      </Head>
      <Container sx={{ py: { xs: 4, md: 8 } }}>
        <Typography variant="h1" gutterBottom>
          {t('Everything you need, delivered')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 640 }}>
          {t('Order food, groceries, medicines and more from stores near you, or send a parcel.')}
        </Typography>
        <Typography variant="h2" component="h2" gutterBottom>
          {t('Choose a marketplace')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
          {modules.map((module) => (
            <li key={module.id}>
              <Card variant="outlined">
                <CardActionArea component={Link} href={`/home?module_id=${module.id}`} sx={{ p: 2, textAlign: 'center' }}>
                  {module.icon_full_url ? <Image src={module.icon_full_url} alt="" width={56} height={56} /> : null}
                  <Typography component="span" sx={{ display: 'block', fontWeight: 600, mt: 1 }}>
                    {module.module_name}
                  </Typography>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      </Container>
    </Layout>
  );
}
