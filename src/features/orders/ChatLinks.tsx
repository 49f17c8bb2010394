import { useTranslation } from '@/lib/i18n';
import Link from 'next/link';
import type { Order } from '@/api/order-client';
import { inboxHref } from '@/lib/chat-links';
import { useSession } from '@/lib/session-context';
import css from './orders.module.css';

/**
 * "Chat with the rider" once one carries the order, and "Chat with the store", for a signed-in
 * shopper (chat needs sign-in: spec 02 section 8); each opens the inbox on that conversation.
 */
export function ChatLinks({ order }: { order: Pick<Order, 'store' | 'delivery_man' | 'order_type'> }) {
  const { t } = useTranslation('orders');
  const { session } = useSession();
  if (!session.signedIn) return null;
  const riderId = order.delivery_man?.id;
  const storeId = order.store?.id;
  if (!riderId && !storeId) return null;
  return (
    <>
      {riderId ? (
        <Link className={css.button} href={inboxHref('delivery_man', riderId)}>
          {t('Chat with the rider')}
        </Link>
      ) : null}
      {storeId && order.order_type !== 'parcel' ? (
        <Link className={css.button} href={inboxHref('vendor', storeId)}>
          {t('Chat with the store')}
        </Link>
      ) : null}
    </>
  );
}
