/**
 * The orders feature's public surface: the tracking drawer (loaded on first use), the tracking
 * view for /track-order, My orders, the review prompt and the rate-and-review page.
 */
import { lazyMui } from '@/theme/lazy-mui';
import type { TrackingDrawerProps } from './TrackingDrawer';

export const TrackingDrawer = lazyMui<TrackingDrawerProps>(() => import('./TrackingDrawer'));
export type { TrackingDrawerProps };
export { TrackingView } from './TrackingView';
export { timeline, isFinal, canCancel } from './timeline';
