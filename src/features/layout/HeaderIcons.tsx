import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useCartCount } from '@/api/customer';
import { CartIcon as CartGlyph, ChatIcon, TruckIcon } from '@/components/icons';
import ui from '@/components/controls.module.css';
import css from './frame.module.css';
import type { HeaderActions } from './header-rules';

/** The icon links on the right of the header, each by the spec's rules. */
export function HeaderIcons({ actions }: { actions: HeaderActions }) {
  const { t } = useTranslation('layout');
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
      {actions.cart ? <CartLink /> : null}
    </>
  );
}

function CartLink() {
  const { t } = useTranslation('layout');
  const count = useCartCount();
  const label = t('Cart (items: {{count}})', { count });
  return (
    <Link href="/checkout?page=cart" className={ui.iconButton} aria-label={label} title={t('Cart')}>
      <span className={css.badgeAnchor}>
        <CartGlyph />
        <span className={css.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      </span>
    </Link>
  );
}
