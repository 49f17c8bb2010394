// The account pages are route entries (pages/profile.tsx imports them and load.ts directly);
// what other features may use of this one is its plain rules.
export { ACCOUNT_PAGES, isAccountPage, pageAllowed, type AccountPage } from './rules';
// the account pages' frame, for the inbox (src/features/chat), an account page of its own
export { AccountFrame } from './AccountFrame';
// the sign-up welcome the frame mounts for a signed-in shopper (its dialog loads when shown)
export { SignUpWelcome } from './SignUpWelcome';
