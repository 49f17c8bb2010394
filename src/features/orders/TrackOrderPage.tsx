import { useTranslation } from '@/lib/i18n';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import type { Order, TrackKey } from '@/api/order-client';
import { Seo, type SeoMeta } from '@/components/Seo';
import { useSession } from '@/lib/session-context';
import { TrackingView } from './TrackingView';
import { trackingProblems, type TrackingProblems } from './track-form';
import css from './orders.module.css';

export interface TrackOrderPageProps {
  seo: SeoMeta;
  orderId: string;
  contact: string;
  /** What the server found for the query (the form's answer before any JavaScript). */
  outcome: 'none' | 'found' | 'not-found' | 'invalid';
  problems: TrackingProblems;
  order: Order | null;
  guestId: string | null;
}

/** /track-order: order id (and, for guests, the phone or e-mail given with the order) → the order's tracking. A plain GET form. */
export function TrackOrderPage({ seo, orderId, contact, outcome, problems: serverProblems, order, guestId }: TrackOrderPageProps) {
  const { t } = useTranslation('orders');
  const router = useRouter();
  const { session } = useSession();
  const [problems, setProblems] = useState<TrackingProblems>(serverProblems);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const id = String(data.get('order_id') ?? '').trim();
    const phone = String(data.get('contact_number') ?? '').trim();
    const found = trackingProblems(id, phone, session.signedIn);
    setProblems(found);
    if (found.orderId || found.contact) return;
    void router.push({ pathname: '/track-order', query: phone ? { order_id: id, contact_number: phone } : { order_id: id } });
  };
  const key: TrackKey | null = outcome === 'found' && order ? { orderId: order.id, guestId: session.signedIn ? null : guestId, contact: session.signedIn ? null : contact } : null;
  return (
    <>
      <Seo meta={seo} />
      <div className={css.page}>
        <h1 className={css.title}>{t('Track Order')}</h1>
        <form className={css.form} method="get" action="/track-order" onSubmit={submit} noValidate aria-label={t('Track Order')}>
          <div className={css.field}>
            <label htmlFor="track-order-id">{t('Order id')}</label>
            <input id="track-order-id" name="order_id" className={css.input} inputMode="numeric" defaultValue={orderId} aria-invalid={Boolean(problems.orderId)} aria-describedby={problems.orderId ? 'track-order-id-error' : undefined} />
            {problems.orderId ? (
              <p className={css.error} id="track-order-id-error">
                {t(problems.orderId)}
              </p>
            ) : null}
          </div>
          {session.signedIn ? null : (
            <div className={css.field}>
              <label htmlFor="track-contact">{t('Phone or email')}</label>
              <input id="track-contact" name="contact_number" className={css.input} defaultValue={contact} aria-invalid={Boolean(problems.contact)} aria-describedby={problems.contact ? 'track-contact-error' : undefined} />
              {problems.contact ? (
                <p className={css.error} id="track-contact-error">
                  {t(problems.contact)}
                </p>
              ) : null}
            </div>
          )}
          <button type="submit" className={css.primary}>
            {t('Track Order')}
          </button>
        </form>
        {outcome === 'not-found' ? (
          <p className={css.notice} role="alert">
            {t('Order not found')}
          </p>
        ) : null}
        {key && order ? <TrackingView key={`${key.orderId}-${key.contact ?? ''}`} trackKey={key} initial={order} detailsHref={session.signedIn ? `/profile?page=my-orders&orderId=${order.id}` : null} /> : null}
      </div>
    </>
  );
}
