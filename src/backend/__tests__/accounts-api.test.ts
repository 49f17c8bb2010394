/** @jest-environment node */
/**
 * The accounts API: sign-up and sign-in, the profile, addresses, Facebook and Google sign-in, store
 * and rider registration, and the throttle on repeated attempts (last: it spends attempts).
 */
import { partsOnOneDatabase } from '../../testing/api-parts';

partsOnOneDatabase([
  'auth',
  'accounts-profile',
  'accounts-signin',
  'addresses',
  'accounts-facebook',
  'accounts-social',
  'partners',
  'accounts-throttle',
], __dirname);
