import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import Link from 'next/link';
import { useConfig } from '@/api/config';
import { orderListQuery, type Order } from '@/api/order-client';
import { Seo, type SeoMeta } from '@/components/Seo';
import { formatMoney, moneyFormatFrom, type MoneyFormat } from '@/lib/money';
import { useApiScope } from '@/lib/session-context';
import { OrderButtons } from './OrderButtons';
import { OrderDetails } from './OrderDetails';
import { statusLabel, useOrderActions } from './order-actions';
import css from './orders.module.css';

export interface MyOrdersPageProps {
  seo: SeoMeta;
  tab: 'running' | 'past';
  offset: number;
  orderId: number | null;
  fromCheckout: boolean;
}

export const ORDERS_PAGE_SIZE = 10;

function OrderRow({ order, money, actions }: { order: Order; money: MoneyFormat; actions: ReturnType<typeof useOrderActions> }) {
  const { t, i18n } = useTranslation('orders');
  const date = order.created_at ? new Date(order.created_at) : null;
  return (
    <li className={css.notice} aria-label={t('Order #{{id}}', { id: order.id })}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <strong>{t('Order #{{id}}', { id: order.id })}</strong>
        <span>{statusLabel(order.order_status, t)}</span>
      </div>
      {date && !Number.isNaN(date.getTime()) ? <span className={css.muted}>{date.toLocaleString(i18n.language === 'ar' ? 'ar' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' })}</span> : null}
      {order.store ? <span className={css.muted}>{order.store.name}</span> : null}
      <strong>{formatMoney(Number(order.order_amount), money)}</strong>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 8 }}>
        <Link className={css.button} href={`/profile?page=my-orders&orderId=${order.id}`}>
          {t('Details')}
        </Link>
        <OrderButtons order={order} actions={actions} trackClass={css.button} />
      </div>
    </li>
  );
}

/** /profile?page=my-orders: running and past orders with paging; with orderId, that order's details. */
export function MyOrdersPage({ seo, tab, offset, orderId, fromCheckout }: MyOrdersPageProps) {
  const { t } = useTranslation('orders');
  const { lang } = useApiScope();
  const { data: config } = useConfig();
  const money = moneyFormatFrom(config);
  const actions = useOrderActions();
  const list = useQuery({ ...orderListQuery({ lang }, tab === 'running' ? 'running-orders' : 'list', offset, ORDERS_PAGE_SIZE), enabled: orderId === null });
  const total = list.data?.total_size ?? 0;
  const pages = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  const href = (nextTab: string, nextOffset = 1) => `/profile?page=my-orders&tab=${nextTab}${nextOffset > 1 ? `&offset=${nextOffset}` : ''}`;
  return (
    <>
      <Seo meta={seo} />
      <div className={`${css.page} ${css.accountPage}`}>
        <h1 className={css.title}>{t('My Orders')}</h1>
        {fromCheckout ? (
          <p className={css.notice} role="status">
            {t('Your order has been placed.')}
          </p>
        ) : null}
        {orderId !== null ? (
          <OrderDetails orderId={orderId} money={money} actions={actions} />
        ) : (
          <>
            <nav aria-label={t('Orders')} style={{ display: 'flex', gap: 8 }}>
              <Link className={tab === 'running' ? css.primary : css.button} href={href('running')} aria-current={tab === 'running' ? 'page' : undefined}>
                {t('Running')}
              </Link>
              <Link className={tab === 'past' ? css.primary : css.button} href={href('past')} aria-current={tab === 'past' ? 'page' : undefined}>
                {t('Previous')}
              </Link>
            </nav>
            {list.isPending ? <p className={css.muted}>{t('Loading…')}</p> : null}
            {list.data && list.data.orders.length === 0 ? <p className={css.notice}>{tab === 'running' ? t('You have no running orders.') : t('You have no previous orders.')}</p> : null}
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
              {(list.data?.orders ?? []).map((o) => (
                <OrderRow key={o.id} order={o} money={money} actions={actions} />
              ))}
            </ul>
            {pages > 1 ? (
              <nav aria-label={t('Pages')} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                {offset > 1 ? (
                  <Link className={css.button} href={href(tab, offset - 1)}>
                    {t('Newer')}
                  </Link>
                ) : null}
                <span>{t('Page {{page}} of {{pages}}', { page: offset, pages })}</span>
                {offset < pages ? (
                  <Link className={css.button} href={href(tab, offset + 1)}>
                    {t('Older')}
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </>
        )}
        {actions.overlays}
      </div>
    </>
  );
}
