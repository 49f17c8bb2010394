import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/toast';
import { orderRefundQuery, refundReasonsQuery, requestRefund } from '@/api/account';
import { errorMessages } from '@/api/errors';
import { httpFor } from '@/api/http';
import type { Order } from '@/api/order-client';
import { formatMoney, type MoneyFormat } from '@/lib/money';
import { useApiScope } from '@/lib/session-context';
import css from './orders.module.css';

const MAX_IMAGES = 3;
const STATUS: Record<string, string> = { pending: 'Refund pending', approved: 'Refund approved: the amount is in your wallet', rejected: 'Refund rejected' };

/**
 * A delivered order's refund (issue 32): its request's status when there is one; else, on a
 * delivered order, Request a refund opens a form (reason, note, up to 3 images).
 */
export function RefundRequest({ order, money }: { order: Order; money: MoneyFormat }) {
  const { t } = useTranslation('account');
  const { lang } = useApiScope();
  const client = useQueryClient();
  const asks = order.order_status === 'delivered' || order.order_status === 'refund_requested' || order.order_status === 'refunded';
  const refund = useQuery({ ...orderRefundQuery({ lang }, order.id), enabled: asks });
  const [open, setOpen] = useState(false);
  const reasons = useQuery({ ...refundReasonsQuery({ lang }), enabled: open });
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!asks || refund.isPending) return null;
  if (refund.data) {
    return (
      <p className={css.notice} role="status">
        <strong>{t(STATUS[refund.data.refund_status] ?? refund.data.refund_status)}</strong>
        <span>
          {t(refund.data.customer_reason)} · {formatMoney(refund.data.refund_amount, money)}
        </span>
      </p>
    );
  }
  if (order.order_status !== 'delivered') return null;
  if (!open) {
    return (
      <button type="button" className={css.button} onClick={() => setOpen(true)}>
        {t('Request a refund')}
      </button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setProblem(t('Choose a reason.'));
    if (files.length > MAX_IMAGES) return setProblem(t('Maximum 3 images can be send at a time.'));
    setProblem(null);
    setBusy(true);
    const form = new FormData();
    form.set('order_id', String(order.id));
    form.set('customer_reason', reason);
    form.set('customer_note', note.trim());
    for (const f of files) form.append('image[]', f);
    try {
      await requestRefund(httpFor(client), { lang }, form);
      toast.success(t('Refund request sent successfully.'), { id: 'refund-sent' });
      // the order's status (now refund requested), its refund and the lists
      await client.invalidateQueries({ queryKey: ['customer'] });
    } catch (error) {
      setProblem(errorMessages(error)[0] ?? t('The refund request could not be sent.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={css.form} onSubmit={submit} aria-label={t('Request a refund')} noValidate>
      <fieldset className={css.field} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>
          <strong>{t('Why do you want a refund?')}</strong>
        </legend>
        {(reasons.data ?? []).map((r) => (
          <label key={r.id} style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
            <input type="radio" name="refund-reason" value={r.reason} checked={reason === r.reason} onChange={() => setReason(r.reason)} />
            {r.reason}
          </label>
        ))}
      </fieldset>
      <label className={css.field}>
        {t('Note (optional)')}
        <textarea className={css.input} maxLength={500} rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <label className={css.field}>
        {t('Photos (up to 3)')}
        <input type="file" accept="image/jpeg,image/png,image/gif" multiple onChange={(e) => setFiles(Array.from(e.target.files ?? []))} />
      </label>
      {problem ? (
        <p className={css.error} role="alert">
          {problem}
        </p>
      ) : null}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button type="submit" className={css.primary} disabled={busy}>
          {t('Send refund request')}
        </button>
        <button type="button" className={css.button} onClick={() => setOpen(false)}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
