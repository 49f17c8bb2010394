/**
 * The orders feature's public surface for other features: the tracking drawer and the cancel
 * dialog (loaded on first use), and the review prompt the frame mounts (its call and dialog load
 * only for a signed-in shopper). The pages import their own modules.
 */
export { CancelOrderDialog, TrackingDrawer, type CancelOrderDialogProps, type TrackingDrawerProps } from './lazy';
export { ReviewPrompt } from './ReviewPrompt';
