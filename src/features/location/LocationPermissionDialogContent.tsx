import LocationOff from '@mui/icons-material/LocationOffOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '@/lib/i18n';

export interface LocationPermissionDialogProps {
  open?: boolean;
  onClose?: () => void;
}

/** Shown when the browser refuses location permission. */
export default function LocationPermissionDialogContent({ open = true, onClose }: LocationPermissionDialogProps) {
  const { t } = useTranslation('location');
  return (
    <Dialog
      open={open}
      onClose={() => onClose?.()}
      maxWidth="xs"
      aria-labelledby="location-permission-title"
      aria-describedby="location-permission-text"
    >
      <DialogTitle id="location-permission-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LocationOff color="error" aria-hidden />
        {t('Please allow browser location permission')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="location-permission-text">
          {t('Your browser location track permission is off. Please turn on the location permission to detect current location')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => onClose?.()} autoFocus>
          {t('Okay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
