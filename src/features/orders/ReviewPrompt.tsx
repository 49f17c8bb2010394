import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { httpFor } from '@/api/http';
import { useSession } from '@/lib/session-context';
import { lazyMui } from '@/theme/lazy-mui';
import type { ReviewPromptDialogProps } from './ReviewPromptDialog';

const ReviewPromptDialog = lazyMui<ReviewPromptDialogProps>(() => import('./ReviewPromptDialog'));

const ASKED = 'souk-review-asked';

/**
 * After sign-in (once per browser session), the latest order needing a review opens the review
 * prompt. The call and the dialog load only for a signed-in shopper, after the page is up.
 */
export function ReviewPrompt() {
  const { session } = useSession();
  const client = useQueryClient();
  const [orderId, setOrderId] = useState<number | null>(null);
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
  if (orderId === null) return null;
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
