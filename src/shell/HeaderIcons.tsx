import { useTranslation } from '@/lib/i18n';
import Link from 'next/link';
import { ChatIcon, TruckIcon } from '@/components/icons';
import { CartButton } from '@/features/cart';
import { WishlistButton } from '@/features/wishlist';
import { useCurrentModule } from './use-frame';
import ui from '@/components/controls.module.css';
import type { HeaderActions } from './header-rules';

/** The icon links on the right of the header, each by the spec's rules. */
export function HeaderIcons({ actions }: { actions: HeaderActions }) {
  const { t } = useTranslation('layout');
  const moduleType = useCurrentModule()?.module_type ?? null;
  return (
    <>
      {actions.trackOrder ? (
        <Link href="/track-order" className={ui.iconButton} aria-label={t('Track order')} title={t('Track order')}>
          <TruckIcon />
        </Link>
      ) : null}
      {actions.chat ? (
        <Link href="/profile?page=inbox" className={ui.iconButton} aria-label={t('Chat')} title={t('Chat')}>
          <ChatIcon />
        </Link>
      ) : null}
      {actions.wishlist ? <WishlistButton moduleType={moduleType} /> : null}
      {actions.cart ? <CartButton /> : null}
    </>
  );
}
