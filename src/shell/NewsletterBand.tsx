import { useTranslation } from '@/lib/i18n';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from '@/components/toast';
import { useFooterLanding, useNewsletterSubscribe } from '@/api/content';
import { errorMessages } from '@/api/errors';
import ui from '@/components/controls.module.css';
import css from './frame.module.css';
import { isValidNewsletterEmail } from './newsletter';

/** The footer's newsletter band: title and subtitle from the landing data, email and Subscribe. */
export function NewsletterBand() {
  const { t } = useTranslation('layout');
  const id = useId();
  // prefetched for every page by the server; the fallback title only shows if that call failed
  const { data: landing } = useFooterLanding();
  const subscribe = useNewsletterSubscribe();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (!isValidNewsletterEmail(email)) {
      setError(t('Please insert a valid email.'));
      return;
    }
    setError(null);
    subscribe.mutate(email.trim(), {
      onSuccess: () => {
        setEmail('');
        setDone(true);
        toast.success(t('Subscribed Successfully'), { id: 'newsletter' });
      },
      onError: (failure) => setError(errorMessages(failure).join(' ')),
    });
  };

  const title = landing?.fixed_newsletter_title || t('Sign up to our newsletter');
  const subtitle = landing?.fixed_newsletter_sub_title;

  return (
    <section aria-labelledby={`${id}-title`} className={css.newsletter}>
      <div className={`${css.container} ${css.newsletterRow}`}>
        <div className={css.grow}>
          <h2 id={`${id}-title`} className={css.newsletterTitle}>
            {title}
          </h2>
          {subtitle ? <p className={css.newsletterSubtitle}>{subtitle}</p> : null}
        </div>
        <form noValidate onSubmit={submit} className={css.newsletterForm}>
          <div className={css.grow}>
            <input
              type="email"
              name="email"
              className={error ? `${css.emailInput} ${css.emailInvalid}` : css.emailInput}
              placeholder={t('Your email address')}
              aria-label={t('Your email address')}
              aria-describedby={`${id}-status`}
              aria-invalid={error ? 'true' : undefined}
              autoComplete="email"
              value={email}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                setEmail(event.target.value);
                if (error) setError(null);
              }}
            />
            <p id={`${id}-status`} role={error ? 'alert' : 'status'} className={error ? `${css.status} ${css.statusError}` : css.status}>
              {error ?? (done ? t('Subscribed Successfully') : '')}
            </p>
          </div>
          <button
            type="submit"
            className={`${ui.button} ${ui.contained} ${ui.accent} ${css.subscribe}`}
            disabled={subscribe.isPending}
            aria-busy={subscribe.isPending}
          >
            {subscribe.isPending ? t('Subscribing…') : t('Subscribe')}
          </button>
        </form>
      </div>
    </section>
  );
}
