/**
 * One schema per endpoint of the contract the embedded API implements. The embedded API's
 * answers are tested against them (src/gateway/contract.test.ts), and the gateway checks an
 * external backend's answers with them (src/gateway/contract-check.ts), so a malformed answer
 * fails as one call instead of crashing the page that renders it.
 */
import { z } from 'zod';
import * as e from './entities';
import { CUSTOMER_ENDPOINTS, message, signIn, type EndpointSpec } from './endpoints-customer';
import { ORDER_ENDPOINTS } from './endpoints-orders';
import { CHAT_ENDPOINTS } from './endpoints-chat';
import { PARTNER_ENDPOINTS } from './endpoints-partners';

const items = e.paged('products', e.item);
const stores = e.paged('stores', e.store);

const config = z.looseObject({
  business_name: z.string(),
  logo_full_url: e.url,
  currency_symbol: z.string(),
  currency_symbol_direction: e.text,
  digit_after_decimal_point: z.coerce.number(),
  default_location: z.looseObject({ lat: z.union([z.string(), z.number()]), lng: z.union([z.string(), z.number()]) }).nullish(),
  base_urls: z.record(z.string(), z.string().nullable()),
  centralize_login: z.looseObject({ manual_login_status: e.flag }).nullish(),
  guest_checkout_status: e.flag,
  module_config: z.looseObject({}).nullish(),
  sys_language: z.array(z.looseObject({ key: z.string(), value: z.string() })).nullish(),
  social_media: z.array(z.looseObject({ name: z.string(), link: z.string() })).nullish(),
  active_payment_method_list: z.array(z.looseObject({ gateway: z.string() })),
  digital_payment_info: z.looseObject({ digital_payment: e.flag }),
});

const landing = z.looseObject({
  header_title: e.text,
  header_icon_full_url: z.string().nullable(),
  available_zone_image_full_url: z.string().nullable(),
  header_sub_title: e.text,
  company_title: e.text,
  company_sub_title: e.text,
  company_description: e.text,
  earning_seller_status: z.union([z.string(), z.number()]).nullish(),
  earning_dm_status: z.union([z.string(), z.number()]).nullish(),
  business_title: e.text,
  business_sub_title: e.text,
  fixed_newsletter_title: e.text,
  fixed_newsletter_sub_title: e.text,
  fixed_footer_description: e.text,
  download_user_app_links: z.looseObject({ playstore_url: e.text, apple_store_url: e.text }).nullish(),
});

const flashSale = z.union([
  z.looseObject({ id: e.id, start_date: z.string(), end_date: z.string(), active_products: z.array(e.flashProduct) }),
  z.object({}).strict(),
]);

const policy = e.policyPage;

