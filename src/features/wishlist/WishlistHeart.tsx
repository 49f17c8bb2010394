import { useTranslation } from 'next-i18next/pages';
import type { CardActionProps } from '@/components/card-actions';
import { useWishlist, type WishTarget } from './use-wishlist';
import css from './wishlist.module.css';

/** The heart on cards, the item panel and store pages: add or remove ('You are not logged in' for guests). */
export function WishlistHeart({ target, name, entry }: { target: WishTarget; name: string; entry?: unknown }) {
  const { t } = useTranslation('cart');
  const wishlist = useWishlist();
  if (!wishlist) return null;
  const on = wishlist.has(target);
  return (
    <button
      type="button"
      className={css.heart}
      aria-pressed={on ? 'true' : 'false'}
      aria-label={on ? t('Remove {{name}} from wishlist', { name }) : t('Add {{name}} to wishlist', { name })}
      onClick={() => void wishlist.toggle(target, entry)}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8">
        <path d="M12 21s-7-4.6-9.3-9A5.3 5.3 0 0 1 12 6.3 5.3 5.3 0 0 1 21.3 12C19 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}

/** The heart as the cards draw it. */
export function CardHeart({ item }: CardActionProps) {
  return <WishlistHeart target={{ item_id: item.id }} name={item.name} entry={item} />;
}
