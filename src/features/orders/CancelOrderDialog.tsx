import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useId, useState } from 'react';
import { toast } from '@/components/toast';
import { errorMessages } from '@/api/errors';
import { httpFor } from '@/api/http';
import { cancelOrder, cancelReasonsQuery } from '@/api/order-client';
import { useApiScope } from '@/lib/session-context';

export interface CancelOrderDialogProps {
  orderId: number;
  onClose: () => void;
  onCanceled?: () => void;
}

/** Cancel order: the customer's reasons (page size 10, type customer) as a radio list, Back and Submit. */
export default function CancelOrderDialog({ orderId, onClose, onCanceled }: CancelOrderDialogProps) {
  const { t } = useTranslation('orders');
  const { lang } = useApiScope();
  const client = useQueryClient();
  const id = useId();
  const reasons = useQuery(cancelReasonsQuery({ lang }));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!reason) return;
    setBusy(true);
    try {
      const answer = await cancelOrder(httpFor(client), { lang }, orderId, reason);
      toast.success(answer.message || t('Order canceled'), { id: 'order-canceled' });
      await client.invalidateQueries({ queryKey: ['customer', 'orders'] });
      await client.invalidateQueries({ queryKey: ['customer', 'track'] });
      onCanceled?.();
      onClose();
    } catch (error) {
      toast.error(errorMessages(error)[0] ?? t('The order could not be canceled.'));
      // the order may have moved on meanwhile: show where it is now
      void client.invalidateQueries({ queryKey: ['customer', 'track'] });
      void client.invalidateQueries({ queryKey: ['customer', 'orders'] });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={id} fullWidth maxWidth="xs">
      <DialogTitle id={id}>{t('Cancel order #{{id}}', { id: orderId })}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{t('Why do you want to cancel this order?')}</Typography>
        {reasons.isPending ? <Typography color="text.secondary">{t('Loading…')}</Typography> : null}
        <RadioGroup aria-label={t('Cancellation reason')} value={reason} onChange={(e) => setReason(e.target.value)}>
          {(reasons.data ?? []).map((r) => (
            <FormControlLabel key={r.id} value={r.reason} control={<Radio />} label={r.reason} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('Back')}
        </Button>
        <Button variant="contained" color="error" onClick={() => void submit()} disabled={!reason || busy}>
          {t('Submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
