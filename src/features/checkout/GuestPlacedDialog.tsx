import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n';
import { useRouter } from 'next/router';
import { useId } from 'react';

export interface GuestPlacedDialogProps {
  orderId: number;
  createdAt: string | null;
  contact: string;
  onClose: () => void;
}

/** A guest's order is placed: its number, time and status, and Track Order (to /track-order with the order id and phone). */
export default function GuestPlacedDialog({ orderId, createdAt, contact, onClose }: GuestPlacedDialogProps) {
  const { t, i18n } = useTranslation('checkout');
  const router = useRouter();
  const id = useId();
  const time = createdAt ? new Date(createdAt) : null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={id} fullWidth maxWidth="xs">
      <DialogTitle id={id}>{t('Order placed successfully')}</DialogTitle>
      <DialogContent>
        <Typography>{t('Order ID: {{id}}', { id: orderId })}</Typography>
        {time && !Number.isNaN(time.getTime()) ? <Typography>{t('Order time: {{time}}', { time: time.toLocaleString(i18n.language === 'ar' ? 'ar' : 'en-GB') })}</Typography> : null}
        <Typography>{t('Status: {{status}}', { status: t('Pending') })}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('Keep the order ID and your phone number to track this order.')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
        <Button variant="contained" onClick={() => void router.push({ pathname: '/track-order', query: { order_id: orderId, contact_number: contact, from: 'checkout' } })}>
          {t('Track Order')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
