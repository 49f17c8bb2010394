import { useTranslation } from '@/lib/i18n';
import { useRouter } from 'next/router';
import css from './cart.module.css';

const NOTICES: Record<string, { text: string; good: boolean }> = {
  added: { text: 'Item added to cart', good: true },
  updated: { text: 'Item updated successfully', good: true },
  replaced: { text: 'Your cart has been cleared successfully. And selected item added to the cart.', good: true },
  stock: { text: 'Out of Stock', good: false },
  maximum_cart_quantity: { text: 'Out of Limits', good: false },
  variation: { text: 'Choose the options this item needs first.', good: false },
  cart_store: { text: 'Your cart has items from another store. Clear the cart and add this item?', good: false },
};

/**
 * What a cart form posted without JavaScript came back with (`?cart=` on the page it returned
 * to), in the server's HTML. Another store's items offer the clear-and-add form.
 */
export function FormNotice({ replaceForm }: { replaceForm?: boolean }) {
  const { t } = useTranslation('cart');
  const { query } = useRouter();
  const code = typeof query.cart === 'string' ? query.cart : null;
  if (!code) return null;
  const notice = NOTICES[code] ?? { text: 'Something went wrong. Please try again.', good: false };
  return (
    <p className={notice.good ? css.good : css.bad} role="status">
      {t(notice.text)}
      {code === 'cart_store' && replaceForm !== false ? (
        <>
          {' '}
          <button type="submit" name="action" value="replace" className={css.linkButton}>
            {t('Clear cart and add')}
          </button>
        </>
      ) : null}
    </p>
  );
}
