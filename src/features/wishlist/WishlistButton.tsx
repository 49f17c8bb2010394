import { useTranslation } from '@/lib/i18n';
import { useState } from 'react';
import ui from '@/components/controls.module.css';
import { lazyMui } from '@/theme/lazy-mui';

const WishlistDrawer = lazyMui(() => import('./WishlistDrawer'));

/** The header's wishlist button (signed in, zone set, not parcel); the drawer loads on the first tap. */
export function WishlistButton({ moduleType }: { moduleType: string | null }) {
  const { t } = useTranslation('cart');
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={ui.iconButton}
        aria-label={t('Wishlist')}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M12 21s-7-4.6-9.3-9A5.3 5.3 0 0 1 12 6.3 5.3 5.3 0 0 1 21.3 12C19 16.4 12 21 12 21z" />
        </svg>
      </button>
      {wanted ? <WishlistDrawer open={open} onClose={() => setOpen(false)} moduleType={moduleType} /> : null}
    </>
  );
}
