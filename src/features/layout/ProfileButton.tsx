import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import Image from 'next/image';
import { useId, useState } from 'react';
import { useCustomerInfo, type CustomerInfo } from '@/api/customer';
import { useLogoutConfirm } from './use-logout';

const AccountMenu = dynamic(() => import('./AccountMenu'), { ssr: false });

export function CustomerAvatar({ customer, size = 32 }: { customer: CustomerInfo | undefined; size?: number }) {
  const initial = customer?.f_name?.trim().charAt(0).toUpperCase();
  return (
    <Avatar sx={{ width: size, height: size, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: size / 2 }}>
      {customer?.image_full_url ? (
        <Image
          src={customer.image_full_url}
          alt=""
          width={size}
          height={size}
          unoptimized={!customer.image_full_url.startsWith('/')}
          style={{ objectFit: 'cover' }}
        />
      ) : (
        initial
      )}
    </Avatar>
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
      <Button
        color="inherit"
        aria-label={t('My account')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        startIcon={<CustomerAvatar customer={customer} />}
        sx={{ textTransform: 'none', maxWidth: 200 }}
      >
        {isPending ? (
          <Skeleton width={56} />
        ) : (
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{customer?.f_name ?? ''}</span>
        )}
      </Button>
      {wanted ? <AccountMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} onLogout={logout.ask} /> : null}
      {logout.dialog}
    </>
  );
}
