import { useTranslation } from '@/lib/i18n';
import Link from 'next/link';
import type { Order, OrderDetailLine } from '@/api/order-client';
import { FallbackImage } from '@/components/FallbackImage';
import { formatMoney, type MoneyFormat } from '@/lib/money';
import { ChatLinks } from './ChatLinks';
import { OrderButtons, type OrderDetailsActions } from './OrderButtons';
import { statusLabel } from './order-actions';
import { toast } from '@/components/toast';
import { storeTakesReviews } from './timeline';
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

/** A line's amount as the order's item subtotal counts it: the unit price times the quantity, plus its add-ons. */
export const lineAmount = (line: OrderDetailLine): number => Number(line.price) * line.quantity + Number(line.total_add_on_price ?? 0);

/** Parcels carry a sender and a receiver; store orders a store and a delivery address. */
export const isParcel = (order: Pick<Order, 'order_type' | 'module_type'>): boolean => order.order_type === 'parcel' || order.module_type === 'parcel';

const PAYMENT: Record<string, string> = { cash_on_delivery: 'Cash on delivery', wallet: 'Wallet', digital_payment: 'Digital payment' };

function Place({ label, name, address }: { label: string; name?: string | null; address?: string | null }) {
  if (!name && !address) return null;
  return (
    <div>
      <strong>{label}</strong>
      {name ? <span>{name}</span> : null}
      {address ? <span className={css.muted}>{address}</span> : null}
    </div>
  );
}

/** One order, as read: status, each item (image, name, options, quantity, price), the amounts, payment, where from and where to, and the actions. */
export function OrderDetailsView({ order, lines, money, actions }: { order: Order; lines: OrderDetailLine[]; money: MoneyFormat; actions: OrderDetailsActions }) {
  const { t } = useTranslation('orders');
  const subtotal = order.item_total ?? lines.reduce((sum, l) => sum + lineAmount(l), 0);
  const row = (label: string, amount: number | undefined, always = false) =>
    amount || always ? (
      <p className={css.totalRow}>
        <span>{label}</span>
        <span>{formatMoney(Number(amount ?? 0), money)}</span>
      </p>
    ) : null;
  const parcel = isParcel(order);
  const to = order.order_type === 'take_away' ? null : order.delivery_address;
  return (
    <section className={css.tracking} aria-labelledby="order-details">
      <Link href="/profile?page=my-orders">{t('All orders')}</Link>
      <h2 id="order-details" className={css.heading}>
        {t('Order #{{id}}', { id: order.id })}
      </h2>
      <p className={css.notice}>
        {t('Status')}: <strong>{statusLabel(order.order_status, t)}</strong>
      </p>
      <ul className={css.lines} aria-label={t('Items')}>
        {lines.map((l) => {
          const name = l.item_details?.name ?? t('Item');
          const options = variationText(l);
          return (
            <li key={l.id} className={css.line}>
              <span className={css.lineImage}>
                <FallbackImage src={l.item_details?.image_full_url ?? ''} alt="" fill sizes="56px" />
              </span>
              <span className={css.lineText}>
                <strong>{name}</strong>
                {options ? <span className={css.muted}>{options}</span> : null}
                {l.add_ons?.length ? (
                  <span className={css.muted}>
                    {t('Add-ons')}: {l.add_ons.map((a) => `${a.name} × ${a.quantity}`).join(', ')}
                  </span>
                ) : null}
                <span className={css.muted}>{t('Quantity: {{n}}', { n: l.quantity })}</span>
              </span>
              <span className={css.linePrice}>{formatMoney(lineAmount(l), money)}</span>
            </li>
          );
        })}
      </ul>
      {row(t('Item subtotal'), subtotal, true)}
      {row(t('Discount'), order.store_discount_amount)}
      {row(t('Coupon Discount'), order.coupon_discount_amount)}
      {row(t('Delivery Fee'), order.delivery_charge, true)}
      {row(t('VAT/TAX'), order.total_tax_amount)}
      {row(t('Delivery Man Tips'), order.dm_tips)}
      <p className={css.totalRow}>
        <strong>{t('Total')}</strong>
        <strong>{formatMoney(Number(order.order_amount), money)}</strong>
      </p>
      <p>
        {t('Payment')}: {t(PAYMENT[order.payment_method ?? ''] ?? order.payment_method ?? '')} · {order.payment_status === 'paid' ? t('Paid') : t('Unpaid')}
      </p>
      <div className={css.addresses}>
        {parcel ? (
          <>
            <Place label={t('Sender')} name={order.delivery_address?.contact_person_name} address={order.delivery_address?.address} />
            <Place label={t('Receiver')} name={order.receiver_details?.contact_person_name} address={order.receiver_details?.address} />
          </>
        ) : (
          <>
            <Place label={t('Store')} name={order.store?.name} address={order.store?.address} />
            <Place label={t('Delivery address')} name={to?.contact_person_name} address={to?.address} />
          </>
        )}
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <OrderButtons order={order} actions={actions} trackClass={css.primary} />
        <ChatLinks order={order} />
        {order.order_status === 'delivered' ? (
          storeTakesReviews(order.store) ? (
            <Link className={css.button} href={`/rate-and-review/${order.id}`}>
              {t('Give Review')}
            </Link>
          ) : (
            // a store whose plan takes no reviews says so (spec 02, section 8)
            <button type="button" className={css.button} onClick={() => toast.error(t('this store is not having any review plan'), { id: 'no-review-plan' })}>
              {t('Give Review')}
            </button>
          )
        ) : null}
      </div>
    </section>
  );
}
