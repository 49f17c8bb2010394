import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useConfig } from '@/api/config';
import { useCustomerInfo } from '@/api/customer';
import { useTranslation } from '@/lib/i18n';
import { welcomeDiscount } from './welcome-text';

export interface WelcomeDialogProps {
  onClose: () => void;
}

/**
 * 'Welcome to Souk!' after a sign-up (spec 02, landing), with the welcome discount when the
 * profile says the new customer has one (is_valid_for_discount, within its validity).
 */
export default function WelcomeDialogContent({ onClose }: WelcomeDialogProps) {
  const { t } = useTranslation('layout');
  const id = useId();
  const { data: config } = useConfig();
  const { data: customer } = useCustomerInfo();
  const discount = welcomeDiscount(customer);
  return (
    <Dialog open onClose={onClose} aria-labelledby={id} fullWidth slotProps={{ paper: { sx: { maxWidth: 382, m: 1, textAlign: 'center' } } }}>
      <DialogTitle id={id} color="primary">
        {t('Welcome to {{name}}!', { name: config?.business_name || 'Souk' })}
      </DialogTitle>
      <DialogContent>
        {discount ? <Typography sx={{ mb: 1 }}>{t('Get ready for a special welcome gift, enjoy a special discount on your first order within {{validity}}.', { validity: discount.validity })}</Typography> : null}
        <Typography>{t('Start exploring the best services around you.')}</Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('Start exploring')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
