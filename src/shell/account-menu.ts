import type { AppConfig } from '@/api/types';

/** An entry of the account menu: the profile pages, by the spec's ids, and where each goes. */
export interface AccountMenuEntry {
  id: number;
  /** English label; also the translation key in the layout namespace. */
  label: string;
  href: string;
}

export const ACCOUNT_MENU: readonly AccountMenuEntry[] = [
  { id: 1, label: 'Profile', href: '/profile?page=profile-settings' },
  { id: 2, label: 'My Orders', href: '/profile?page=my-orders' },
  { id: 3, label: 'Coupons', href: '/profile?page=coupons' },
  { id: 4, label: 'Wallet', href: '/profile?page=wallet' },
  { id: 5, label: 'Loyalty Points', href: '/profile?page=loyalty-points' },
  { id: 6, label: 'Referral Code', href: '/profile?page=referral-code' },
  { id: 7, label: 'Inbox', href: '/profile?page=inbox' },
  { id: 8, label: 'Settings', href: '/profile?page=settings' },
  { id: 10, label: 'Track Order', href: '/track-order' },
];

export const MENU_ID = { wallet: 4, loyalty: 5, referral: 6, trackOrder: 10 } as const;

type MenuConfig = Pick<AppConfig, 'customer_wallet_status' | 'loyalty_point_status' | 'ref_earning_status'>;

/** A status of 0 switches the feature off; a missing status leaves the entry in place. */
function off(status: number | string | undefined | null): boolean {
  return status !== undefined && status !== null && Number(status) === 0;
}

/** The entries a shopper sees: wallet, loyalty points and referral code hide when their config status is 0. */
export function accountMenuFor(config: MenuConfig | undefined): AccountMenuEntry[] {
  const hidden = new Set<number>();
  if (config && off(config.customer_wallet_status)) hidden.add(MENU_ID.wallet);
  if (config && off(config.loyalty_point_status)) hidden.add(MENU_ID.loyalty);
  if (config && off(config.ref_earning_status)) hidden.add(MENU_ID.referral);
  return ACCOUNT_MENU.filter((entry) => !hidden.has(entry.id));
}
