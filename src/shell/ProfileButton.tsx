import { useTranslation } from '@/lib/i18n';
import Image from 'next/image';
import { useId, useState } from 'react';
import { useCustomerInfo, type CustomerInfo } from '@/api/customer';
import { lazyMui } from '@/theme/lazy-mui';
import ui from '@/components/controls.module.css';
import css from './frame.module.css';
import { useLogoutConfirm } from './use-logout';

const AccountMenu = lazyMui(() => import('./AccountMenu'));

export function CustomerAvatar({ customer, size = 32 }: { customer: CustomerInfo | undefined; size?: number }) {
  const initial = customer?.f_name?.trim().charAt(0).toUpperCase();
  return (
    <span className={css.avatar} style={{ width: size, height: size, fontSize: size / 2 }}>
      {customer?.image_full_url ? (
        <Image src={customer.image_full_url} alt="" width={size} height={size} unoptimized={!customer.image_full_url.startsWith('/')} />
      ) : (
        initial
      )}
    </span>
  );
}

/** Avatar and first name, opening the account menu. */
export function ProfileButton() {
  const { t } = useTranslation('layout');
  const { data: customer, isPending } = useCustomerInfo();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const menuId = useId();
  const logout = useLogoutConfirm();
  return (
    <>
      <button
        type="button"
        className={`${ui.button} ${css.profile}`}
        aria-label={t('My account')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        <CustomerAvatar customer={customer} />
        {isPending ? <span className={css.nameSkeleton} aria-hidden="true" /> : <span className={ui.ellipsis}>{customer?.f_name ?? ''}</span>}
      </button>
      {wanted ? <AccountMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} onLogout={logout.ask} /> : null}
      {logout.dialog}
    </>
  );
}
