import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { orderDetailsQuery, type OrderDetailLine } from '@/api/order-client';
import { formatMoney, type MoneyFormat } from '@/lib/money';
import { useApiScope } from '@/lib/session-context';
import { canSwitchToCash, statusLabel, type useOrderActions } from './order-actions';
import { canCancel } from './timeline';
import { useTracking } from './TrackingView';
import css from './orders.module.css';

function variationText(line: OrderDetailLine): string {
  return (line.variation ?? [])
    .map((v) => {
      if (v.type) return v.type;
      const labels = Array.isArray(v.values) ? v.values.map((x) => x.label) : (v.values?.label ?? []);
      return `${v.name ?? ''}: ${labels.join(', ')}`;
    })
    .join(' · ');
}

const PAYMENT: Record<string, string> = { cash_on_delivery: 'Cash on delivery', wallet: 'Wallet', digital_payment: 'Digital payment' };

/** One order: status, items with variations and add-ons, amounts, payment, addresses; Track, Cancel and the payment switch. */
export function OrderDetails({ orderId, money, actions }: { orderId: number; money: MoneyFormat; actions: ReturnType<typeof useOrderActions> }) {
  const { t } = useTranslation('orders');
  const { lang } = useApiScope();
  const order = useTracking({ orderId }, true).data;
  const lines = useQuery(orderDetailsQuery({ lang }, orderId));
  if (!order) return <p className={css.muted}>{t('Loading…')}</p>;
  const to = order.delivery_address ?? order.receiver_details;
  const row = (label: string, amount: number | undefined) =>
    amount ? (
      <p className={css.totalRow}>
        <span>{label}</span>
        <span>{formatMoney(Number(amount), money)}</span>
      </p>
    ) : null;
  return (
    <section className={css.tracking} aria-labelledby="order-details">
      <Link href="/profile?page=my-orders">{t('All orders')}</Link>
      <h2 id="order-details" className={css.heading}>
        {t('Order #{{id}}', { id: order.id })}
      </h2>
      <p className={css.notice}>
        {t('Status')}: <strong>{statusLabel(order.order_status, t)}</strong>
      </p>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }} aria-label={t('Items')}>
        {(lines.data ?? []).map((l) => (
          <li key={l.id} className={css.notice}>
            <strong>{l.item_details?.name ?? t('Item')}</strong> × {l.quantity}
            {variationText(l) ? <span className={css.muted}>{variationText(l)}</span> : null}
            {l.add_ons?.length ? <span className={css.muted}>{t('Add-ons')}: {l.add_ons.map((a) => `${a.name} × ${a.quantity}`).join(', ')}</span> : null}
            <span>{formatMoney(Number(l.price) * l.quantity, money)}</span>
          </li>
        ))}
      </ul>
      {row(t('Discount'), order.store_discount_amount)}
      {row(t('Coupon Discount'), order.coupon_discount_amount)}
      {row(t('Delivery Fee'), order.delivery_charge)}
      {row(t('VAT/TAX'), order.total_tax_amount)}
      {row(t('Delivery Man Tips'), order.dm_tips)}
      <p className={css.totalRow}>
        <strong>{t('Total')}</strong>
        <strong>{formatMoney(Number(order.order_amount), money)}</strong>
      </p>
      <p>
        {t('Payment')}: {t(PAYMENT[order.payment_method ?? ''] ?? order.payment_method ?? '')} · {order.payment_status === 'paid' ? t('Paid') : t('Unpaid')}
      </p>
      {order.store ? (
        <p>
          <strong>{t('Sender')}</strong>: {order.store.name}
          {order.store.address ? ` — ${order.store.address}` : ''}
        </p>
      ) : null}
      {to?.address ? (
        <p>
          <strong>{t('Receiver')}</strong>: {[to.contact_person_name, to.address].filter(Boolean).join(' — ')}
        </p>
      ) : null}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button type="button" className={css.primary} onClick={() => actions.track(order.id)}>
          {t('Track')}
        </button>
        {canCancel(order.order_status) ? (
          <button type="button" className={css.button} onClick={() => actions.cancel(order.id)}>
            {t('Cancel')}
          </button>
        ) : null}
        {canSwitchToCash(order) ? (
          <button type="button" className={css.button} onClick={() => void actions.toCash(order.id)}>
            {t('Switch to cash on delivery')}
          </button>
        ) : null}
        {order.order_status === 'delivered' ? (
          <Link className={css.button} href={`/rate-and-review/${order.id}`}>
            {t('Give Review')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
