import { lazyMui } from '@/theme/lazy-mui';
import type { DeliveryRouteDialogProps } from './DeliveryRouteDialogContent';
import type { InsertLocationPromptProps } from './InsertLocationPromptContent';
import type { LocationPermissionDialogProps } from './LocationPermissionDialogContent';
import type { PickLocationDialogProps } from './PickLocationDialogContent';
import type { StaticMapDialogProps } from './StaticMapDialogContent';
import type { AddressFormDialogProps } from './AddressFormDialog';
import type { ChangePointDialogProps } from './ChangePointDialogContent';

// the dialogs opened from other dialogs' chunks live in files of their own, so no chunk imports itself back
export { PickLocationDialog } from './pick-dialog';
export { LocationPermissionDialog } from './permission-dialog';

export type {
  AddressFormDialogProps,
  ChangePointDialogProps,
  DeliveryRouteDialogProps,
  InsertLocationPromptProps,
  LocationPermissionDialogProps,
  PickLocationDialogProps,
  StaticMapDialogProps,
};

/*
 * Every dialog of the location feature is its own chunk, fetched when it first renders:
 * none of this (nor any map code) is in a page's first-load JavaScript.
 */
export const InsertLocationPrompt = lazyMui<InsertLocationPromptProps>(() => import('./InsertLocationPromptContent'));
export const DeliveryRouteDialog = lazyMui<DeliveryRouteDialogProps>(() => import('./DeliveryRouteDialogContent'));
export const AddressFormDialog = lazyMui<AddressFormDialogProps>(() => import('./AddressFormDialog'));
export const ChangePointDialog = lazyMui<ChangePointDialogProps>(() => import('./ChangePointDialogContent'));
export const StaticMapDialog = lazyMui<StaticMapDialogProps>(() => import('./StaticMapDialogContent'));
