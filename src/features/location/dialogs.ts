import dynamic from 'next/dynamic';
import type { DeliveryRouteDialogProps } from './DeliveryRouteDialogContent';
import type { InsertLocationPromptProps } from './InsertLocationPromptContent';
import type { LocationPermissionDialogProps } from './LocationPermissionDialogContent';
import type { PickLocationDialogProps } from './PickLocationDialogContent';
import type { StaticMapDialogProps } from './StaticMapDialogContent';

export type {
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
export const PickLocationDialog = dynamic<PickLocationDialogProps>(() => import('./PickLocationDialogContent'), {
  ssr: false,
});
export const LocationPermissionDialog = dynamic<LocationPermissionDialogProps>(
  () => import('./LocationPermissionDialogContent'),
  { ssr: false },
);
export const InsertLocationPrompt = dynamic<InsertLocationPromptProps>(() => import('./InsertLocationPromptContent'), {
  ssr: false,
});
export const DeliveryRouteDialog = dynamic<DeliveryRouteDialogProps>(() => import('./DeliveryRouteDialogContent'), {
  ssr: false,
});
export const StaticMapDialog = dynamic<StaticMapDialogProps>(() => import('./StaticMapDialogContent'), { ssr: false });
