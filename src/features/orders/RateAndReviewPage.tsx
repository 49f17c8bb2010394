import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/toast';
import { errorMessages } from '@/api/errors';
import { httpFor } from '@/api/http';
import { orderDetailsQuery, submitDeliveryManReview, submitItemReview } from '@/api/order-client';
import { Seo, type SeoMeta } from '@/components/Seo';
import { useApiScope } from '@/lib/session-context';
import { useTracking } from './TrackingView';
import css from './orders.module.css';

export interface RateAndReviewPageProps {
  seo: SeoMeta;
  orderId: number;
}

function RatingInput({ name, label, value, onChange }: { name: string; label: string; value: number; onChange: (n: number) => void }) {
  const { t } = useTranslation('orders');
  return (
    <fieldset className={css.notice} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <legend>{label}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
          <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} aria-label={t('{{count}} stars', { count: n })} />
          <span aria-hidden="true">{'★'.repeat(n)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** /rate-and-review/[orderId]: a rating and a comment for each item of the order and for the delivery man. */
export function RateAndReviewPage({ seo, orderId }: RateAndReviewPageProps) {
  const { t } = useTranslation('orders');
  const router = useRouter();
  const client = useQueryClient();
  const { lang } = useApiScope();
  const order = useTracking({ orderId }, true).data;
  const lines = useQuery(orderDetailsQuery({ lang }, orderId));
  const [ratings, setRatings] = useState<Record<string, number>>({});
  const [comments, setComments] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const items = (lines.data ?? []).filter((l) => l.item_id || l.item_details?.id);
  const dm = order?.delivery_man;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (items.some((l) => !ratings[`item-${l.item_id ?? l.item_details?.id}`])) {
      setProblem(t('Choose a rating for each item.'));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      for (const l of items) {
        const id = Number(l.item_id ?? l.item_details?.id);
        await submitItemReview(httpFor(client), { lang }, { item_id: id, order_id: orderId, rating: ratings[`item-${id}`] ?? 5, comment: comments[`item-${id}`] ?? '' });
      }
      if (dm?.id && ratings.dm) await submitDeliveryManReview(httpFor(client), { lang }, { delivery_man_id: dm.id, order_id: orderId, rating: ratings.dm, comment: comments.dm ?? '' });
      toast.success(t('Thanks for your review.'), { id: 'review' });
      await router.push(`/profile?page=my-orders&orderId=${orderId}`);
    } catch (error) {
      setProblem(errorMessages(error)[0] ?? t('The review could not be sent.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Seo meta={seo} />
      <div className={css.page}>
        <h1 className={css.title}>{t('Rate and review')}</h1>
        <p className={css.muted}>{t('Order #{{id}}', { id: orderId })}</p>
        {order && order.order_status !== 'delivered' ? <p className={css.notice}>{t('Only a delivered order can be reviewed.')}</p> : null}
        <form className={css.tracking} onSubmit={(e) => void submit(e)} aria-label={t('Rate and review')}>
          {items.map((l) => {
            const id = Number(l.item_id ?? l.item_details?.id);
            const name = l.item_details?.name ?? t('Item');
            return (
              <div key={l.id} className={css.tracking}>
                <RatingInput name={`item-${id}`} label={t('Rating of {{name}}', { name })} value={ratings[`item-${id}`] ?? 0} onChange={(n) => setRatings({ ...ratings, [`item-${id}`]: n })} />
                <label className={css.field}>
                  {t('Comment on {{name}}', { name })}
                  <textarea className={css.input} rows={2} value={comments[`item-${id}`] ?? ''} onChange={(e) => setComments({ ...comments, [`item-${id}`]: e.target.value })} />
                </label>
              </div>
            );
          })}
          {dm?.id ? (
            <div className={css.tracking}>
              <RatingInput name="dm" label={t('Rating of {{name}}', { name: [dm.f_name, dm.l_name].filter(Boolean).join(' ') || t('Delivery man') })} value={ratings.dm ?? 0} onChange={(n) => setRatings({ ...ratings, dm: n })} />
              <label className={css.field}>
                {t('Comment on {{name}}', { name: t('Delivery man') })}
                <textarea className={css.input} rows={2} value={comments.dm ?? ''} onChange={(e) => setComments({ ...comments, dm: e.target.value })} />
              </label>
            </div>
          ) : null}
          {problem ? (
            <p className={css.error} role="alert">
              {problem}
            </p>
          ) : null}
          <button type="submit" className={css.primary} disabled={busy || order?.order_status !== 'delivered'}>
            {t('Submit Review')}
          </button>
        </form>
      </div>
    </>
  );
}
