/**
 * Catalogue shapes from the contract (02-catalogue.md section 3), only the fields the
 * storefront reads. Fields a 6amMart-compatible backend may leave out are optional.
 */
import type {
  AdvertisementEntity,
  BannerEntity,
  BrandEntity,
  CampaignEntity,
  CategoryRefEntity,
  CommonConditionEntity,
  CouponEntity,
  FlashProductEntity,
  ItemEntity,
  ParcelCategoryEntity,
  ReviewEntity,
  StoreDiscountEntity,
  StoreEntity,
} from '@/contract/entities';
import type { ModuleType } from './types';

export type Flag = number | boolean | null | undefined;

export interface FoodVariationValue {
  label: string;
  optionPrice: number | string;
  isSelected?: boolean;
}

export interface FoodVariation {
  name: string;
  type: 'single' | 'multi' | string;
  min: number | string;
  max: number | string;
  required: 'on' | 'off' | string;
  values: FoodVariationValue[];
}

export interface ItemVariation {
  type: string;
  price: number;
  stock?: number;
}

export interface ChoiceOption {
  name?: string;
  title: string;
  options: string[];
}

export interface AddOn {
  id: number;
  store_id?: number;
  name: string;
  price: number;
}

/** A category an item belongs to: the contract's fields (contract/entities.ts) and its position. */
export interface CategoryRef extends CategoryRefEntity {
  position?: number;
}

/**
 * An item: the fields the contract checks (contract/entities.ts `item`), the shapes of its
 * options in full, and the fields the contract leaves unchecked.
 */
export interface Item extends ItemEntity {
  store_slug?: string | null;
  module_type?: ModuleType | string;
  variations?: ItemVariation[] | null;
  food_variations?: FoodVariation[] | null;
  choice_options?: ChoiceOption[] | null;
  add_ons?: AddOn[] | null;
  available_stock?: number | null;
  sold?: number | null;
  maximum_cart_quantity?: number | null;
  schedule_order?: Flag;
  available_date_starts?: string | null;
  available_date_ends?: string | null;
  veg?: Flag;
  halal_tag_status?: Flag;
  is_halal?: Flag;
  recommended?: Flag;
  organic?: Flag;
  generic_name?: string[] | string | null;
  nutritions_name?: string[] | null;
  allergies_name?: string[] | null;
  tags?: (string | { tag: string })[] | null;
  category_id?: number | null;
  category_ids?: CategoryRef[] | null;
  is_prescription_required?: Flag;
  isCampaignItem?: boolean;
  brand_id?: number | null;
  updated_at?: string | null;
}

export type StoreSchedule = NonNullable<StoreEntity['schedules']>[number];

/** A store's discount: the contract's fields and its own terms (minimum purchase, cap; 0: none). */
export interface StoreDiscount extends StoreDiscountEntity {
  min_purchase?: number;
  max_discount?: number;
}

/**
 * A store: the fields the contract checks (contract/entities.ts `store`) and those it leaves
 * unchecked.
 */
export interface Store extends StoreEntity {
  phone?: string | null;
  email?: string | null;
  module_type?: ModuleType | string;
  module?: { id?: number; module_type?: ModuleType | string } | null;
  featured?: Flag;
  discount?: StoreDiscount | null;
  created_at?: string | null;
  updated_at?: string | null;
  category_ids?: (number | string)[] | null;
  /** The store's categories, when the details answer carries them. */
  category_details?: Category[] | null;
  /** Thumbnails of items, shown with 'Visit Again'. */
  items?: Item[] | null;
  /** A pharmacy that takes prescription orders (with the config's prescription_order_status). */
  prescription_order?: Flag;
}

export interface Category {
  id: number;
  name: string;
  slug?: string | null;
  image_full_url?: string | null;
  parent_id?: number | null;
  featured?: Flag;
  module_id?: number;
  products_count?: number;
  childes?: Category[] | null;
  updated_at?: string | null;
}

/** A brand (contract/entities.ts `brand`) with the fields the contract leaves unchecked. */
export interface Brand extends BrandEntity {
  module_id?: number;
  updated_at?: string | null;
}

export type BannerType = 'default' | 'store_wise' | 'item_wise' | string;

/** A banner (contract/entities.ts `banner`) with what its store or item link carries beyond the contract. */
export interface Banner extends BannerEntity {
  type: BannerType;
  store?: { id: number; slug?: string | null; zone_id?: number } | null;
  item?: { id: number; slug?: string | null; image_full_url?: string | null } | null;
}

/** A store campaign (contract/entities.ts `campaign`) with the fields the contract leaves unchecked. */
export interface Campaign extends CampaignEntity {
  start_time?: string | null;
  end_time?: string | null;
  stores?: Store[] | null;
  updated_at?: string | null;
}

export interface CampaignBanner {
  id: number;
  title?: string | null;
  image_full_url?: string | null;
  slug?: string | null;
}

/** A flash sale's product (contract/entities.ts `flashProduct`) with its item in full. */
export interface FlashSaleProduct extends FlashProductEntity {
  item_id?: number;
  discount?: number;
  discount_type?: string;
  item: Item;
}

export interface FlashSale {
  id: number;
  title?: string | null;
  start_date: string;
  end_date: string;
  active_products?: FlashSaleProduct[] | null;
}

export type CommonCondition = CommonConditionEntity;

/** An advertisement (contract/entities.ts `advertisement`) with the fields the contract leaves unchecked. */
export interface Advertisement extends AdvertisementEntity {
  add_type: 'store_promotion' | 'video_promotion' | string;
  is_rating_active?: Flag;
  is_review_active?: Flag;
  average_rating?: number | null;
  reviews_comments_count?: number | null;
  store?: Store | null;
}

export interface PromotionalBanners {
  banners?: { value_full_url?: string | null }[] | null;
  new_arrival_section_banner_full_url?: string | null;
  best_reviewed_section_banner_full_url?: string | null;
  bottom_section_banner_full_url?: string | null;
  promotional_banner_url?: string | null;
  basic_section_nearby_full_url?: string | null;
}

export interface WhyChooseItem {
  image_full_url?: string | null;
  title: string;
  short_description?: string | null;
}

export interface VideoContent {
  banner_type?: 'video' | 'video_content' | 'other' | string | null;
  banner_video?: string | null;
  banner_video_content_full_url?: string | null;
  banner_image_full_url?: string | null;
  banner_contents?: { value?: string | null }[] | string[] | null;
}

export type ParcelCategory = ParcelCategoryEntity;

/** A coupon of coupon/list (contract/entities.ts `coupon`) with the fields the contract leaves unchecked. */
export interface Coupon extends CouponEntity {
  id?: number;
  title?: string | null;
}

/** A review (contract/entities.ts `review`) with the store's reply, which the contract leaves unchecked. */
export interface Review extends ReviewEntity {
  reply?: string | null;
}

/** A page of a list: the contract's limit/offset/total_size paging. */
export interface Page<T> {
  items: T[];
  total: number;
}
