import { useTranslation } from '@/lib/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCartCount } from '@/api/customer';
import { CartIcon } from '@/components/icons';
import ui from '@/components/controls.module.css';
import { useApiScope, useSession } from '@/lib/session-context';
import { lazyMui } from '@/theme/lazy-mui';
import { hasPendingCartChanges } from './cart-outbox';
import css from './cart.module.css';

const CartDrawer = lazyMui(() => import('./CartDrawer'));

/** The header's cart button: the count is in the server's HTML; the drawer loads on the first tap. */
export function CartButton() {
  const { t } = useTranslation('layout');
  const count = useCartCount();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const scope = useApiScope();
  const { update } = useSession();
  useEffect(() => {
    // cart changes an earlier page of this tab showed but did not see answered are sent again
    if (!hasPendingCartChanges()) return;
    void import('./cart-sync').then(({ replayKeptCartChanges }) => replayKeptCartChanges(client, scope, (guestId) => update({ guestId })));
  }, [client, scope, update]);
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
