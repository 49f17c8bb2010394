import { useTranslation } from '@/lib/i18n';
import { useCallback, useState } from 'react';
import { toast } from '@/components/toast';
import type { CartLineFull, CartLineInput } from '@/api/cart';
import type { ApiErrorEntry } from '@/api/errors';
import { lazyMui } from '@/theme/lazy-mui';
import { newRequestId, useCart, type CartResult } from './use-cart';

const ClearCartDialog = lazyMui(() => import('./ClearCartDialog'));

/** The spec's words for the server's refusals. */
export function useCartErrorText(): (error: ApiErrorEntry) => string {
  const { t } = useTranslation('cart');
  return useCallback(
    (error: ApiErrorEntry) => {
      if (error.code === 'stock') return t('Out of Stock');
      if (error.code === 'maximum_cart_quantity') return t('Out of Limits');
      return error.message;
    },
    [t],
  );
}

/**
 * Adding with the spec's messages: 'Item added to cart'; another store's items in the cart ask
 * to clear it, and confirming clears it, adds, and says so for 5 seconds.
 */
export function useAddToCart() {
  const cart = useCart();
  const { t } = useTranslation('cart');
  const errorText = useCartErrorText();
  const [answer, setAnswer] = useState<((ok: boolean) => void) | null>(null);

  const submit = useCallback(
    async (input: CartLineInput, preview?: Partial<CartLineFull>): Promise<CartResult> => {
      const result = await cart.add(input, preview);
      if (result.ok) {
        toast.success(t('Item added to cart'), { id: 'cart-added' });
        return result;
      }
      if (result.error.code !== 'cart_store') {
        toast.error(errorText(result.error), { id: 'cart-error' });
        return result;
      }
      const confirmed = await new Promise<boolean>((resolve) => setAnswer(() => resolve));
      setAnswer(null);
      if (!confirmed) return result;
      const cleared = await cart.clear();
      if (!cleared.ok) {
        toast.error(errorText(cleared.error), { id: 'cart-error' });
        return cleared;
      }
      const again = await cart.add({ ...input, request_id: newRequestId() }, preview);
      if (again.ok) toast.success(t('Your cart has been cleared successfully. And selected item added to the cart.'), { id: 'cart-cleared', duration: 5000 });
      else toast.error(errorText(again.error), { id: 'cart-error' });
      return again;
    },
    [cart, errorText, t],
  );

  const dialog = answer ? <ClearCartDialog open onConfirm={() => answer(true)} onClose={() => answer(false)} /> : null;
  return { cart, submit, dialog, errorText };
}
