/**
 * The location feature's public surface. The header mounts LocationSelector; the cart uses
 * InsertLocationPrompt; the store page and the item panel use StoreRouteLink (DeliveryRouteDialog); the footer's 'Find us here' uses
 * StaticMapDialog (or LazyMapView). Every dialog and all map code load on demand.
 */
export { LocationSelector } from './LocationSelector';
export {
  AddressFormDialog,
  ChangePointDialog,
  DeliveryRouteDialog,
  InsertLocationPrompt,
  LocationPermissionDialog,
  PickLocationDialog,
  StaticMapDialog,
  type AddressFormDialogProps,
  type ChangePointDialogProps,
  type DeliveryRouteDialogProps,
  type InsertLocationPromptProps,
  type LocationPermissionDialogProps,
  type PickLocationDialogProps,
  type StaticMapDialogProps,
} from './dialogs';
export { LazyMapView } from './map/LazyMapView';
export { StoreRouteLink, type StoreRouteLinkProps } from './StoreRouteLink';
export type { MapMarker, MapPoint, MapViewport, MapViewProps } from './map/types';
export { useDeliveryLocation, type ChosenLocation } from './useDeliveryLocation';
export { readGuestAddresses } from './guest-addresses';
