import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '@/lib/i18n';
import { useId } from 'react';

export interface ClearCartDialogProps {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The cart holds another store's items: clear it for this one? Loaded when first needed. */
export default function ClearCartDialog({ open, onConfirm, onClose }: ClearCartDialogProps) {
  const { t } = useTranslation('cart');
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} slotProps={{ paper: { sx: { width: '100%', maxWidth: 400 } } }}>
      <DialogTitle id={`${id}-title`}>{t('Clear the cart?')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{t('Your cart has items from another store. Clear the cart and add this item?')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('Cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" autoFocus>
          {t('Clear cart and add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
