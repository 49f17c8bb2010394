import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useCartCount } from '@/api/customer';
import { CartIcon } from '@/components/icons';
import ui from '@/components/controls.module.css';
import { lazyMui } from '@/theme/lazy-mui';
import css from './cart.module.css';

const CartDrawer = lazyMui(() => import('./CartDrawer'));

/** The header's cart button: the count is in the server's HTML; the drawer loads on the first tap. */
export function CartButton() {
  const { t } = useTranslation('layout');
  const count = useCartCount();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={ui.iconButton}
        aria-label={t('Cart (items: {{count}})', { count })}
        title={t('Cart')}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <span className={css.badgeAnchor}>
          <CartIcon />
          <span className={css.badge} aria-hidden="true" data-testid="cart-count">
            {count > 99 ? '99+' : count}
          </span>
        </span>
      </button>
      {wanted ? <CartDrawer open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
