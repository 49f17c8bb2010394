/** Shapes the storefront reads from the contract (only the fields it uses). */
import type { ModuleEntity, ZoneEntity } from '@/contract/entities';

export interface LatLng {
  lat: number | string;
  lng: number | string;
}

export interface CentralizeLogin {
  manual_login_status?: number;
  otp_login_status?: number;
  social_login_status?: number;
  google_login_status?: number;
  facebook_login_status?: number;
  apple_login_status?: number;
  email_verification_status?: number;
  phone_verification_status?: number;
}

export interface SocialLink {
  name: string;
  link: string;
  status?: number;
}

export interface AppConfig {
  business_name: string;
  /** Prescription orders (a pharmacy order with a prescription's photos and no cart) are taken. */
  prescription_order_status?: boolean | number | null;
  /** Folders of the media the API names by file (spec 01: base_urls.item_image_url, base_urls.customer_image_url). */
  base_urls?: Partial<Record<string, string>> | null;
  logo_full_url?: string | null;
  fav_icon_full_url?: string | null;
  currency_symbol?: string;
  currency_code?: string;
  currency_symbol_direction?: 'left' | 'right' | string;
  digit_after_decimal_point: number;
  default_location?: LatLng | null;
  free_delivery_over?: number | null;
  guest_checkout_status?: number;
  centralize_login?: CentralizeLogin;
  customer_wallet_status?: number;
  loyalty_point_status?: number;
  ref_earning_status?: number;
  /** Wallet money one referral earns the referrer. */
  ref_earning_exchange_rate?: number;
  add_fund_status?: number;
  digital_payment?: boolean | number;
  /** Points worth one unit of money. */
  loyalty_point_exchange_rate?: number;
  /** The fewest points one conversion takes. */
  loyalty_point_minimum_point?: number;
  /** Percent of a delivered order's amount earned as points. */
  loyalty_point_item_purchase_point?: number;
  refund_policy?: number;
  cancelation_policy?: number;
  shipping_policy?: number;
  social_media?: SocialLink[];
  footer_text?: string;
  email?: string;
  phone?: string;
  address?: string;
  country?: string;
  country_picker_status?: number;
  firebase_otp_verification?: number;
  social_login?: { login_medium: string; status: boolean; client_id?: string }[];
  apple_login?: { login_medium: string; status: boolean; client_id?: string; redirect_url_react?: string }[];
  /** The server runs in demo mode: one-time codes are 123456. */
  demo?: boolean;
  sys_language?: { key: string; value: string; direction?: string; default?: boolean }[];
  app_url_android?: string;
  app_url_ios?: string;
  version?: string;
}

export type ModuleType = 'food' | 'grocery' | 'pharmacy' | 'ecommerce' | 'parcel';

/** A module (contract/entities.ts `moduleEntity`), its type one of the five, and its store count. */
export interface Module extends ModuleEntity {
  module_type: ModuleType;
  stores_count?: number;
}

export type Zone = ZoneEntity;

export interface ZoneLookup {
  zone_id: string;
  zone_data: { id: number; cash_on_delivery?: number; digital_payment?: number; modules?: Module[] }[];
}
