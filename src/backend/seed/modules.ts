/** The seed's shared vocabulary: module ids and names, the shape of the seeded rows, dates. */
import type * as s from '../db/schema';
import type { MediaRegistry } from './media';

export const MODULE_IDS = { food: 1, grocery: 2, pharmacy: 3, ecommerce: 4, parcel: 5 } as const;
export type ModuleType = keyof typeof MODULE_IDS;

export interface SeedData {
  zones: (typeof s.zones.$inferInsert)[];
  modules: (typeof s.modules.$inferInsert)[];
  moduleZones: (typeof s.moduleZones.$inferInsert)[];
  stores: (typeof s.stores.$inferInsert)[];
  categories: (typeof s.categories.$inferInsert)[];
  brands: (typeof s.brands.$inferInsert)[];
  commonConditions: (typeof s.commonConditions.$inferInsert)[];
  addOns: (typeof s.addOns.$inferInsert)[];
  items: (typeof s.items.$inferInsert)[];
  reviews: (typeof s.reviews.$inferInsert)[];
  banners: (typeof s.banners.$inferInsert)[];
  campaigns: (typeof s.campaigns.$inferInsert)[];
  campaignStores: (typeof s.campaignStores.$inferInsert)[];
  itemCampaigns: (typeof s.itemCampaigns.$inferInsert)[];
  flashSales: (typeof s.flashSales.$inferInsert)[];
  flashSaleItems: (typeof s.flashSaleItems.$inferInsert)[];
  coupons: (typeof s.coupons.$inferInsert)[];
  parcelCategories: (typeof s.parcelCategories.$inferInsert)[];
  vehicles: (typeof s.vehicles.$inferInsert)[];
  parcelInstructions: (typeof s.parcelInstructions.$inferInsert)[];
  advertisements: (typeof s.advertisements.$inferInsert)[];
  whyChoose: (typeof s.whyChoose.$inferInsert)[];
  settings: (typeof s.settings.$inferInsert)[];
  contentPages: (typeof s.contentPages.$inferInsert)[];
  places: (typeof s.places.$inferInsert)[];
}

export interface BuiltSeed {
  data: SeedData;
  media: MediaRegistry;
}

export const DAY = 86_400_000;

export function ymd(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export const MODULE_INFO: Record<ModuleType, { name: string; nameAr: string; description: string; descriptionAr: string; color: string }> = {
  food: { name: 'Food', nameAr: 'طعام', description: 'Restaurants and cafés across Dubai, delivered hot.', descriptionAr: 'مطاعم ومقاهٍ في أنحاء دبي تصلك ساخنة.', color: '#E76F51' },
  grocery: { name: 'Grocery', nameAr: 'بقالة', description: 'Fresh produce, dairy and pantry staples in under an hour.', descriptionAr: 'منتجات طازجة وألبان ومؤن في أقل من ساعة.', color: '#2A9D8F' },
  pharmacy: { name: 'Pharmacy', nameAr: 'صيدلية', description: 'Medicines, vitamins and personal care from licensed pharmacies.', descriptionAr: 'أدوية وفيتامينات وعناية شخصية من صيدليات مرخصة.', color: '#0077B6' },
  ecommerce: { name: 'Shop', nameAr: 'تسوق', description: 'Electronics, fashion, fragrance and home from Dubai boutiques.', descriptionAr: 'إلكترونيات وأزياء وعطور ومستلزمات المنزل من متاجر دبي.', color: '#6D597A' },
  parcel: { name: 'Parcel', nameAr: 'طرود', description: 'Send documents and packages anywhere in the city.', descriptionAr: 'أرسل المستندات والطرود إلى أي مكان في المدينة.', color: '#F4A261' },
};
