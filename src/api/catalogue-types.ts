/**
 * Catalogue shapes from the contract (02-catalogue.md section 3), only the fields the
 * storefront reads. Fields a 6amMart-compatible backend may leave out are optional.
 */
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

export interface CategoryRef {
  id: number | string;
  name?: string;
  slug?: string;
  position?: number;
}

export interface Item {
  id: number;
  slug?: string | null;
  name: string;
  description?: string | null;
  image_full_url?: string | null;
  images_full_url?: (string | null)[] | null;
  price: number;
  unit_type?: string | null;
  store_id: number;
  store_name?: string | null;
  store_slug?: string | null;
  module_id?: number;
  module_type?: ModuleType | string;
  zone_id?: number;
  discount?: number | null;
  discount_type?: string | null;
  store_discount?: number | null;
  variations?: ItemVariation[] | null;
  food_variations?: FoodVariation[] | null;
  choice_options?: ChoiceOption[] | null;
  add_ons?: AddOn[] | null;
  stock?: number | null;
  available_stock?: number | null;
  sold?: number | null;
  maximum_cart_quantity?: number | null;
  schedule_order?: Flag;
  available_time_starts?: string | null;
  available_time_ends?: string | null;
  available_date_starts?: string | null;
  available_date_ends?: string | null;
  veg?: Flag;
  halal_tag_status?: Flag;
  is_halal?: Flag;
  recommended?: Flag;
  organic?: Flag;
  avg_rating?: number | null;
  rating_count?: number | null;
  generic_name?: string[] | string | null;
  nutritions_name?: string[] | null;
  allergies_name?: string[] | null;
  tags?: (string | { tag: string })[] | null;
  category_id?: number | null;
  category_ids?: CategoryRef[] | null;
  is_prescription_required?: Flag;
  isCampaignItem?: boolean;
  brand_id?: number | null;
  created_at?: string | null;
  updated_at?: string | null;
}

export interface StoreSchedule {
  day: number;
  opening_time: string;
  closing_time: string;
}

export interface StoreDiscount {
  discount: number;
  discount_type: 'percent' | 'amount' | string;
  min_purchase?: number;
  max_discount?: number;
}

export interface Store {
  id: number;
  slug?: string | null;
  name: string;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  logo_full_url?: string | null;
  cover_photo_full_url?: string | null;
  module_id?: number;
  module_type?: ModuleType | string;
  module?: { id?: number; module_type?: ModuleType | string } | null;
  zone_id?: number;
  total_items?: number | null;
  featured?: Flag;
  avg_rating?: number | null;
  rating_count?: number | null;
  /** Distance from the shopper's point, as the API gives it (see `storeDistanceKm`). */
  distance?: number | string | null;
  delivery_time?: string | null;
  minimum_order?: number | null;
  free_delivery?: Flag;
  delivery?: Flag;
  take_away?: Flag;
  discount?: StoreDiscount | null;
  active?: Flag;
  open?: Flag;
  latitude?: number | string | null;
  longitude?: number | string | null;
  created_at?: string | null;
  updated_at?: string | null;
  schedules?: StoreSchedule[] | null;
  category_ids?: (number | string)[] | null;
  /** The store's categories, when the details answer carries them. */
  category_details?: Category[] | null;
  /** Thumbnails of items, shown with 'Visit Again'. */
  items?: Item[] | null;
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

export interface Brand {
  id: number;
  name: string;
  module_id?: number;
  slug?: string | null;
  image_full_url?: string | null;
  items_count?: number | null;
  updated_at?: string | null;
}

export type BannerType = 'default' | 'store_wise' | 'item_wise' | string;

export interface Banner {
  id: number;
  title?: string | null;
  type: BannerType;
  link?: string | null;
  image_full_url?: string | null;
  store?: { id: number; slug?: string | null; zone_id?: number } | null;
  item?: { id: number; slug?: string | null; image_full_url?: string | null } | null;
}

export interface Campaign {
  id: number;
  slug?: string | null;
  title: string;
  description?: string | null;
  image_full_url?: string | null;
  available_date_starts?: string | null;
  available_date_ends?: string | null;
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

export interface FlashSaleProduct {
  id: number;
  item_id?: number;
  stock: number;
  sold: number;
  available_stock?: number;
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

export interface CommonCondition {
  id: number;
  name: string;
}

export interface Advertisement {
  id: number;
  add_type: 'store_promotion' | 'video_promotion' | string;
  title: string;
  description?: string | null;
  cover_image_full_url?: string | null;
  profile_image_full_url?: string | null;
  video_attachment_full_url?: string | null;
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

export interface ParcelCategory {
  id: number;
  name: string;
  description?: string | null;
  image_full_url?: string | null;
}

export interface Coupon {
  id?: number;
  title?: string | null;
  code: string;
  discount: number;
  discount_type: string;
  min_purchase?: number | null;
  expire_date?: string | null;
}

export interface Review {
  id: number;
  comment?: string | null;
  rating: number;
  customer_name?: string | null;
  created_at?: string | null;
  reply?: string | null;
}

/** A page of a list: the contract's limit/offset/total_size paging. */
export interface Page<T> {
  items: T[];
  total: number;
}
