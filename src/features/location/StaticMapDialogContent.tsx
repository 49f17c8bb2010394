import Close from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '@/lib/i18n';
import { useMemo } from 'react';
import type { MapPoint } from '@/api/maps';
import { LazyMapView } from './map/LazyMapView';
import { DEFAULT_ZOOM } from './zoom';

export interface StaticMapDialogProps {
  /** The point to show, with a pin on it. */
  center: MapPoint;
  title: string;
  /** The pin's accessible label; defaults to the title. */
  pinLabel?: string;
  zoom?: number;
  open?: boolean;
  onClose?: () => void;
}

/** A map centred on one point in a dialog (the footer's 'Find us here'). */
export default function StaticMapDialogContent({ center, title, pinLabel, zoom = DEFAULT_ZOOM, open = true, onClose }: StaticMapDialogProps) {
  const { t } = useTranslation('location');
  const viewport = useMemo(() => ({ center, zoom }), [center, zoom]);
  const markers = useMemo(
    () => [{ id: 'here', position: center, label: pinLabel ?? title, tone: 'place' as const }],
    [center, pinLabel, title],
  );
  return (
    <Dialog open={open} onClose={() => onClose?.()} fullWidth maxWidth="md" aria-labelledby="static-map-title">
      <DialogTitle id="static-map-title" sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={t('Close')} onClick={() => onClose?.()} sx={{ position: 'absolute', top: 8, right: 8 }}>
        <Close />
      </IconButton>
      <DialogContent>
        <LazyMapView viewport={viewport} label={title} height={400} markers={markers} />
      </DialogContent>
    </Dialog>
  );
}
