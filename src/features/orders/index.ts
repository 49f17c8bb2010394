/**
 * The orders feature's public surface: the tracking drawer and the dialogs (loaded on first use),
 * the tracking view for /track-order, My orders, the review prompt and the rate-and-review page.
 */
export { CancelOrderDialog, TrackingDrawer, type CancelOrderDialogProps, type TrackingDrawerProps } from './lazy';
export { TrackingView } from './TrackingView';
export { timeline, isFinal, canCancel } from './timeline';
