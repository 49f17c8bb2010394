import dynamic from 'next/dynamic';
import type { ModulePickerDialogProps } from './ModulePickerDialogContent';

export type { ModulePickerDialogProps };

/** The module picker dialog; its code loads when it is first shown. */
export const ModulePickerDialog = dynamic<ModulePickerDialogProps>(() => import('./ModulePickerDialogContent'), {
  ssr: false,
});
