import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useRouter } from 'next/router';
import { useState } from 'react';
import ConfirmDialog from '@/components/ConfirmDialog';
import { toast } from '@/components/toast';
import { signOutRequest } from '@/lib/sign-out';
import { useSession } from '@/lib/session-context';

/** The spec's pause between the confirmation and the signed-out state. */
export const LOGOUT_DELAY_MS = 500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * 'Are you sure you want to logout?': on Logout the server clears the httpOnly token, then after
 * the spec's 500 ms the profile, cart and wishlist are dropped (every `customer` query), the
 * shopper is told, and goes to /home (or stays on the landing page). Loaded with its first use
 * (./use-logout.tsx), never with a page.
 */
export default function LogoutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('layout');
  const router = useRouter();
  const queryClient = useQueryClient();
  const { update } = useSession();
  const [busy, setBusy] = useState(false);

  const logout = async () => {
    setBusy(true);
    try {
      await signOutRequest();
      await wait(LOGOUT_DELAY_MS);
      update({ signedIn: false });
      queryClient.removeQueries({ queryKey: ['customer'] });
      toast.success(t('Logout successful.'), { id: 'logged-out' });
      onClose();
      if (router.pathname !== '/') await router.push('/home');
    } catch {
      toast.error(t('We could not sign you out. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open
      title={t('Are you sure you want to logout?')}
      confirmLabel={t('Logout')}
      cancelLabel={t('Cancel')}
      busy={busy}
      onConfirm={() => void logout()}
      onClose={onClose}
    />
  );
}
