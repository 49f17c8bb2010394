import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useAuthT } from './auth-strings';

export interface GuestPromptDialogProps {
  onClose: () => void;
  onGuest: () => void;
  onSignIn: (mode: 'sign-in' | 'sign-up') => void;
}

/** At checkout with guest checkout on: 'Do you want to login or continue as a guest?' */
export default function GuestPromptDialog({ onClose, onGuest, onSignIn }: GuestPromptDialogProps) {
  const { t } = useAuthT();
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} slotProps={{ paper: { sx: { width: '100%', maxWidth: 420, m: 1 } } }}>
      <DialogTitle id={`${id}-title`}>{t('Do you want to login or continue as a guest?')}</DialogTitle>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, p: 2 }}>
        <Button variant="outlined" onClick={onGuest}>
          {t('Guest')}
        </Button>
        <Button variant="contained" onClick={() => onSignIn('sign-in')}>
          {t('Login')}
        </Button>
        <Button variant="text" onClick={() => onSignIn('sign-up')}>
          {t('Sign Up')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
