import AddLocationAlt from '@mui/icons-material/AddLocationAltOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '@/lib/i18n';
import { useState } from 'react';
import { PickLocationDialog } from './pick-dialog';

export interface InsertLocationPromptProps {
  open?: boolean;
  onClose?: () => void;
}

/** Asked before adding to the cart without a delivery location: 'Pick from Map' opens the picker. */
export default function InsertLocationPromptContent({ open = true, onClose }: InsertLocationPromptProps) {
  const { t } = useTranslation('location');
  const [picking, setPicking] = useState(false);
  if (picking) return <PickLocationDialog open={open} onClose={onClose} />;
  return (
    <Dialog open={open} onClose={() => onClose?.()} maxWidth="xs" fullWidth aria-labelledby="insert-location-title">
      <DialogTitle id="insert-location-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <AddLocationAlt color="primary" aria-hidden />
        {t('Insert delivery location')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t('Choose where to deliver so we can show what stores near you offer.')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose?.()}>{t('Cancel')}</Button>
        <Button variant="contained" onClick={() => setPicking(true)} autoFocus>
          {t('Pick from Map')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
