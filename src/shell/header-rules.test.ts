import { headerActions, type HeaderState } from './header-rules';

const guestWithLocation: HeaderState = { signedIn: false, moduleType: 'grocery', hasLocation: true, hasZone: true };
const shopper: HeaderState = { signedIn: true, moduleType: 'food', hasLocation: true, hasZone: true };

describe('the right side of the header', () => {
  it('shows a guest with a location the track-order icon, the cart and Sign In', () => {
    expect(headerActions(guestWithLocation)).toMatchObject({
      trackOrder: true,
      chat: false,
      wishlist: false,
      cart: true,
      profile: false,
      signIn: true,
    });
  });

  it('hides the track-order icon from a guest without a location', () => {
    expect(headerActions({ ...guestWithLocation, hasLocation: false, hasZone: false }).trackOrder).toBe(false);
  });

  it('shows a signed-in shopper chat, wishlist, cart and the profile button, not the track-order icon', () => {
    expect(headerActions(shopper)).toMatchObject({
      trackOrder: false,
      chat: true,
      wishlist: true,
      cart: true,
      profile: true,
      signIn: false,
    });
  });

  it('needs a zone for the wishlist', () => {
    expect(headerActions({ ...shopper, hasZone: false }).wishlist).toBe(false);
  });

  it('hides chat, wishlist, cart and the track-order icon in the parcel module, and shows Contact instead of menus', () => {
    const parcelGuest = headerActions({ ...guestWithLocation, moduleType: 'parcel' });
    const parcelShopper = headerActions({ ...shopper, moduleType: 'parcel' });
    for (const actions of [parcelGuest, parcelShopper]) {
      expect(actions).toMatchObject({ trackOrder: false, chat: false, wishlist: false, cart: false, catalogueMenus: false, contact: true });
    }
  });

  it('puts the switches beside Sign In before a location is chosen, and in the top bar after', () => {
    const before = headerActions({ signedIn: false, moduleType: null, hasLocation: false, hasZone: false });
    expect(before).toMatchObject({ switchesBesideSignIn: true, topBar: false, catalogueMenus: false });
    expect(headerActions(guestWithLocation)).toMatchObject({ switchesBesideSignIn: false, topBar: true, catalogueMenus: true });
  });
});
