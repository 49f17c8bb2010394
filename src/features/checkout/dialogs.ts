import { lazyMui } from '@/theme/lazy-mui';
import type { GuestPlacedDialogProps } from './GuestPlacedDialog';
import type { PaymentFailedDialogProps } from './PaymentFailedDialog';

/* The checkout's dialogs load with MUI on first use, never with the page. */
export const GuestPlacedDialog = lazyMui<GuestPlacedDialogProps>(() => import('./GuestPlacedDialog'));
export const PaymentFailedDialog = lazyMui<PaymentFailedDialogProps>(() => import('./PaymentFailedDialog'));
