/**
 * The rules of the two partner registrations (a store: auth/vendor/register; a rider:
 * auth/delivery-man/store), shared by the embedded API (zod, src/backend/handlers/partners.ts)
 * and the registration pages (yup, src/features/partners): the fields, their limits, the
 * choices and the messages, in English (the pages translate them from public/locales/partners).
 */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An international phone number: optional plus, 2 to 15 digits, the first not 0 (spaces, dashes and brackets allowed). */
export const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;
export const phoneDigits = (raw: string) => raw.replace(/[\s\-()]/g, '');

export const IDENTITY_TYPES = ['passport', 'driving_license', 'nid'] as const;
export type IdentityType = (typeof IDENTITY_TYPES)[number];
export const DELIVERY_TIME_UNITS = ['minute', 'hours', 'days'] as const;
export const BUSINESS_PLANS = ['commission', 'subscription'] as const;
export type BusinessPlan = (typeof BUSINESS_PLANS)[number];
/** 6amMart's `earning`: 1 a freelancer (paid per order), 0 salaried. */
export const EARNING_TYPES = { freelancer: '1', salaried: '0' } as const;

export const MAX_IDENTITY_IMAGES = 2;
export const DEFAULT_IMAGE_MAX_KB = 2048;
/** What an image field accepts (the server reads the bytes; the browser filters by these). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif';
/** The tax or licence document: an image or a PDF. */
export const DOCUMENT_ACCEPT = 'image/jpeg,image/png,image/gif,application/pdf';

export const LIMITS = { name: 100, storeName: 150, address: 500, email: 255, phoneMin: 10, password: 6, passwordMax: 128, identityNumber: 50, tin: 50, deliveryTime: 999 } as const;

/** Every message a refusal of a field can carry, English (the locale files translate them). */
export const MSG = {
  fNameRequired: 'First name is required',
  storeNameRequired: 'Store name is required',
  addressRequired: 'Store address is required',
  tooLong: 'This field is too long',
  pointRequired: 'Pick the store’s location on the map',
  zoneRequired: 'Choose a zone',
  moduleRequired: 'Choose a business module',
  emailRequired: 'Email is required',
  emailInvalid: 'Must be a valid email',
  phoneRequired: 'Please give a phone number',
  phoneShort: 'number must be 10 digits',
  phoneInvalid: 'Must be a valid phone number',
  passwordRequired: 'Password is required',
  passwordShort: 'Password is too short - should be 6 chars minimum.',
  passwordsMatch: 'Passwords must match',
  minTimeRequired: 'Minimum delivery time is required',
  maxTimeRequired: 'Maximum delivery time is required',
  timeOrder: 'The maximum delivery time must be greater than the minimum',
  tinRequired: 'Tax id is required',
  expiryInvalid: 'The licence expiry date must be a date in the future',
  planRequired: 'Choose a business plan',
  packageRequired: 'Choose a subscription package',
  logoRequired: 'Store logo is required',
  coverRequired: 'Cover photo is required',
  documentRequired: 'Tax or licence document is required',
  identityTypeRequired: 'Choose an identity type',
  identityNumberRequired: 'Identity number is required',
  identityImageRequired: 'Add a picture of your identity document',
  identityImagesMax: 'At most 2 identity images',
  vehicleRequired: 'Choose a vehicle',
  earningRequired: 'Choose an earning type',
  imageRequired: 'Profile image is required',
  imageType: 'The file must be an image: jpg, png or gif',
  documentType: 'The file must be an image (jpg, png, gif) or a PDF',
  imageSize: 'The file may not be greater than {{kb}} KB',
} as const;
export type PartnerMessage = (typeof MSG)[keyof typeof MSG];

/** The switches of the registrations in a 6amMart config (missing fields: everything offered). */
export interface PartnerSwitches {
  commission: boolean;
  subscription: boolean;
  taxDocument: boolean;
  freelancer: boolean;
  salaried: boolean;
  imageMaxKb: number;
  storeRegistration: boolean;
  riderRegistration: boolean;
}

const on = (v: unknown, fallback: boolean) => (v === undefined || v === null ? fallback : v === true || v === 1 || v === '1' || v === 'true');

export function partnerSwitches(config: Record<string, unknown> | undefined | null): PartnerSwitches {
  const c = config ?? {};
  const kb = Number(c.partner_image_max_kb);
  return {
    commission: on(c.commission_business_model, true),
    subscription: on(c.subscription_business_model, true),
    taxDocument: on(c.store_tax_document_status, true),
    freelancer: on(c.dm_freelancer_status, true),
    salaried: on(c.dm_salaried_status, true),
    imageMaxKb: Number.isFinite(kb) && kb > 0 ? kb : DEFAULT_IMAGE_MAX_KB,
    storeRegistration: on(c.toggle_store_registration, true),
    riderRegistration: on(c.toggle_dm_registration, true),
  };
}

/** The plans a store may choose (none: the server records none). */
export function plansOffered(s: PartnerSwitches): BusinessPlan[] {
  return BUSINESS_PLANS.filter((p) => (p === 'commission' ? s.commission : s.subscription));
}

/** The earning types a rider may choose. */
export function earningsOffered(s: PartnerSwitches): (keyof typeof EARNING_TYPES)[] {
  return (['freelancer', 'salaried'] as const).filter((e) => s[e]);
}

/** Is this date (YYYY-MM-DD) after today? */
export function futureDate(value: string, today = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value && value > today.toISOString().slice(0, 10);
}
