import { lazyMui } from '@/theme/lazy-mui';
import { useState, type ReactNode } from 'react';

// the dialog and the sign-out it runs arrive with the first Logout asked for, not with the page
const LogoutDialog = lazyMui(() => import('./LogoutDialog'));

/** Logout with confirmation (./LogoutDialog.tsx): `ask` opens the dialog, `dialog` is drawn where the caller puts it. */
export function useLogoutConfirm(): { ask: () => void; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const dialog = open ? <LogoutDialog onClose={() => setOpen(false)} /> : null;
  return { ask: () => setOpen(true), dialog };
}
