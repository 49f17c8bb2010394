import { useTranslation } from '@/lib/i18n';
import { useState, type FormEvent } from 'react';
import { TrackingDrawer } from '@/features/orders';
import { useSession } from '@/lib/session-context';
import shared from '@/components/catalogue.module.css';
import css from './home.module.css';

export interface TrackOrderErrors {
  orderId?: string;
  contact?: string;
}

/** Parcel tracking needs an order id, and a contact number for guests ('Need a order id', 'Need a contact number'). */
export function validateTracking(orderId: string, contact: string, signedIn: boolean): TrackOrderErrors {
  const errors: TrackOrderErrors = {};
  if (!orderId.trim()) errors.orderId = 'Need a order id';
  if (!signedIn && !contact.trim()) errors.contact = 'Need a contact number';
  return errors;
}

/**
 * The parcel home's track-order form: it opens the parcel tracking drawer for the order id and
 * contact; before the page's JavaScript it is a plain GET form to /track-order.
 */
export function TrackOrderForm({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('catalogue');
  const { session } = useSession();
  const [errors, setErrors] = useState<TrackOrderErrors>({});
  const [open, setOpen] = useState<{ orderId: number; contact: string } | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const orderId = String(data.get('order_id') ?? '');
    const contact = String(data.get('contact_number') ?? '');
    const found = validateTracking(orderId, contact, signedIn);
    setErrors(found);
    if (found.orderId || found.contact) return;
    setOpen({ orderId: Number(orderId.trim()), contact: contact.trim() });
  };
  return (
    <form className={css.track} method="get" action="/track-order" onSubmit={submit} noValidate aria-label={t('Track your order')}>
      <div className={css.field}>
        <label htmlFor="track-order-id">{t('Order id')}</label>
        <input id="track-order-id" name="order_id" inputMode="numeric" aria-invalid={Boolean(errors.orderId)} aria-describedby={errors.orderId ? 'track-order-id-error' : undefined} />
        {errors.orderId ? (
          <p className={css.error} id="track-order-id-error">
            {t(errors.orderId)}
          </p>
        ) : null}
      </div>
      {signedIn ? null : (
        <div className={css.field}>
          <label htmlFor="track-contact">{t('Phone or email')}</label>
          <input id="track-contact" name="contact_number" aria-invalid={Boolean(errors.contact)} aria-describedby={errors.contact ? 'track-contact-error' : undefined} />
          {errors.contact ? (
            <p className={css.error} id="track-contact-error">
              {t(errors.contact)}
            </p>
          ) : null}
        </div>
      )}
      <button type="submit" className={shared.button}>
        {t('Track Order')}
      </button>
      {open ? (
        <TrackingDrawer
          open
          parcel
          onClose={() => setOpen(null)}
          trackKey={{ orderId: open.orderId, guestId: signedIn ? null : session.guestId, contact: signedIn ? null : open.contact }}
          detailsHref={signedIn ? `/profile?page=my-orders&orderId=${open.orderId}` : null}
        />
      ) : null}
    </form>
  );
}
