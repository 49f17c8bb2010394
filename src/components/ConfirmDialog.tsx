import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text?: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question (language change, logout). Loaded on demand: it is never part of the first paint. */
export default function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={text ? `${id}-text` : undefined}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 400 } } }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      {text ? (
        <DialogContent>
          <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
