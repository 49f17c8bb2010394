import { lazyMui } from '@/theme/lazy-mui';
import type { PickLocationDialogProps } from './PickLocationDialogContent';

/** The map picker, its own chunk (opened by the header and by the insert-location prompt). */
export const PickLocationDialog = lazyMui<PickLocationDialogProps>(() => import('./PickLocationDialogContent'));
