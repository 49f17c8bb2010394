import type { ModuleType } from '@/api/types';

export interface HeaderState {
  signedIn: boolean;
  /** Type of the chosen module; null before one is chosen. */
  moduleType: ModuleType | null;
  /** A delivery location has been picked. */
  hasLocation: boolean;
  /** Zone ids are known (they come with the location). */
  hasZone: boolean;
}

/** What the right side of the header shows, by the spec's rules (02-catalogue.md, Header). */
export interface HeaderActions {
  trackOrder: boolean;
  chat: boolean;
  wishlist: boolean;
  cart: boolean;
  /** Avatar and first name opening the account menu; otherwise the Sign In button. */
  profile: boolean;
  signIn: boolean;
  /** Before a location is chosen, the theme, module and language switches sit beside Sign In. */
  switchesBesideSignIn: boolean;
  /** The top bar (location, theme, module, language) once a location is chosen. */
  topBar: boolean;
  /** The Categories and Stores menus of non-parcel modules; Contact for parcel. */
  catalogueMenus: boolean;
  contact: boolean;
}

export function headerActions(state: HeaderState): HeaderActions {
  const parcel = state.moduleType === 'parcel';
  return {
    trackOrder: !state.signedIn && !parcel && state.hasLocation,
    chat: state.signedIn && !parcel,
    wishlist: state.signedIn && state.hasZone && !parcel,
    cart: !parcel,
    profile: state.signedIn,
    signIn: !state.signedIn,
    switchesBesideSignIn: !state.hasLocation,
    topBar: state.hasLocation,
    catalogueMenus: !parcel && state.moduleType !== null && state.hasZone,
    contact: parcel,
  };
}

/** The spec's compact header breakpoint: at this width and narrower the phone header is used. */
export const COMPACT_HEADER_MAX_WIDTH = 1180;
export const COMPACT = `@media (max-width: ${COMPACT_HEADER_MAX_WIDTH}px)`;
export const WIDE = `@media (min-width: ${COMPACT_HEADER_MAX_WIDTH + 1}px)`;
