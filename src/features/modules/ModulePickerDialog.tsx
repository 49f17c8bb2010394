import { lazyMui } from '@/theme/lazy-mui';
import type { ModulePickerDialogProps } from './ModulePickerDialogContent';

export type { ModulePickerDialogProps };

/** The module picker dialog; its code loads when it is first shown. */
export const ModulePickerDialog = lazyMui<ModulePickerDialogProps>(() => import('./ModulePickerDialogContent'));
