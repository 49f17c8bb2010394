import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configQuery } from '@/api/config';
import type { AppConfig } from '@/api/types';
import AccountMenu from './AccountMenu';
import { WithFrameI18n } from '@/testing/frame-i18n';

function renderMenu(config: Partial<AppConfig>, onLogout = jest.fn()) {
  const client = new QueryClient();
  client.setQueryData(configQuery({ lang: 'en' }).queryKey, { business_name: 'Souk', digit_after_decimal_point: 2, ...config });
  const anchor = document.createElement('button');
  document.body.appendChild(anchor);
  render(
    <WithFrameI18n>
      <QueryClientProvider client={client}>
        <AccountMenu id="account" anchor={anchor} onClose={jest.fn()} onLogout={onLogout} />
      </QueryClientProvider>
    </WithFrameI18n>,
  );
  return within(screen.getByRole('menu'));
}

describe('the account menu', () => {
  it('offers the wallet, loyalty points and referral code when the config turns them on', () => {
    const menu = renderMenu({ customer_wallet_status: 1, loyalty_point_status: 1, ref_earning_status: 1 });
    for (const name of ['Profile', 'My Orders', 'Wallet', 'Loyalty Points', 'Referral Code', 'Track Order', 'Logout']) {
      expect(menu.getByRole('menuitem', { name })).toBeInTheDocument();
    }
    expect(menu.getByRole('menuitem', { name: 'Wallet' })).toHaveAttribute('href', '/profile?page=wallet');
  });

  it('has no wallet entry when customer_wallet_status is 0', () => {
    const menu = renderMenu({ customer_wallet_status: 0, loyalty_point_status: 1, ref_earning_status: 1 });
    expect(menu.queryByRole('menuitem', { name: 'Wallet' })).not.toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'Loyalty Points' })).toBeInTheDocument();
  });

  it('asks to log out from the Logout entry', async () => {
    const onLogout = jest.fn();
    const menu = renderMenu({}, onLogout);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
