/**
 * The cart feature's public surface: the header's cart button, the cards' add control (through
 * CardCartProvider, mounted by the frame and by the wishlist drawer for its rows) and the item panel's purchase block. The drawer and
 * the dialogs load on first use.
 */
export { CartButton } from './CartButton';
export { CardCartProvider, type QuickViewProps } from './CardCart';
export { PurchaseBlock, type PurchaseBlockProps, type PanelAvailability } from './PurchaseBlock';
export { buyNowInput, buyNowLine } from './buy-now';
export { useCart, newRequestId, useGuestIdKept } from './use-cart';
export { keepGuestId } from './cart-sync';
