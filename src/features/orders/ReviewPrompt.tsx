import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { httpFor } from '@/api/http';
import { useSession } from '@/lib/session-context';
import { lazyMui } from '@/theme/lazy-mui';
import type { ReviewPromptDialogProps } from './ReviewPromptDialog';

const ReviewPromptDialog = lazyMui<ReviewPromptDialogProps>(() => import('./ReviewPromptDialog'));

const ASKED = 'souk-review-asked';

const DIALOGS = '[role="dialog"], [role="alertdialog"]';
const noWatch = () => () => undefined;
/** Dialogs come and go as portals on the body, and leave after their closing transition. */
function watchBody(onChange: () => void): () => void {
  const watcher = new MutationObserver(onChange);
  watcher.observe(document.body, { childList: true, subtree: true });
  return () => watcher.disconnect();
}

/**
 * Whether the page shows a dialog, watched only while `watching`: the prompt does not open over
 * one the shopper is using (the location picker they just opened would be covered, and closed
 * with the prompt), but once it has gone.
 */
function useDialogOpen(watching: boolean): boolean {
  return useSyncExternalStore(
    watching ? watchBody : noWatch,
    () => watching && document.querySelector(DIALOGS) !== null,
    () => false,
  );
}

/**
 * After sign-in (once per browser session), the latest order needing a review opens the review
 * prompt, once no other dialog is open. The call and the dialog load only for a signed-in
 * shopper, after the page is up.
 */
export function ReviewPrompt() {
  const { session } = useSession();
  const client = useQueryClient();
  const [orderId, setOrderId] = useState<number | null>(null);
  // once open, the prompt stays until answered (its own dialog is then the one on the page)
  const [shown, setShown] = useState(false);
  const waiting = orderId !== null && !shown;
  const otherDialog = useDialogOpen(waiting);
  if (waiting && !otherDialog) setShown(true);
  useEffect(() => {
    if (!session.signedIn) return;
    try {
      if (window.sessionStorage.getItem(ASKED)) return;
      window.sessionStorage.setItem(ASKED, '1');
    } catch {
      return;
    }
    let live = true;
    void import('@/api/order-client')
      .then(({ reviewReminderQuery }) => client.fetchQuery(reviewReminderQuery({ lang: session.language })))
      .then((answer) => {
        if (live && answer.order_id) setOrderId(answer.order_id);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, session.signedIn, session.language]);
  if (orderId === null || !shown) return null;
  return (
    <ReviewPromptDialog
      orderId={orderId}
      onClose={() => {
        const id = orderId;
        setOrderId(null);
        void import('@/api/order-client').then(({ cancelReviewReminder }) => cancelReviewReminder(httpFor(client), { lang: session.language }, id)).catch(() => undefined);
      }}
      onReview={() => setOrderId(null)}
    />
  );
}
