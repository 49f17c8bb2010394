import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { ModuleRail } from '@/features/modules';
import { useSession } from '@/lib/session-context';
import { DesktopHeader } from './DesktopHeader';
import { Footer } from './Footer';
import { FrameEffects } from './FrameEffects';
import { MobileHeader } from './MobileHeader';
import { TopBar } from './TopBar';
import { useHeaderActions } from './use-frame';

/**
 * The frame around every page: header (top bar and desktop header above 1180 px, the phone
 * header at 1180 px and narrower; both server-rendered, one hidden by CSS, so nothing jumps
 * on hydration), the page, and the footer.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('layout');
  const { session } = useSession();
  const actions = useHeaderActions();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('Skip to content')}
      </Box>
      <Box
        component="header"
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', position: 'sticky', top: 0, zIndex: 'appBar' }}
      >
        {actions.topBar ? <TopBar /> : null}
        <DesktopHeader />
        <MobileHeader />
      </Box>
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <Footer />
      {session.zoneIds?.length ? <ModuleRail /> : null}
      <FrameEffects />
    </Box>
  );
}
