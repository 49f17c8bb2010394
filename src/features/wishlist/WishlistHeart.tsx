import type { CardActionProps } from '@/components/card-actions';
import { useWishlist, type WishTarget } from './use-wishlist';
import css from './wishlist.module.css';

/** The heart on cards, the item panel and store pages: add or remove ('You are not logged in' for guests). */
export function WishlistHeart({ target, name, entry }: { target: WishTarget; name: string; entry?: unknown }) {
  const wishlist = useWishlist();
  if (!wishlist) return null;
  const on = wishlist.has(target);
  return (
    <button
      type="button"
      className={css.heart}
      aria-pressed={on ? 'true' : 'false'}
      aria-label={wishlist.label(on, name)}
      onClick={() => void wishlist.toggle(target, entry)}
      // the heart is the stylesheet's (::before, filled when pressed): one rule for every card rather than a drawing in each
    />
  );
}

/** The heart as the cards draw it. */
export function CardHeart({ item }: CardActionProps) {
  return <WishlistHeart target={{ item_id: item.id }} name={item.name} entry={item} />;
}
