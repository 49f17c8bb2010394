import { lazyMui } from '@/theme/lazy-mui';
import type { CancelOrderDialogProps } from './CancelOrderDialog';
import type { TrackingDrawerProps } from './TrackingDrawer';

/* The drawer and dialogs of orders load with MUI on first use. */
export const TrackingDrawer = lazyMui<TrackingDrawerProps>(() => import('./TrackingDrawer'));
export const CancelOrderDialog = lazyMui<CancelOrderDialogProps>(() => import('./CancelOrderDialog'));
export type { CancelOrderDialogProps, TrackingDrawerProps };
