import MenuIcon from '@mui/icons-material/Menu';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useCallback, useState } from 'react';
import { useCustomerInfo } from '@/api/customer';
import { SignInLauncher } from '@/features/auth';
import { LocationSelector } from '@/features/location';
import { ModulePicker, useOfferedModules } from '@/features/modules';
import { useSession } from '@/lib/session-context';
import { WIDE } from './header-rules';
import { Logo } from './Logo';
import { CustomerAvatar } from './ProfileButton';

const MobileDrawer = dynamic(() => import('./MobileDrawer'), { ssr: false });

function SignedInAvatar() {
  const { t } = useTranslation('layout');
  const { data: customer } = useCustomerInfo();
  return (
    <IconButton component={Link} href="/profile?page=profile-settings" aria-label={t('My account')}>
      <CustomerAvatar customer={customer} size={30} />
    </IconButton>
  );
}

/** The header at 1180 px and narrower: logo or module picker, location, avatar, and the drawer. */
export function MobileHeader() {
  const { t } = useTranslation('layout');
  const { session } = useSession();
  const { modules } = useOfferedModules();
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const showPicker = Boolean(session.location) && modules.length >= 2;
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  return (
    <Box sx={{ [WIDE]: { display: 'none' } }}>
      <Container sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 56, px: { xs: 1, sm: 2 } }}>
        {showPicker ? <ModulePicker /> : <Logo compact />}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'center' }}>
          <LocationSelector />
        </Box>
        {session.signedIn ? (
          <SignedInAvatar />
        ) : (
          <SignInLauncher
            trigger={(open) => (
              <IconButton onClick={open} aria-label={t('Sign In')} color="inherit">
                <PersonOutlined />
              </IconButton>
            )}
          />
        )}
        <IconButton
          color="inherit"
          aria-label={t('Open menu')}
          aria-expanded={drawerOpen ? 'true' : 'false'}
          onClick={() => {
            setDrawerWanted(true);
            setDrawerOpen(true);
          }}
        >
          <MenuIcon />
        </IconButton>
      </Container>
      {drawerWanted ? <MobileDrawer open={drawerOpen} onClose={closeDrawer} /> : null}
    </Box>
  );
}
