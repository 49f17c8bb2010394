import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { SignInButton } from '@/features/auth';
import { LocationSelector } from '@/features/location';
import { ModulePicker } from '@/features/modules';
import { CatalogueMenuButton } from './CatalogueMenuButton';
import { COMPACT } from './header-rules';
import { HeaderIcons } from './HeaderIcons';
import { LanguageLink } from './LanguageLink';
import { Logo } from './Logo';
import { ProfileButton } from './ProfileButton';
import { ThemeToggle } from './ThemeToggle';
import { useHeaderActions } from './use-frame';

/** The header above 1180 px: logo, main navigation, and the right side by the spec's rules. */
export function DesktopHeader() {
  const { t } = useTranslation('common');
  const { t: tl } = useTranslation('layout');
  const actions = useHeaderActions();
  return (
    <Box sx={{ [COMPACT]: { display: 'none' } }}>
      <Container maxWidth="xl" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 64 }}>
        <Logo />
        <Box component="nav" aria-label={t('Main')} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 2 }}>
          <Button component={Link} href="/home" color="inherit">
            {t('Home')}
          </Button>
          {actions.catalogueMenus ? (
            <>
              <CatalogueMenuButton kind="categories" />
              <CatalogueMenuButton kind="stores" />
            </>
          ) : null}
          {actions.contact ? (
            <Button component={Link} href="/help-and-support" color="inherit">
              {tl('Contact')}
            </Button>
          ) : null}
        </Box>
        <Box sx={{ flex: 1 }} />
        {actions.switchesBesideSignIn ? (
          <>
            <LocationSelector />
            <ThemeToggle />
            <ModulePicker />
            <LanguageLink />
          </>
        ) : null}
        <HeaderIcons actions={actions} />
        {actions.profile ? <ProfileButton /> : <SignInButton sx={{ ml: 1 }} />}
      </Container>
    </Box>
  );
}
