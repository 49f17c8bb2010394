import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';

const SignInDialog = dynamic(() => import('./SignInDialog'), { ssr: false });

/**
 * Opens the sign-in dialog; the dialog's code (formik, yup, the form) loads on the first click.
 * `trigger` lets a caller draw its own control (an avatar, a link) around `open`.
 */
export function SignInLauncher({ trigger }: { trigger: (open: () => void) => ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      {trigger(() => {
        setWanted(true);
        setOpen(true);
      })}
      {wanted ? <SignInDialog open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

export function SignInButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useTranslation('layout');
  return (
    <SignInLauncher
      trigger={(open) => (
        <Button variant="contained" onClick={open} {...props}>
          {t('Sign In')}
        </Button>
      )}
    />
  );
}
