import { accountMenuFor, MENU_ID } from './account-menu';

const ids = (config: Parameters<typeof accountMenuFor>[0]) => accountMenuFor(config).map((entry) => entry.id);

describe('the account menu', () => {
  it('lists every profile page and Track Order when wallet, loyalty and referral are on', () => {
    const all = ids({ customer_wallet_status: 1, loyalty_point_status: 1, ref_earning_status: 1 });
    expect(all).toEqual(expect.arrayContaining([MENU_ID.wallet, MENU_ID.loyalty, MENU_ID.referral, MENU_ID.trackOrder]));
    expect(all).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10]);
  });

  it('hides the wallet when customer_wallet_status is 0', () => {
    expect(ids({ customer_wallet_status: 0, loyalty_point_status: 1, ref_earning_status: 1 })).not.toContain(4);
  });

  it('hides loyalty points when loyalty_point_status is 0 and the referral code when ref_earning_status is 0', () => {
    const shown = ids({ customer_wallet_status: 1, loyalty_point_status: 0, ref_earning_status: 0 });
    expect(shown).not.toContain(5);
    expect(shown).not.toContain(6);
    expect(shown).toContain(4);
  });

  it('hides the referral code with the wallet, as its page answers 404 then: no entry leads to a missing page', () => {
    expect(ids({ customer_wallet_status: 0, loyalty_point_status: 1, ref_earning_status: 1 })).not.toContain(MENU_ID.referral);
  });

  it('names the profile page each entry opens (Track Order has a route of its own)', () => {
    expect(accountMenuFor({}).map((entry) => entry.page)).toEqual(['profile-settings', 'my-orders', 'coupons', 'wallet', 'loyalty-points', 'referral-code', 'inbox', 'settings', null]);
  });

  it('keeps entries whose status the backend does not send', () => {
    expect(ids({})).toContain(4);
    expect(ids(undefined)).toHaveLength(9);
  });

  it('sends each entry to its profile page', () => {
    const wallet = accountMenuFor({}).find((entry) => entry.id === MENU_ID.wallet);
    expect(wallet?.href).toBe('/profile?page=wallet');
  });
});
