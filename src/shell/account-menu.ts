import type { AppConfig } from '@/api/types';
import { pageAllowed, type AccountPage } from '@/features/account';

/** An entry of the account menu: the profile pages, by the spec's ids, and where each goes. */
export interface AccountMenuEntry {
  id: number;
  /** English label; also the translation key in the layout namespace. */
  label: string;
  href: string;
  /** The `page` query of /profile this entry opens (Track Order has its own route). */
  page: string | null;
}

export const ACCOUNT_MENU: readonly AccountMenuEntry[] = [
  { id: 1, label: 'Profile', href: '/profile?page=profile-settings', page: 'profile-settings' },
  { id: 2, label: 'My Orders', href: '/profile?page=my-orders', page: 'my-orders' },
  { id: 3, label: 'Coupons', href: '/profile?page=coupons', page: 'coupons' },
  { id: 4, label: 'Wallet', href: '/profile?page=wallet', page: 'wallet' },
  { id: 5, label: 'Loyalty Points', href: '/profile?page=loyalty-points', page: 'loyalty-points' },
  { id: 6, label: 'Referral Code', href: '/profile?page=referral-code', page: 'referral-code' },
  { id: 7, label: 'Inbox', href: '/profile?page=inbox', page: 'inbox' },
  { id: 8, label: 'Settings', href: '/profile?page=settings', page: 'settings' },
  { id: 10, label: 'Track Order', href: '/track-order', page: null },
];

export const MENU_ID = { wallet: 4, loyalty: 5, referral: 6, trackOrder: 10 } as const;

type MenuConfig = Pick<AppConfig, 'customer_wallet_status' | 'loyalty_point_status' | 'ref_earning_status'>;

const SWITCHED: Partial<Record<number, AccountPage>> = { [MENU_ID.wallet]: 'wallet', [MENU_ID.loyalty]: 'loyalty-points', [MENU_ID.referral]: 'referral-code' };

/**
 * The entries a shopper sees, in the account menu, the account pages' navigation and the phone's
 * drawer alike: wallet, loyalty points and referral code hide when their config status is 0, by
 * the rule that answers their pages 404 (so no entry leads to a missing page: the referral code,
 * whose earnings go to the wallet, also hides with the wallet).
 */
export function accountMenuFor(config: MenuConfig | undefined): AccountMenuEntry[] {
  return ACCOUNT_MENU.filter((entry) => {
    const page = SWITCHED[entry.id];
    return page === undefined || pageAllowed(page, config);
  });
}
