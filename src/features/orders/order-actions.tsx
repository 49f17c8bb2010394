import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useState } from 'react';
import { toast } from '@/components/toast';
import { errorMessages } from '@/api/errors';
import { httpFor } from '@/api/http';
import { switchToCashOnDelivery, type Order } from '@/api/order-client';
import { useApiScope } from '@/lib/session-context';
import { CancelOrderDialog, TrackingDrawer } from './lazy';

/** A digital payment not yet made may switch to cash on delivery ('Payment info updated.'). */
export function canSwitchToCash(order: Pick<Order, 'payment_method' | 'payment_status' | 'order_status'>): boolean {
  return order.payment_method === 'digital_payment' && order.payment_status === 'unpaid' && !['canceled', 'failed', 'delivered', 'refunded'].includes(order.order_status);
}

export function useOrderActions() {
  const client = useQueryClient();
  const { lang } = useApiScope();
  const { t } = useTranslation('orders');
  const [tracking, setTracking] = useState<number | null>(null);
  const [canceling, setCanceling] = useState<number | null>(null);
  const toCash = async (orderId: number) => {
    try {
      await switchToCashOnDelivery(httpFor(client), { lang }, orderId);
      toast.success(t('Payment info updated.'), { id: 'payment-updated' });
      await client.invalidateQueries({ queryKey: ['customer'] });
    } catch (error) {
      toast.error(errorMessages(error)[0] ?? t('The payment method could not be changed.'));
    }
  };
  const overlays = (
    <>
      {tracking !== null ? <TrackingDrawer open onClose={() => setTracking(null)} trackKey={{ orderId: tracking }} detailsHref={`/profile?page=my-orders&orderId=${tracking}`} /> : null}
      {canceling !== null ? <CancelOrderDialog orderId={canceling} onClose={() => setCanceling(null)} /> : null}
    </>
  );
  return { track: setTracking, cancel: setCanceling, toCash, overlays };
}

export function statusLabel(status: string, t: (k: string) => string): string {
  const names: Record<string, string> = { pending: 'Pending', confirmed: 'Confirmed', accepted: 'Confirmed', processing: 'Processing', handover: 'Ready for handover', picked_up: 'On the Way', delivered: 'Delivered', canceled: 'Canceled', failed: 'Payment failed', refunded: 'Refunded', refund_requested: 'Refund requested' };
  return t(names[status] ?? status);
}

