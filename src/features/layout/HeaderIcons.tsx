import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useCartCount } from '@/api/customer';
import type { HeaderActions } from './header-rules';

/** The icon links on the right of the header, each by the spec's rules. */
export function HeaderIcons({ actions }: { actions: HeaderActions }) {
  const { t } = useTranslation('layout');
  return (
    <>
      {actions.trackOrder ? (
        <IconButton component={Link} href="/track-order" color="inherit" aria-label={t('Track order')} title={t('Track order')}>
          <LocalShippingOutlined />
        </IconButton>
      ) : null}
      {actions.chat ? (
        <IconButton component={Link} href="/profile?page=inbox" color="inherit" aria-label={t('Chat')} title={t('Chat')}>
          <ChatBubbleOutlineOutlined />
        </IconButton>
      ) : null}
      {actions.cart ? <CartIcon /> : null}
    </>
  );
}

function CartIcon() {
  const { t } = useTranslation('layout');
  const count = useCartCount();
  const label = t('Cart (items: {{count}})', { count });
  return (
    <IconButton component={Link} href="/checkout?page=cart" color="inherit" aria-label={label} title={t('Cart')}>
      <Badge badgeContent={count} color="secondary" showZero max={99}>
        <ShoppingCartOutlined />
      </Badge>
    </IconButton>
  );
}
