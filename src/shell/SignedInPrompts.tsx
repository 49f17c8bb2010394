import { SignUpWelcome } from '@/features/account';
import { ReviewPrompt } from '@/features/orders';

/** What the frame adds for a signed-in shopper once the page is up: the review prompt and the sign-up welcome (each loads its dialog when shown). */
export default function SignedInPrompts() {
  return (
    <>
      <ReviewPrompt />
      <SignUpWelcome />
    </>
  );
}
