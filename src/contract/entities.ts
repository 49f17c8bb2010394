/**
 * The contract's entities as zod schemas: the fields the storefront reads, typed as a
 * 6amMart-compatible backend answers them. Objects are loose (a backend may send more fields);
 * what is listed must be there with the right type. docs/api.md describes the same shapes.
 */
import { z } from 'zod';

/**
 * What a schema guarantees, as a TypeScript type: the parsed shape without the loose objects'
 * `[key: string]: unknown` (which would let any misspelt field through as `unknown`). The
 * storefront's entity types (api/catalogue-types.ts, api/cart.ts) extend these with the fields the
 * contract does not check.
 */
export type Known<T> = T extends readonly (infer U)[]
  ? Known<U>[]
  : T extends object
    ? { [K in keyof T as string extends K ? never : number extends K ? never : K]: Known<T[K]> }
    : T;
export type Checked<S extends z.ZodType> = Known<z.infer<S>>;

export const id = z.number().int();
/** 6amMart sends flags as 1/0 or as booleans, depending on the field and the version. */
export const flag = z.union([z.number(), z.boolean()]).nullish();
export const url = z.string().nullish();
export const text = z.string().nullish();
export const num = z.number().nullish();
export const date = z.string().nullish();

export const categoryRef = z.looseObject({ id: z.union([id, z.string()]), name: z.string().optional(), slug: text });

export const item = z.looseObject({
  id,
  name: z.string(),
  slug: text,
  description: text,
  image_full_url: url,
  images_full_url: z.array(url).nullish(),
  price: z.number(),
  store_id: id,
  store_name: text,
  module_id: id.optional(),
  zone_id: id.nullish(),
  discount: num,
  discount_type: text,
  store_discount: num,
  variations: z.array(z.looseObject({ type: z.string(), price: z.number() })).nullish(),
  food_variations: z
    .array(z.looseObject({ name: z.string(), values: z.array(z.looseObject({ label: z.string(), optionPrice: z.union([z.number(), z.string()]) })) }))
    .nullish(),
  choice_options: z.array(z.looseObject({ title: z.string(), options: z.array(z.string()) })).nullish(),
  add_ons: z.array(z.looseObject({ id, name: z.string(), price: z.number() })).nullish(),
  stock: num,
  available_time_starts: text,
  available_time_ends: text,
  avg_rating: num,
  rating_count: num,
  category_ids: z.array(categoryRef).nullish(),
  unit_type: text,
  created_at: date,
});

export const storeDiscount = z.looseObject({ discount: z.number(), discount_type: z.string() });

export const store = z.looseObject({
  id,
  name: z.string(),
  slug: text,
  address: text,
  logo_full_url: url,
  cover_photo_full_url: url,
  module_id: id.optional(),
  zone_id: id.nullish(),
  total_items: num,
  avg_rating: num,
  rating_count: num,
  distance: z.union([z.number(), z.string()]).nullish(),
  delivery_time: text,
  minimum_order: num,
  free_delivery: flag,
  delivery: flag,
  take_away: flag,
  discount: storeDiscount.nullish(),
  active: flag,
  open: flag,
  latitude: z.union([z.string(), z.number()]).nullish(),
  longitude: z.union([z.string(), z.number()]).nullish(),
  schedules: z.array(z.looseObject({ day: z.number(), opening_time: z.string(), closing_time: z.string() })).nullish(),
});

export const category: z.ZodType<{ id: number; name: string }> = z.lazy(() =>
  z.looseObject({
    id,
    name: z.string(),
    slug: text,
    image_full_url: url,
    parent_id: z.number().nullish(),
    module_id: id.optional(),
    products_count: num,
    childes: z.array(category).nullish(),
  }),
);

export const brand = z.looseObject({ id, name: z.string(), slug: text, image_full_url: url, items_count: num });

export const banner = z.looseObject({
  id,
  title: text,
  type: z.string(),
  image_full_url: url,
  link: text,
  store: z.looseObject({ id, slug: text }).nullish(),
  item: z.looseObject({ id, slug: text }).nullish(),
});

export const campaign = z.looseObject({
  id,
  title: z.string(),
  slug: text,
  description: text,
  image_full_url: url,
  available_date_starts: date,
  available_date_ends: date,
  stores: z.array(store).nullish(),
});

/** An item campaign: the item's shape with the campaign's id, name and dates. */
export const campaignItem = item.extend({ available_date_starts: date, available_date_ends: date });

