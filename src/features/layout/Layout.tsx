import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useConfig } from '@/api/config';
import { LanguageLink } from './LanguageLink';
import { ThemeToggle } from './ThemeToggle';

/** The frame around every page: header, main content and footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { data: config } = useConfig();
  const name = config?.business_name ?? 'Souk';
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 64 }}>
          <Typography
            component={Link}
            href="/home"
            variant="h6"
            sx={{ color: 'primary.main', fontWeight: 800, textDecoration: 'none', mr: 'auto' }}
          >
            {name}
          </Typography>
          <Box component="nav" aria-label={t('Main')} sx={{ display: 'flex', gap: 1, ml: 2 }}>
            <Typography component={Link} href="/home" sx={{ color: 'text.primary', textDecoration: 'none' }}>
              {t('Home')}
            </Typography>
          </Box>
          <ThemeToggle />
          <LanguageLink />
        </Container>
      </Box>
      <Box component="main" sx={{ flex: 1 }}>
        {children}
      </Box>
      <Box component="footer" sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', py: 3, mt: 4 }}>
        <Container>
          <Typography variant="body2" color="text.secondary">
            {config?.footer_text ?? `© ${name}`}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