/** path pattern (`:name` matches one segment) → schema of a successful answer, per method. */
export const ENDPOINTS: Record<string, EndpointSpec> = {
  config: { method: 'GET', schema: config },
  'config/get-zone-id': {
    method: 'GET',
    schema: z.looseObject({ zone_id: z.string(), zone_data: z.array(z.looseObject({ id: e.id, modules: z.array(e.moduleEntity).optional() })) }),
  },
  'config/place-api-autocomplete': { method: 'GET', schema: z.looseObject({ predictions: z.array(z.looseObject({ place_id: z.string(), description: z.string() })) }) },
  'config/place-api-details': {
    method: 'GET',
    schema: z.looseObject({ result: z.looseObject({ geometry: z.looseObject({ location: z.looseObject({ lat: z.number(), lng: z.number() }) }) }) }),
  },
  'config/geocode-api': { method: 'GET', schema: z.looseObject({ results: z.array(z.looseObject({ formatted_address: z.string() })) }) },
  'config/distance-api': {
    method: 'GET',
    schema: z.looseObject({
      rows: z.array(z.looseObject({ elements: z.array(z.looseObject({ distance: z.looseObject({ value: z.number() }), duration: z.looseObject({ value: z.number() }) })) })),
    }),
  },
  'zone/list': { method: 'GET', schema: z.array(e.zone) },
  'zone/check': { method: 'GET', schema: z.union([z.boolean(), z.number()]) },
  module: { method: 'GET', schema: z.array(e.moduleEntity) },
  // Souk's own (not 6amMart's): the sitemap's parts of stores and items (src/backend/handlers/sitemap.ts)
  'souk/sitemap': {
    method: 'GET',
    schema: z.looseObject({
      part_size: z.number().int().positive(),
      parts: z.looseObject({ stores: z.number().int().min(0), items: z.number().int().min(0) }),
      highest_ids: z.looseObject({ stores: z.number().int().min(0), items: z.number().int().min(0) }),
    }),
  },
  'souk/sitemap/:kind/:part': { method: 'GET', schema: z.looseObject({ entries: z.array(z.looseObject({ id: e.id, slug: z.string(), updated_at: z.string().nullable() })) }) },
  'react-landing-page': { method: 'GET', schema: landing },

  'auth/guest/request': { method: 'POST', schema: z.looseObject({ guest_id: z.union([z.number(), z.string()]) }) },
  'auth/login': { method: 'POST', schema: signIn },
  'auth/sign-up': { method: 'POST', schema: signIn },
  'customer/info': {
    method: 'GET',
    schema: z.looseObject({ id: e.id, f_name: e.text, l_name: e.text, email: e.text, phone: e.text, image_full_url: e.url, wallet_balance: e.num, loyalty_point: e.num, order_count: z.number().int() }),
  },
  'customer/update-interest': { method: 'POST', schema: message },
  'customer/address/list': {
    method: 'GET',
    schema: z.looseObject({ addresses: z.array(z.looseObject({ id: e.id, address: z.string(), latitude: z.union([z.string(), z.number()]), longitude: z.union([z.string(), z.number()]) })) }),
  },

  banners: { method: 'GET', schema: z.looseObject({ campaigns: z.array(e.campaign), banners: z.array(e.banner) }) },
  'banners/:store_id': { method: 'GET', schema: z.array(e.banner) },
  'other-banners': {
    method: 'GET',
    schema: z.looseObject({ banners: z.array(z.looseObject({ value_full_url: e.url })).nullish(), promotional_banner_url: e.url, bottom_section_banner_full_url: e.url }),
  },
  'other-banners/video-content': { method: 'GET', schema: z.looseObject({ banner_type: e.text, banner_image_full_url: e.url, banner_contents: z.array(z.unknown()).nullish() }) },
  'other-banners/why-choose': { method: 'GET', schema: z.looseObject({ banners: z.array(z.looseObject({ title: z.string(), image_full_url: e.url })) }) },

  categories: { method: 'GET', schema: z.array(e.category) },
  'categories/childes/:id': { method: 'GET', schema: z.array(e.category) },
  'categories/items/list': { method: 'GET', schema: items },
  'categories/items/:id': { method: 'GET', schema: items },
  'categories/stores/list': { method: 'GET', schema: stores },
  'categories/stores/:id': { method: 'GET', schema: stores },
  'categories/featured/items': { method: 'GET', schema: items.extend({ categories: z.array(e.category) }) },

  'items/popular': { method: 'GET', schema: items },
  'items/latest': { method: 'GET', schema: items },
  'items/discounted': { method: 'GET', schema: items },
  'items/most-reviewed': { method: 'GET', schema: items },
  'items/basic': { method: 'GET', schema: items },
  'items/recommended': { method: 'GET', schema: items },
  'items/common-conditions': { method: 'GET', schema: items },
  'items/new-arrival': { method: 'GET', schema: items.extend({ categories: z.array(e.category).optional() }) },
  'items/search': { method: 'GET', schema: items },
  'items/details/:id': { method: 'GET', schema: e.item.extend({ store_details: e.store.nullish() }) },
  'items/related-items/:id': { method: 'GET', schema: e.listOrPage('products', e.item) },
  'items/related-store-items/:id': { method: 'GET', schema: z.array(e.item) },
  'items/reviews/:id': { method: 'GET', schema: e.listOrPage('reviews', e.review) },
  'items/item-or-store-search': { method: 'GET', schema: z.looseObject({ items: z.array(e.item), stores: z.array(e.store) }) },
  'get-combined-data': { method: 'GET', schema: z.union([items, stores]) },

  'stores/get-stores/:filter': { method: 'GET', schema: stores },
  'stores/popular': { method: 'GET', schema: stores },
  'stores/latest': { method: 'GET', schema: stores },
  'stores/top-rated': { method: 'GET', schema: stores },
  'stores/discounted': { method: 'GET', schema: stores },
  'stores/featured': { method: 'GET', schema: stores },
  'stores/top-offer-near-me': { method: 'GET', schema: stores },
  'stores/search': { method: 'GET', schema: stores },
  'stores/details/:id': { method: 'GET', schema: e.store.extend({ category_details: z.array(e.category).nullish() }) },
  'stores/popular-items/:id': { method: 'GET', schema: items },
  'stores/reviews': { method: 'GET', schema: e.listOrPage('reviews', e.review) },

  brand: { method: 'GET', schema: z.array(e.brand) },
  'brand/items/:id': { method: 'GET', schema: items },
  'campaigns/basic': { method: 'GET', schema: z.array(e.campaign) },
  'campaigns/basic-campaign-details': { method: 'GET', schema: e.campaign },
  'campaigns/item': { method: 'GET', schema: z.array(e.campaignItem) },
  'flash-sales': { method: 'GET', schema: flashSale },
  'flash-sales/items': { method: 'GET', schema: items.extend({ active_products: z.array(e.flashProduct).optional() }) },
  'common-condition': { method: 'GET', schema: z.array(e.commonCondition) },
  'common-condition/items/:id': { method: 'GET', schema: items },
  'coupon/list': { method: 'GET', schema: z.array(e.coupon) },
  'advertisement/list': { method: 'GET', schema: z.array(e.advertisement) },
  'parcel-category': { method: 'GET', schema: z.array(e.parcelCategory) },
  'get-vehicles': { method: 'GET', schema: z.array(z.looseObject({ id: e.id })) },
  'newsletter/subscribe': { method: 'POST', schema: message },

  'about-us': { method: 'GET', schema: policy },
  'terms-and-conditions': { method: 'GET', schema: policy },
  'privacy-policy': { method: 'GET', schema: policy },
  'refund-policy': { method: 'GET', schema: policy },
  'shipping-policy': { method: 'GET', schema: policy },
  cancelation: { method: 'GET', schema: policy },
  'cancellation-policy': { method: 'GET', schema: policy },
  ...CUSTOMER_ENDPOINTS,
  ...ORDER_ENDPOINTS,
  ...CHAT_ENDPOINTS,
  ...PARTNER_ENDPOINTS,
};

