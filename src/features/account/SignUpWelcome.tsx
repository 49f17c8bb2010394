import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { welcomeWaiting } from '@/lib/welcome';
import { lazyMui } from '@/theme/lazy-mui';
import type { WelcomeDialogProps } from './WelcomeDialogContent';

const WelcomeDialog = lazyMui<WelcomeDialogProps>(() => import('./WelcomeDialogContent'));

/** Where the welcome shows: the landing page and the module home (after the interest page a sign-up may go to first). */
const WELCOME_PAGES = new Set(['/', '/home']);

/**
 * The sign-up welcome, once, on the first landing or home page after a sign-up. The frame mounts
 * this for a signed-in shopper in the browser only (after hydration), so it reads the tab's storage
 * as it draws; once shown, the welcome is taken.
 */
export function SignUpWelcome() {
  const { pathname } = useRouter();
  const [open, setOpen] = useState(false);
  if (!open && WELCOME_PAGES.has(pathname) && welcomeWaiting(false)) setOpen(true);
  useEffect(() => {
    if (open) welcomeWaiting(true);
  }, [open]);
  return open ? <WelcomeDialog onClose={() => setOpen(false)} /> : null;
}
