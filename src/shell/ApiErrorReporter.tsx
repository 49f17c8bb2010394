import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { toast } from '@/components/toast';
import { useSession } from '@/lib/session-context';
import { reactionTo } from './error-reaction';
import { signOutRequest } from '@/lib/sign-out';

/** Turns failed calls into toasts, and a dead token into the sign-out flow. */
export function ApiErrorReporter({ errors }: { errors: EventTarget }) {
  const { session, update } = useSession();
  const { t } = useTranslation('common');
  const router = useRouter();
  const queryClient = useQueryClient();
  const signedIn = useRef(session.signedIn);
  useEffect(() => {
    signedIn.current = session.signedIn;
  }, [session.signedIn]);

  useEffect(() => {
    const onError = (event: Event) => {
      const reaction = reactionTo((event as CustomEvent<unknown>).detail, signedIn.current);
      if (reaction.kind === 'expired') {
        signedIn.current = false;
        toast.error(t('Your account is inactive or Your token has been expired'), { id: 'token-expired' });
        void signOutRequest().then(() => {
          update({ signedIn: false });
          queryClient.removeQueries({ queryKey: ['customer'] });
          void router.push('/home');
        });
        return;
      }
      for (const message of reaction.messages) toast.error(message, { id: message });
    };
    errors.addEventListener('api-error', onError);
    return () => errors.removeEventListener('api-error', onError);
  }, [errors, t, router, update, queryClient]);

  return null;
}