const PATTERNS = Object.entries(ENDPOINTS).map(([pattern, spec]) => ({
  pattern,
  segments: pattern.split('/'),
  methods: (typeof spec.method === 'string' ? [spec.method] : spec.method) as readonly string[],
}));

/** The pattern a concrete path (below /api/v1, no leading slash) belongs to, or null. */
export function endpointOf(method: string, path: string): string | null {
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const segments = path.replace(/^\/+|\/+$/g, '').split('/');
  const hit = PATTERNS.find(
    (p) => p.methods.includes(m) && p.segments.length === segments.length && p.segments.every((s, i) => (s.startsWith(':') ? segments[i] !== '' : s === segments[i])),
  );
  return hit?.pattern ?? null;
}

export interface ContractCheck {
  ok: boolean;
  /** The first mismatch, e.g. `products.0.name: expected string` (for the log). */
  problem?: string;
}

/** Checks a successful answer against its endpoint's schema; paths without one pass. */
export function checkAnswer(method: string, path: string, body: unknown): ContractCheck {
  const pattern = endpointOf(method, path);
  if (!pattern) return { ok: true };
  const result = ENDPOINTS[pattern]?.schema.safeParse(body);
  if (!result || result.success) return { ok: true };
  const issue = result.error.issues[0];
  return { ok: false, problem: issue ? `${issue.path.join('.') || '(answer)'}: ${issue.message}` : 'invalid' };
}
