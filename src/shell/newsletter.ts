/** The spec's "standard email pattern" for the newsletter field. */
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export function isValidNewsletterEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 255 && EMAIL_PATTERN.test(email);
}

export type NewsletterState =
  | { status: 'idle' }
  | { status: 'invalid' }
  | { status: 'loading' }
  | { status: 'subscribed' }
  | { status: 'failed'; message: string };
