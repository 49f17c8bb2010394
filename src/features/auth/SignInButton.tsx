import { useTranslation } from '@/lib/i18n';
import { useState, type ReactNode } from 'react';
import ui from '@/components/controls.module.css';
import { lazyMui } from '@/theme/lazy-mui';

const SignInDialog = lazyMui(() => import('./SignInDialog'));
/** The checkout's guest-or-sign-in choice; its code loads when it first shows. */
export const GuestPromptDialog = lazyMui(() => import('./GuestPromptDialog'));

/**
 * Opens the sign-in dialog; the dialog's code (formik, yup, the form) loads on the first click.
 * `trigger` lets a caller draw its own control (an avatar, a link) around `open`.
 */
export function SignInLauncher({ trigger, mode = 'sign-in' }: { trigger: (open: () => void) => ReactNode; mode?: 'sign-in' | 'sign-up' }) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      {trigger(() => {
        setWanted(true);
        setOpen(true);
      })}
      {wanted ? <SignInDialog open={open} initialMode={mode} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The header's Sign In button. */
export function SignInButton({ className }: { className?: string }) {
  const { t } = useTranslation('layout');
  return (
    <SignInLauncher
      trigger={(open) => (
        <button type="button" className={`${ui.button} ${ui.contained} ${className ?? ''}`} onClick={open}>
          {t('Sign In')}
        </button>
      )}
    />
  );
}
