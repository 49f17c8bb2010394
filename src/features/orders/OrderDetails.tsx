import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { orderDetailsQuery } from '@/api/order-client';
import type { MoneyFormat } from '@/lib/money';
import { useApiScope } from '@/lib/session-context';
import type { useOrderActions } from './order-actions';
import { OrderDetailsView } from './OrderDetailsView';
import { RefundRequest } from './RefundRequest';
import { useTracking } from './TrackingView';
import css from './orders.module.css';

/** One order of My orders: the order and its lines, fetched, then shown by OrderDetailsView. */
export function OrderDetails({ orderId, money, actions }: { orderId: number; money: MoneyFormat; actions: ReturnType<typeof useOrderActions> }) {
  const { t } = useTranslation('orders');
  const { lang } = useApiScope();
  const order = useTracking({ orderId }, true).data;
  const lines = useQuery(orderDetailsQuery({ lang }, orderId));
  if (!order) return <p className={css.muted}>{t('Loading…')}</p>;
  return (
    <>
      <OrderDetailsView order={order} lines={lines.data ?? []} money={money} actions={actions} />
      <RefundRequest order={order} money={money} />
    </>
  );
}
