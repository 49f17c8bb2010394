import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import { useTranslation } from '@/lib/i18n';
import { useId } from 'react';
import type { TrackKey } from '@/api/order-client';
import { TrackingView } from './TrackingView';
import { useOrdersNamespace } from './use-namespace';

export interface TrackingDrawerProps {
  open: boolean;
  onClose: () => void;
  trackKey: TrackKey;
  /** Customers get View Details (their order in My orders). */
  detailsHref?: string | null;
  /** 'Parcel tracking' or 'Order tracking'. */
  parcel?: boolean;
}

/** The right-side tracking drawer; polling runs only while it is open. */
export default function TrackingDrawer({ open, onClose, trackKey, detailsHref, parcel }: TrackingDrawerProps) {
  const { t } = useTranslation('orders');
  useOrdersNamespace();
  const id = useId();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: '100%', maxWidth: 440 }, role: 'dialog', 'aria-labelledby': id } }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '12px 16px' }}>
        <strong id={id}>{parcel ? t('Parcel tracking') : t('Order tracking')}</strong>
        <Button onClick={onClose} color="inherit">
          {t('Close')}
        </Button>
      </div>
      <div style={{ padding: '0 16px 16px' }}>{open ? <TrackingView trackKey={trackKey} enabled={open} detailsHref={detailsHref} /> : null}</div>
    </Drawer>
  );
}
