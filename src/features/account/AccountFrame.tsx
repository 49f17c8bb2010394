import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Seo, type SeoMeta } from '@/components/Seo';
import { MuiScope } from '@/theme/MuiScope';

/**
 * The frame of an account page: its title as the page's heading, on a card that fits a phone. The
 * page sits beside the account navigation (src/shell/AccountNav.tsx), which sets the outer margins
 * from 900 px.
 */
export function AccountFrame({ seo, title, children }: { seo: SeoMeta; title: string; children: ReactNode }) {
  return (
    <>
      <Seo meta={seo} />
      <MuiScope>
        <Container maxWidth="md" disableGutters sx={{ pt: { xs: 1, md: 0 }, pb: 4, px: { xs: 1.5, sm: 3, md: 0 }, mx: { md: 0 } }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, display: 'grid', gap: 3 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' } }}>
              {title}
            </Typography>
            {children}
          </Paper>
        </Container>
      </MuiScope>
    </>
  );
}

