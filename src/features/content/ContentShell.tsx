import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Seo, type SeoMeta } from '@/components/Seo';
import { MuiScope } from '@/theme/MuiScope';

/** The frame and the heading band every content page shares. */
export function ContentShell({ seo, title, subtitle, children }: { seo: SeoMeta; title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <>
      <Seo meta={seo} />
      <MuiScope>
      <Box sx={{ bgcolor: 'action.hover', py: { xs: 3, md: 5 } }}>
        <Container maxWidth="md">
          <Typography variant="h1">{title}</Typography>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {children}
      </Container>
      </MuiScope>
    </>
  );
}
