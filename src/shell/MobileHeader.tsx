import { useTranslation } from '@/lib/i18n';
import Link from 'next/link';
import { useCallback, useState } from 'react';
import { useCustomerInfo } from '@/api/customer';
import { MenuIcon, PersonIcon } from '@/components/icons';
import { SignInLauncher } from '@/features/auth';
import { CartButton } from '@/features/cart';
import { WishlistButton } from '@/features/wishlist';
import { LocationSelector } from '@/features/location';
import { ModulePicker, useOfferedModules } from '@/features/modules';
import { HeaderSearch } from '@/features/search';
import { useSession } from '@/lib/session-context';
import { lazyMui } from '@/theme/lazy-mui';
import ui from '@/components/controls.module.css';
import css from './frame.module.css';
import { Logo } from './Logo';
import { useCurrentModule, useHeaderActions } from './use-frame';
import { CustomerAvatar } from './ProfileButton';

const MobileDrawer = lazyMui(() => import('./MobileDrawer'));

function SignedInAvatar() {
  const { t } = useTranslation('layout');
  const { data: customer } = useCustomerInfo();
  return (
    <Link href="/profile?page=profile-settings" className={ui.iconButton} aria-label={t('My account')}>
      <CustomerAvatar customer={customer} size={30} />
    </Link>
  );
}

/** The header at 1180 px and narrower: logo or module picker, location, avatar, and the drawer. */
export function MobileHeader() {
  const { t } = useTranslation('layout');
  const { session } = useSession();
  const { modules } = useOfferedModules();
  const actions = useHeaderActions();
  const current = useCurrentModule();
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const showPicker = Boolean(session.location) && modules.length >= 2;
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  return (
    <div className={css.mobile}>
      <div className={`${css.container} ${css.row}`}>
        {showPicker ? <ModulePicker /> : <Logo compact />}
        <div className={css.centre}>
          <LocationSelector />
        </div>
        {session.signedIn ? (
          <SignedInAvatar />
        ) : (
          <SignInLauncher
            trigger={(open) => (
              <button type="button" className={ui.iconButton} onClick={open} aria-label={t('Sign In')}>
                <PersonIcon />
              </button>
            )}
          />
        )}
        {actions.wishlist ? <WishlistButton moduleType={current?.module_type ?? null} /> : null}
        {actions.cart ? <CartButton /> : null}
        <button
          type="button"
          className={ui.iconButton}
          aria-label={t('Open menu')}
          aria-expanded={drawerOpen ? 'true' : 'false'}
          onClick={() => {
            setDrawerWanted(true);
            setDrawerOpen(true);
          }}
        >
          <MenuIcon />
        </button>
      </div>
      <HeaderSearch layout="row" />
      {drawerWanted ? <MobileDrawer open={drawerOpen} onClose={closeDrawer} /> : null}
    </div>
  );
}
