import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n';
import { useRouter } from 'next/router';
import { useId } from 'react';

export interface ReviewPromptDialogProps {
  orderId: number;
  /** Closing asks the server not to remind again (review-reminder-cancel). */
  onClose: () => void;
  onReview: () => void;
}

/** The review prompt: 'Give Review' opens /rate-and-review/{orderId}. */
export default function ReviewPromptDialog({ orderId, onClose, onReview }: ReviewPromptDialogProps) {
  const { t } = useTranslation('layout');
  const router = useRouter();
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={id} fullWidth maxWidth="xs">
      <DialogTitle id={id}>{t('Review your order')}</DialogTitle>
      <DialogContent>
        <Typography>{t('How was your order? Rate the items and the delivery.')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Not now')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onReview();
            void router.push(`/rate-and-review/${orderId}`);
          }}
        >
          {t('Give Review')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
