import { lazyMui } from '@/theme/lazy-mui';
import type { LocationPermissionDialogProps } from './LocationPermissionDialogContent';

/** The location-permission question, its own chunk (opened by the header and by the map picker). */
export const LocationPermissionDialog = lazyMui<LocationPermissionDialogProps>(() => import('./LocationPermissionDialogContent'));
