import { useTranslation } from '@/lib/i18n';
import type { Order } from '@/api/order-client';
import { canSwitchToCash } from './order-actions';
import { canCancel } from './timeline';
import css from './orders.module.css';

/** What an order's buttons do (My orders' useOrderActions). */
export interface OrderDetailsActions {
  track: (orderId: number) => void;
  cancel: (orderId: number) => void;
  toCash: (orderId: number) => Promise<unknown> | void;
}

/** An order's Track, Cancel (while it may be) and Switch to cash on delivery (where it may), in the list and in the details. */
export function OrderButtons({ order, actions, trackClass }: { order: Order; actions: OrderDetailsActions; trackClass?: string }) {
  const { t } = useTranslation('orders');
  return (
    <>
      <button type="button" className={trackClass} onClick={() => actions.track(order.id)}>
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
    </>
  );
}