export const flashProduct = z.looseObject({ id, stock: z.number(), sold: z.number(), available_stock: num, item });

export const review = z.looseObject({ id, rating: z.number(), comment: text, customer_name: text, created_at: date });

export const zone = z.looseObject({ id, name: z.string(), display_name: text, coordinates: z.unknown() });

export const moduleEntity = z.looseObject({
  id,
  module_name: z.string(),
  module_type: z.string(),
  slug: text,
  icon_full_url: url,
  thumbnail_full_url: url,
  description: text,
  zones: z.array(z.looseObject({ id })).optional(),
});

export const coupon = z.looseObject({ code: z.string(), discount: z.number(), discount_type: z.string(), min_purchase: num, expire_date: date });

export const advertisement = z.looseObject({
  id,
  add_type: z.string(),
  title: z.string(),
  description: text,
  cover_image_full_url: url,
  profile_image_full_url: url,
  video_attachment_full_url: url,
  store: store.nullish(),
});

export const parcelCategory = z.looseObject({ id, name: z.string(), description: text, image_full_url: url });

export const commonCondition = z.looseObject({ id, name: z.string() });

export const policyPage = z.looseObject({ value: text });

/** A page of a list: `{total_size, limit, offset, <key>: [...]}`. */
export function paged<T extends z.ZodType>(key: string, entity: T) {
  return z.looseObject({ total_size: z.union([z.number(), z.string()]), [key]: z.array(entity) });
}

/** A list some backend versions answer bare (`[...]`) and others as a page; the storefront reads both. */
export function listOrPage<T extends z.ZodType>(key: string, entity: T) {
  return z.union([z.array(entity), paged(key, entity)]);
}

/** Every failure of the embedded API (and of a 6amMart backend): `{errors:[{code,message}]}`. */
export const apiErrors = z.looseObject({ errors: z.array(z.looseObject({ code: z.string(), message: z.string() })).min(1) });

/** A saved delivery address, with the zones it lies in. */
export const address = z.looseObject({
  id,
  address_type: text,
  address: z.string(),
  contact_person_name: z.string(),
  contact_person_number: z.string(),
  latitude: z.union([z.string(), z.number()]),
  longitude: z.union([z.string(), z.number()]),
  zone_id: id.nullish(),
  zone_ids: z.array(id),
});

/**
 * One line of a cart, with its item as the catalogue answers it plus what 6amMart echoes on a cart
 * line's item: its module (clients keep the lines of the module they show), the chosen food options
 * marked `isSelected`, and the chosen add-ons with their quantity in `addons`.
 */
export const cartLine = z.looseObject({
  id,
  item_id: id,
  store_id: id,
  module_id: id,
  model: z.enum(['Item', 'ItemCampaign']),
  price: z.number(),
  discounted_price: z.number(),
  quantity: z.number().int().positive(),
  variation: z.unknown(),
  add_on_ids: z.array(id),
  add_ons: z.array(z.looseObject({ id, name: z.string(), price: z.number(), quantity: z.number() })),
  total_price: z.number(),
  is_guest: z.boolean(),
  item: item.extend({
    module: moduleEntity.pick({ id: true, module_name: true, module_type: true }).loose(),
    food_variations: z
      .array(z.looseObject({ name: z.string(), values: z.array(z.looseObject({ label: z.string(), isSelected: z.boolean() })) }))
      .nullish(),
    addons: z.array(z.looseObject({ id, quantity: z.number() })),
  }),
});

export type ItemEntity = Checked<typeof item>;
export type CategoryRefEntity = Checked<typeof categoryRef>;
export type StoreEntity = Checked<typeof store>;
export type StoreDiscountEntity = Checked<typeof storeDiscount>;
export type CartLineEntity = Checked<typeof cartLine>;
export type CouponEntity = Checked<typeof coupon>;
export type BrandEntity = Checked<typeof brand>;
export type BannerEntity = Checked<typeof banner>;
export type CampaignEntity = Checked<typeof campaign>;
export type FlashProductEntity = Checked<typeof flashProduct>;
export type ReviewEntity = Checked<typeof review>;
export type ZoneEntity = Checked<typeof zone>;
export type ModuleEntity = Checked<typeof moduleEntity>;
export type AdvertisementEntity = Checked<typeof advertisement>;
export type ParcelCategoryEntity = Checked<typeof parcelCategory>;
export type CommonConditionEntity = Checked<typeof commonCondition>;
