import { useTranslation } from '@/lib/i18n';
import Link from 'next/link';
import { SignInButton } from '@/features/auth';
import { LocationSelector } from '@/features/location';
import { ModulePicker } from '@/features/modules';
import { HeaderSearch } from '@/features/search';
import { CatalogueMenuButton } from './CatalogueMenuButton';
import ui from '@/components/controls.module.css';
import css from './frame.module.css';
import { HeaderIcons } from './HeaderIcons';
import { LanguageMenu } from './LanguageMenu';
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
    <div className={css.desktop}>
      <div className={`${css.container} ${css.containerWide} ${css.row}`}>
        <Logo />
        <nav aria-label={t('Main')} className={css.nav}>
          <Link href="/home" className={ui.button}>
            {t('Home')}
          </Link>
          {actions.catalogueMenus ? (
            <>
              <CatalogueMenuButton kind="categories" />
              <CatalogueMenuButton kind="stores" />
            </>
          ) : null}
          {actions.contact ? (
            <Link href="/help-and-support" className={ui.button}>
              {tl('Contact')}
            </Link>
          ) : null}
        </nav>
        <HeaderSearch />
        <div className={css.spacer} />
        {actions.switchesBesideSignIn ? (
          <>
            <LocationSelector />
            <ThemeToggle />
            <ModulePicker />
            <LanguageMenu />
          </>
        ) : null}
        <HeaderIcons actions={actions} />
        {actions.profile ? <ProfileButton /> : <SignInButton className={css.signIn} />}
      </div>
    </div>
  );
}
