/**
 * The wishlist feature: hearts (cards through the frame, the item panel, store pages), the
 * header's button and its lazily loaded drawer.
 */
export { WishlistProvider } from './use-wishlist';
export { WishlistHeart, CardHeart } from './WishlistHeart';
export { WishlistButton } from './WishlistButton';
