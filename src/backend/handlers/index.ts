/**
 * Every route of the embedded API, in matching order: the one place a handler module is
 * registered. A handler module exports `routes: Route[]` (types from ../route-types) and imports
 * no other handler; what two handlers share lives in services (guards in services/guards.ts,
 * shared answer shapes in services/catalogue-format.ts and the like). A new module is added here.
 */
import type { Route } from '../route-types';
import { routes as configRoutes } from './config';
import { routes as mapRoutes } from './maps';
import { loginRoute, routes as authRoutes } from './auth';
import { routes as bannerRoutes } from './banners';
import { routes as categoryRoutes } from './categories';
import { routes as itemRoutes } from './items';
import { routes as storeRoutes } from './stores';
import { routes as promoRoutes } from './promotions';
import { routes as contentRoutes } from './content';
import { routes as searchRoutes } from './search';
import { routes as cartRoutes } from './cart';
import { routes as wishlistRoutes } from './wishlist';
import { routes as vitalsRoutes } from './vitals';
import { routes as signUpRoutes } from './auth-signup';
import { otpLogin, routes as otpRoutes } from './auth-otp';
import { routes as passwordRoutes } from './auth-password';
import { socialLogin, routes as socialRoutes } from './auth-social';
import { routes as profileRoutes } from './profile';
import { routes as addressRoutes } from './addresses';
import { routes as orderRoutes } from './orders';
import { routes as paymentRoutes } from './payment';
import { routes as orderReviewRoutes } from './order-reviews';
import { routes as clientExtraRoutes } from './client-extras';
import { routes as parcelRoutes } from './parcel';
import { routes as walletRoutes } from './wallet';
import { routes as customerSettingsRoutes } from './customer-settings';
import { routes as refundRoutes } from './refunds';
import { routes as chatRoutes } from './chat';
import { routes as partnerRoutes } from './partners';
import { routes as sitemapRoutes } from './sitemap';

export const ROUTES: readonly Route[] = [
  ...configRoutes,
  ...mapRoutes,
  // auth/login's other sign-in kinds come from their own modules
  loginRoute({ otp: otpLogin, social: socialLogin }),
  ...authRoutes,
  ...bannerRoutes,
  ...categoryRoutes,
  ...itemRoutes,
  ...storeRoutes,
  ...promoRoutes,
  ...parcelRoutes,
  ...contentRoutes,
  ...searchRoutes,
  ...cartRoutes,
  ...wishlistRoutes,
  ...vitalsRoutes,
  ...signUpRoutes,
  ...otpRoutes,
  ...passwordRoutes,
  ...socialRoutes,
  ...profileRoutes,
  ...addressRoutes,
  ...orderRoutes,
  ...paymentRoutes,
  ...orderReviewRoutes,
  ...clientExtraRoutes,
  ...walletRoutes,
  ...customerSettingsRoutes,
  ...refundRoutes,
  ...chatRoutes,
  ...partnerRoutes,
  ...sitemapRoutes,
];
