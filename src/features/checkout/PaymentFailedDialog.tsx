import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useId, useState } from 'react';
import { toast } from '@/components/toast';
import { errorMessages } from '@/api/errors';
import { httpFor } from '@/api/http';
import { cancelOrder, switchToCashOnDelivery } from '@/api/order-client';
import { useApiScope, useSession } from '@/lib/session-context';

export interface PaymentFailedDialogProps {
  orderId: number;
  /** The zone allows cash on delivery (zone_data[0].cash_on_delivery). */
  codAllowed: boolean;
  onDone: () => void;
}

/** 'Order Place Failed': switch the order to cash on delivery, or cancel it ('Order payment canceled'); either way the cart is cleared and the shopper goes home. */
export default function PaymentFailedDialog({ orderId, codAllowed, onDone }: PaymentFailedDialogProps) {
  const { t } = useTranslation('checkout');
  const client = useQueryClient();
  const { lang } = useApiScope();
  const { session } = useSession();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const guest = { guestId: session.signedIn ? null : session.guestId };

  const act = async (kind: 'cod' | 'cancel') => {
    setBusy(true);
    try {
      const answer = kind === 'cod' ? await switchToCashOnDelivery(httpFor(client), { lang }, orderId, guest) : await cancelOrder(httpFor(client), { lang }, orderId, 'Order payment canceled', guest);
      toast.success(answer.message || (kind === 'cod' ? t('Payment info updated.') : t('Order canceled')), { id: 'order-failed' });
      client.setQueriesData({ queryKey: ['customer', 'cart'] }, []);
      void client.invalidateQueries({ queryKey: ['customer'] });
      onDone();
    } catch (error) {
      toast.error(errorMessages(error)[0] ?? t('Something went wrong. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open aria-labelledby={id} fullWidth maxWidth="xs">
      <DialogTitle id={id}>{t('Order Place Failed')}</DialogTitle>
      <DialogContent>
        <Typography>{t("Order didn't place successfully.")}</Typography>
        <Typography>{t('Order ID: {{id}}', { id: orderId })}</Typography>
        <Typography sx={{ mt: 1 }}>{t('Are you agree with this order fail?')}</Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {codAllowed ? (
          <Button variant="outlined" disabled={busy} onClick={() => void act('cod')}>
            {t('Switch to Cash on delivery')}
          </Button>
        ) : null}
        <Button variant="contained" color="error" disabled={busy} onClick={() => void act('cancel')}>
          {t('Yes, cancel the order')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
