/**
 * Builds every seed row in memory, deterministically (seeded PRNG; dates relative to `now`).
 * No database access here: seed/index.ts inserts the rows, scripts/generate-media.ts draws the images.
 */
import type * as s from '../db/schema';
import { pointInPolygon } from '../services/geo';
import { createRng, slugify, type Rng } from './prng';
import { MediaRegistry, PALETTE } from './media';
import { DEFAULT_LOCATION, PLACES, ZONES, type PlaceDef } from './data/geo';
import { FOOD_CATEGORIES, FOOD_PRODUCTS, FOOD_STORES } from './data/food';
import { GROCERY_CATEGORIES, GROCERY_PRODUCTS, GROCERY_STORES } from './data/grocery';
import { COMMON_CONDITIONS, PHARMACY_CATEGORIES, PHARMACY_PRODUCTS, PHARMACY_STORES } from './data/pharmacy';
import { BRANDS, ECOMMERCE_CATEGORIES, ECOMMERCE_PRODUCTS, ECOMMERCE_STORES } from './data/ecommerce';
import type { CategoryDef, ProductDef, StoreDef } from './data/types';
import { CONTENT_PAGES, LANDING, REVIEW_COMMENTS, REVIEW_NAMES } from './data/content';

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

const DAY = 86_400_000;

export function ymd(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

interface ModuleDef {
  type: ModuleType;
  categories: CategoryDef[];
  products: ProductDef[];
  stores: StoreDef[];
}

const MODULE_DEFS: ModuleDef[] = [
  { type: 'food', categories: FOOD_CATEGORIES, products: FOOD_PRODUCTS, stores: FOOD_STORES },
  { type: 'grocery', categories: GROCERY_CATEGORIES, products: GROCERY_PRODUCTS, stores: GROCERY_STORES },
  { type: 'pharmacy', categories: PHARMACY_CATEGORIES, products: PHARMACY_PRODUCTS, stores: PHARMACY_STORES },
  { type: 'ecommerce', categories: ECOMMERCE_CATEGORIES, products: ECOMMERCE_PRODUCTS, stores: ECOMMERCE_STORES },
];

/** Items whose availability window makes them (almost always) unavailable now. */
const SPECIAL_FOOD: { store: string; product: ProductDef; starts: string; ends: string; scheduleOrder: number }[] = [
  {
    store: 'arabica-corner-cafe',
    product: { name: 'Late-Night Sahoor Platter', nameAr: 'طبق السحور الليلي', price: 58, category: 'breakfast', veg: false },
    starts: '03:00:00',
    ends: '03:01:00',
    scheduleOrder: 1,
  },
  {
    store: 'kunafa-house',
    product: { name: 'Dawn Kunafa Special', nameAr: 'كنافة الفجر الخاصة', price: 34, category: 'desserts', veg: true },
    starts: '04:00:00',
    ends: '04:01:00',
    scheduleOrder: 0,
  },
];

const MODULE_INFO: Record<ModuleType, { name: string; nameAr: string; description: string; descriptionAr: string; color: string }> = {
  food: { name: 'Food', nameAr: 'طعام', description: 'Restaurants and cafés across Dubai, delivered hot.', descriptionAr: 'مطاعم ومقاهٍ في أنحاء دبي تصلك ساخنة.', color: '#E76F51' },
  grocery: { name: 'Grocery', nameAr: 'بقالة', description: 'Fresh produce, dairy and pantry staples in under an hour.', descriptionAr: 'منتجات طازجة وألبان ومؤن في أقل من ساعة.', color: '#2A9D8F' },
  pharmacy: { name: 'Pharmacy', nameAr: 'صيدلية', description: 'Medicines, vitamins and personal care from licensed pharmacies.', descriptionAr: 'أدوية وفيتامينات وعناية شخصية من صيدليات مرخصة.', color: '#0077B6' },
  ecommerce: { name: 'Shop', nameAr: 'تسوق', description: 'Electronics, fashion, fragrance and home from Dubai boutiques.', descriptionAr: 'إلكترونيات وأزياء وعطور ومستلزمات المنزل من متاجر دبي.', color: '#6D597A' },
  parcel: { name: 'Parcel', nameAr: 'طرود', description: 'Send documents and packages anywhere in the city.', descriptionAr: 'أرسل المستندات والطرود إلى أي مكان في المدينة.', color: '#F4A261' },
};

const DESCRIPTIONS: Record<ModuleType, { en: (n: string, c: string) => string; ar: (n: string, c: string) => string }> = {
  food: {
    en: (n, c) => `${n}, made fresh to order in our kitchen with quality halal ingredients. A favourite from our ${c.toLowerCase()} menu, packed to travel well.`,
    ar: (n, c) => `${n}، يُحضَّر طازجاً عند الطلب في مطبخنا بمكونات حلال عالية الجودة. من أشهر أطباق قائمة ${c} لدينا، ومغلف ليصلك بحالة ممتازة.`,
  },
  grocery: {
    en: (n, c) => `${n}. Carefully selected ${c.toLowerCase()}, stored at the right temperature and delivered fresh to your door.`,
    ar: (n, c) => `${n}. منتجات ${c} مختارة بعناية، محفوظة بدرجة الحرارة المناسبة وتصل طازجة إلى بابك.`,
  },
  pharmacy: {
    en: (n, c) => `${n}. Genuine product from a licensed pharmacy (${c}). Read the leaflet before use and ask our pharmacist if you have questions.`,
    ar: (n, c) => `${n}. منتج أصلي من صيدلية مرخصة (${c}). اقرأ النشرة قبل الاستخدام واسأل الصيدلي إن كان لديك استفسار.`,
  },
  ecommerce: {
    en: (n, c) => `${n}. Original ${c.toLowerCase()} product with local warranty, shipped from Dubai with easy 14-day returns.`,
    ar: (n, c) => `${n}. منتج ${c} أصلي بضمان محلي، يُشحن من دبي مع إمكانية الإرجاع خلال ١٤ يوماً.`,
  },
  parcel: { en: (n) => n, ar: (n) => n },
};

const NUTRITION: Record<string, string[]> = {
  burgers: ['Calories 780 kcal', 'Protein 38 g', 'Carbs 52 g', 'Fat 44 g'],
  pizza: ['Calories 920 kcal', 'Protein 36 g', 'Carbs 104 g', 'Fat 38 g'],
  grills: ['Calories 640 kcal', 'Protein 48 g', 'Carbs 22 g', 'Fat 36 g'],
  biryani: ['Calories 710 kcal', 'Protein 32 g', 'Carbs 88 g', 'Fat 24 g'],
  salads: ['Calories 380 kcal', 'Protein 14 g', 'Fibre 9 g', 'Fat 18 g'],
  asian: ['Calories 520 kcal', 'Protein 26 g', 'Carbs 64 g', 'Fat 14 g'],
  pasta: ['Calories 760 kcal', 'Protein 28 g', 'Carbs 96 g', 'Fat 28 g'],
  breakfast: ['Calories 540 kcal', 'Protein 22 g', 'Carbs 48 g', 'Fat 26 g'],
  desserts: ['Calories 480 kcal', 'Sugar 42 g', 'Fat 22 g'],
  beverages: ['Calories 160 kcal', 'Sugar 28 g'],
  'fruits-vegetables': ['Vitamin C', 'Dietary fibre', 'Potassium'],
  'dairy-eggs': ['Protein', 'Calcium', 'Vitamin D'],
  bakery: ['Carbohydrates', 'Dietary fibre'],
  'meat-seafood': ['Protein', 'Iron', 'Vitamin B12'],
  'rice-grains': ['Carbohydrates', 'Protein', 'Dietary fibre'],
  snacks: ['Energy', 'Fat', 'Sugar'],
  drinks: ['Vitamin C', 'Electrolytes'],
  'dates-nuts': ['Dietary fibre', 'Magnesium', 'Healthy fats'],
};

const ALLERGENS: Record<string, string[]> = {
  burgers: ['Gluten', 'Dairy', 'Sesame'],
  pizza: ['Gluten', 'Dairy'],
  grills: ['Sesame'],
  biryani: ['Dairy', 'Nuts'],
  salads: ['Sesame', 'Mustard'],
  asian: ['Soy', 'Fish', 'Crustaceans'],
  pasta: ['Gluten', 'Dairy', 'Eggs'],
  breakfast: ['Gluten', 'Dairy', 'Eggs'],
  desserts: ['Gluten', 'Dairy', 'Nuts'],
  'dairy-eggs': ['Dairy', 'Eggs'],
  bakery: ['Gluten', 'Sesame'],
  'meat-seafood': ['Fish', 'Crustaceans'],
  snacks: ['Nuts', 'Gluten'],
  'dates-nuts': ['Nuts'],
};

const FOOD_ADDONS: [string, string, number][] = [
  ['Extra Cheese', 'جبنة إضافية', 4],
  ['Garlic Toum', 'ثومية', 2],
  ['French Fries', 'بطاطا مقلية', 9],
  ['Soft Drink Can', 'علبة مشروب غازي', 5],
  ['Side Salad', 'سلطة جانبية', 8],
  ['Pickles & Olives', 'مخللات وزيتون', 3],
];

function foodVariations(p: ProductDef): s.FoodVariation[] {
  if (p.name === 'Mixed Grill Platter') {
    return [
      { name: 'Portion', type: 'single', min: 0, max: 0, required: 'on', values: [{ label: 'For 2', optionPrice: 0 }, { label: 'For 4', optionPrice: 75 }] },
      { name: 'Choose your sauces', type: 'multi', min: 2, max: 3, required: 'on', values: [
        { label: 'Garlic toum', optionPrice: 0 }, { label: 'Tahini', optionPrice: 0 }, { label: 'Chilli sauce', optionPrice: 0 }, { label: 'Hummus', optionPrice: 6 },
      ] },
      { name: 'Bread', type: 'single', min: 0, max: 0, required: 'off', values: [{ label: 'Arabic bread', optionPrice: 0 }, { label: 'Saj bread', optionPrice: 3 }] },
    ];
  }
  switch (p.category) {
    case 'burgers':
      return p.sub
        ? [
            { name: 'Patty', type: 'single', min: 0, max: 0, required: 'on', values: [{ label: 'Single', optionPrice: 0 }, { label: 'Double', optionPrice: 12 }] },
            { name: 'Extras', type: 'multi', min: 1, max: 3, required: 'off', values: [
              { label: 'Cheddar', optionPrice: 3 }, { label: 'Jalapeños', optionPrice: 2 }, { label: 'Caramelised onions', optionPrice: 3 }, { label: 'Beef bacon', optionPrice: 6 },
            ] },
          ]
        : [];
    case 'pizza':
      return p.name.includes('Pizza')
        ? [
            { name: 'Size', type: 'single', min: 0, max: 0, required: 'on', values: [{ label: 'Medium 10"', optionPrice: 0 }, { label: 'Large 12"', optionPrice: 14 }, { label: 'Family 14"', optionPrice: 26 }] },
            { name: 'Crust', type: 'single', min: 0, max: 0, required: 'off', values: [{ label: 'Classic', optionPrice: 0 }, { label: 'Thin', optionPrice: 0 }, { label: 'Cheese-stuffed', optionPrice: 9 }] },
          ]
        : [];
    case 'biryani':
      return p.name.includes('Biryani') || p.name.includes('Machboos') || p.name.includes('Kabsa') || p.name.includes('Mandi')
        ? [{ name: 'Spice level', type: 'single', min: 0, max: 0, required: 'on', values: [{ label: 'Mild', optionPrice: 0 }, { label: 'Medium', optionPrice: 0 }, { label: 'Hot', optionPrice: 0 }] }]
        : [];
    case 'salads':
      return [{ name: 'Add protein', type: 'multi', min: 1, max: 2, required: 'off', values: [
        { label: 'Grilled chicken', optionPrice: 10 }, { label: 'Halloumi', optionPrice: 8 }, { label: 'Falafel', optionPrice: 6 },
      ] }];
    case 'beverages':
      return [{ name: 'Size', type: 'single', min: 0, max: 0, required: 'on', values: [{ label: 'Regular', optionPrice: 0 }, { label: 'Large', optionPrice: 4 }] }];
    default:
      return [];
  }
}

interface Variants {
  choiceOptions: s.ChoiceOption[];
  variations: s.ItemVariation[];
}

function combos(lists: string[][]): string[][] {
  return lists.reduce<string[][]>((acc, list) => acc.flatMap((prefix) => list.map((v) => [...prefix, v])), [[]]);
}

function retailVariants(p: ProductDef, rng: Rng): Variants {
  let options: { title: string; values: string[]; step: number }[] = [];
  if (p.sub === 'mobiles') options = [{ title: 'Color', values: ['Midnight', 'Silver', 'Ocean Blue'], step: 0 }, { title: 'Storage', values: ['128GB', '256GB'], step: 250 }];
  else if (p.category === 'fashion' && !p.name.includes('Shayla') && !p.name.includes('Sandals')) options = [{ title: 'Size', values: ['S', 'M', 'L', 'XL'], step: 0 }, { title: 'Color', values: p.name.includes('Kandura') ? ['White', 'Off White'] : ['Sand', 'Olive', 'Black'], step: 0 }];
  else if (p.name.includes('Sandals') || p.name.includes('Running Shoes')) options = [{ title: 'Size', values: ['40', '41', '42', '43', '44'], step: 0 }];
  else if (p.name.includes('Eau de Parfum')) options = [{ title: 'Volume', values: ['50ml', '100ml'], step: 180 }];
  else if (p.name.includes('Eggs')) options = [{ title: 'Size', values: ['Medium', 'Large'], step: 2 }];
  else if (p.unit === 'kg' && rng.chance(0.5)) options = [{ title: 'Weight', values: ['500g', '1kg'], step: 0 }];
  if (options.length === 0) return { choiceOptions: [], variations: [] };
  const choiceOptions = options.map((o, i) => ({ name: `choice_${i + 1}`, title: o.title, options: o.values }));
  const variations = combos(options.map((o) => o.values)).map((combo) => {
    let price = p.price;
    combo.forEach((v, i) => {
      const o = options[i];
      if (!o) return;
      const idx = o.values.indexOf(v);
      if (o.title === 'Weight') price = v === '500g' ? round2(p.price / 2) : p.price;
      else price += idx * o.step;
    });
    return { type: combo.join('-').replace(/\s+/g, ''), price: round2(price), stock: rng.chance(0.1) ? 0 : rng.int(3, 40) };
  });
  return { choiceOptions, variations };
}

/**
 * A store's range: the products it always carries, then for restaurants about 60% from the
 * signature (first) category, then round-robin over its categories so every menu looks balanced.
 */
function chooseProducts(def: ModuleDef, st: StoreDef, rng: Rng): ProductDef[] {
  const forced = def.products.filter((p) => st.include?.includes(p.name));
  const chosen: ProductDef[] = [...forced];
  const queues = st.categories.map((c) => rng.shuffle(def.products.filter((p) => p.category === c && !forced.includes(p))));
  const take = (q: ProductDef[] | undefined): boolean => {
    const p = q?.shift();
    if (p) chosen.push(p);
    return p !== undefined;
  };
  if (def.type === 'food') {
    const signature = Math.ceil(st.count * 0.6);
    while (chosen.length < signature && take(queues[0]));
  }
  let i = def.type === 'food' ? 1 : 0;
  let idle = 0;
  while (chosen.length < st.count && idle < queues.length) {
    const q = queues[i % queues.length];
    idle = take(q) ? 0 : idle + 1;
    i += 1;
  }
  return chosen.slice(0, Math.max(st.count, forced.length));
}

function jitter(rng: Rng, place: PlaceDef, zone: number): [number, number] {
  const z = ZONES.find((x) => x.id === zone);
  for (let i = 0; i < 20; i += 1) {
    const lat = round6(place.lat + (rng.next() - 0.5) * 0.006);
    const lng = round6(place.lng + (rng.next() - 0.5) * 0.006);
    if (z && pointInPolygon(lat, lng, z.polygon)) return [lat, lng];
  }
  return [place.lat, place.lng];
}

function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

export function zoneOf(lat: number, lng: number): number | null {
  const z = ZONES.find((zone) => pointInPolygon(lat, lng, zone.polygon));
  return z ? z.id : null;
}

export function buildSeed(now: Date): BuiltSeed {
  const media = new MediaRegistry();
  const today = ymd(now);
  const daysFrom = (n: number): Date => new Date(now.getTime() + n * DAY);

  const data: SeedData = {
    zones: [], modules: [], moduleZones: [], stores: [], categories: [], brands: [], commonConditions: [], addOns: [], items: [], reviews: [],
    banners: [], campaigns: [], campaignStores: [], itemCampaigns: [], flashSales: [], flashSaleItems: [], coupons: [], parcelCategories: [],
    vehicles: [], advertisements: [], whyChoose: [], settings: [], contentPages: [], places: [],
  };

  // Zones and modules
  for (const z of ZONES) {
    data.zones.push({ id: z.id, name: z.name, nameAr: z.nameAr, displayName: z.name, coordinates: z.polygon, cashOnDelivery: true, digitalPayment: true, offlinePayment: z.id !== 3 });
  }
  for (const [type, id] of Object.entries(MODULE_IDS) as [ModuleType, number][]) {
    const info = MODULE_INFO[type];
    data.modules.push({
      id,
      moduleName: info.name,
      moduleNameAr: info.nameAr,
      moduleType: type,
      slug: type,
      icon: media.add('modules', `${type}-icon`, 'icon', info.name, info.color),
      thumbnail: media.add('modules', `${type}-thumbnail`, 'thumbnail', info.name, info.color, info.description),
      description: info.description,
      descriptionAr: info.descriptionAr,
      themeId: id,
      createdAt: new Date(now.getTime() - (400 - id) * DAY),
    });
    for (const z of ZONES) {
      if (!z.moduleTypes.includes(type)) continue;
      data.moduleZones.push({
        moduleId: id,
        zoneId: z.id,
        perKmShippingCharge: type === 'parcel' ? 2 : 1.5,
        minimumShippingCharge: type === 'ecommerce' ? 10 : 7,
        maximumShippingCharge: 30,
        maximumCodOrderAmount: 1500,
      });
    }
  }

  // Places
  for (const p of PLACES) data.places.push({ placeId: p.placeId, name: p.name, nameAr: p.nameAr, address: p.address, addressAr: p.addressAr, lat: p.lat, lng: p.lng });

  // Categories
  const categoryIds = new Map<string, number>();
  const categoryNames = new Map<number, string>();
  let catId = 0;
  for (const def of MODULE_DEFS) {
    const moduleId = MODULE_IDS[def.type];
    def.categories.forEach((c, ci) => {
      catId += 1;
      const parentId = catId;
      categoryIds.set(`${def.type}:${c.key}`, parentId);
      categoryNames.set(parentId, c.name);
      data.categories.push({
        id: parentId, name: c.name, nameAr: c.nameAr, slug: c.key, moduleId, parentId: 0, position: 0, featured: c.featured ? 1 : 0, priority: def.categories.length - ci,
        image: media.add('categories', c.key, 'category', c.name, PALETTE[ci % PALETTE.length] ?? '#888'),
        createdAt: new Date(now.getTime() - (300 - catId) * DAY),
      });
      (c.children ?? []).forEach((child, k) => {
        catId += 1;
        categoryIds.set(`${def.type}:${child.key}`, catId);
        categoryNames.set(catId, child.name);
        data.categories.push({
          id: catId, name: child.name, nameAr: child.nameAr, slug: child.key, moduleId, parentId, position: 1, featured: 0, priority: 10 - k,
          image: media.add('categories', child.key, 'category', child.name, PALETTE[(ci + k + 3) % PALETTE.length] ?? '#888'),
          createdAt: new Date(now.getTime() - (300 - catId) * DAY),
        });
      });
    });
  }

  // Brands
  const brandIds = new Map<string, number>();
  BRANDS.forEach((b, i) => {
    brandIds.set(b.key, i + 1);
    data.brands.push({ id: i + 1, name: b.name, nameAr: b.nameAr, slug: b.key, moduleId: MODULE_IDS.ecommerce, image: media.add('brands', b.key, 'brand', b.name, b.color), createdAt: new Date(now.getTime() - (200 - i) * DAY) });
  });

  // Common conditions
  const conditionIds = new Map<string, number>();
  COMMON_CONDITIONS.forEach((c, i) => {
    conditionIds.set(c.key, i + 1);
    data.commonConditions.push({ id: i + 1, name: c.name, nameAr: c.nameAr });
  });

  // Stores, items, reviews
  const placeByName = new Map(PLACES.map((p) => [p.name, p]));
  const usedSlugs = new Set<string>();
  let storeId = 0;
  let itemId = 0;
  let addOnId = 0;
  let reviewId = 0;
  const storeRatings = new Map<number, number[]>();

  for (const def of MODULE_DEFS) {
    const moduleId = MODULE_IDS[def.type];
    for (const st of def.stores) {
      storeId += 1;
      const srng = createRng(1000 + storeId);
      const place = placeByName.get(st.near);
      if (!place) throw new Error(`Unknown gazetteer place ${st.near}`);
      const zoneId = zoneOf(place.lat, place.lng);
      if (zoneId === null) throw new Error(`Store ${st.slug} is outside every zone`);
      const [lat, lng] = jitter(srng, place, zoneId);
      const unit = srng.int(2, 90);
      const discount: s.StoreDiscount | null = st.storeDiscount
        ? { discount: st.storeDiscount, discount_type: 'percent', min_purchase: 50, max_discount: 40, start_date: ymd(daysFrom(-10)), end_date: ymd(daysFrom(60)), start_time: '00:00:00', end_time: '23:59:59' }
        : null;
      const schedules: s.StoreSchedule[] = st.noSchedule ? [] : [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opening_time: '00:00:00', closing_time: '23:59:59' }));
      data.stores.push({
        id: storeId,
        slug: st.slug,
        name: st.name,
        nameAr: st.nameAr,
        phone: `+9714${String(3000000 + storeId * 7919).slice(0, 7)}`,
        email: `hello@${st.slug}.souk.test`,
        logo: media.add('stores', `${st.slug}-logo`, 'logo', st.name, st.color),
        coverPhoto: media.add('stores', `${st.slug}-cover`, 'cover', st.name, st.color, MODULE_INFO[def.type].name),
        address: `Unit ${unit}, ${place.address}`,
        addressAr: `وحدة ${unit}، ${place.addressAr}`,
        latitude: lat,
        longitude: lng,
        zoneId,
        moduleId,
        minimumOrder: def.type === 'ecommerce' ? 50 : def.type === 'grocery' ? 30 : 20,
        deliveryTime: st.deliveryTime,
        freeDelivery: st.freeDelivery ? 1 : 0,
        delivery: st.takeAwayOnly ? 0 : 1,
        takeAway: st.deliveryOnly ? 0 : def.type === 'ecommerce' ? 0 : 1,
        scheduleOrder: def.type === 'food' || def.type === 'grocery' ? 1 : 0,
        active: st.inactive ? 0 : 1,
        featured: st.featured ? 1 : 0,
        veg: 1,
        nonVeg: def.type === 'food' || def.type === 'grocery' ? 1 : 0,
        discount,
        schedules,
        prescriptionOrder: def.type === 'pharmacy' ? 1 : 0,
        cutlery: def.type === 'food' ? 1 : 0,
        halalTagStatus: def.type === 'food' || def.type === 'grocery' ? 1 : 0,
        orderCount: srng.int(40, 2400),
        rating: [0, 0, 0, 0, 0],
        announcement: st.inactive ? 1 : 0,
        announcementMessage: st.inactive ? 'We are closed for renovation and will be back soon.' : null,
        createdAt: new Date(now.getTime() - (storeId * 9 + 3) * DAY),
      });

      // Add-ons for food stores
      const storeAddOns: number[] = [];
      if (def.type === 'food') {
        for (const [n, nAr, price] of srng.shuffle(FOOD_ADDONS).slice(0, 4)) {
          addOnId += 1;
          storeAddOns.push(addOnId);
          data.addOns.push({ id: addOnId, storeId, name: n, nameAr: nAr, price });
        }
      }

      // Choose products
      const chosen = chooseProducts(def, st, srng);
      const specials = SPECIAL_FOOD.filter((x) => x.store === st.slug);
      const entries: { p: ProductDef; starts?: string; ends?: string; scheduleOrder?: number }[] = [
        ...chosen.map((p) => ({ p })),
        ...specials.map((x) => ({ p: x.product, starts: x.starts, ends: x.ends, scheduleOrder: x.scheduleOrder })),
      ];
      const ratings: number[] = [];

      for (const { p, starts, ends, scheduleOrder } of entries) {
        itemId += 1;
        const irng = createRng(50_000 + itemId);
        const rootId = categoryIds.get(`${def.type}:${p.category}`);
        if (rootId === undefined) throw new Error(`Unknown category ${p.category}`);
        const subId = p.sub ? categoryIds.get(`${def.type}:${p.sub}`) ?? null : null;
        const catName = categoryNames.get(rootId) ?? '';
        const catArName = data.categories.find((c) => c.id === rootId)?.nameAr ?? '';
        let slug = slugify(p.name);
        if (usedSlugs.has(slug)) slug = `${slug}-${st.slug}`;
        usedSlugs.add(slug);
        const base = slugify(p.name);
        const color = PALETTE[(itemId * 7) % PALETTE.length] ?? '#888';
        const image = media.add('items', base, 'item', p.name, color, catName);
        const alt1 = media.add('items', `${p.category}-alt-1`, 'item-alt', catName, PALETTE[(rootId + 2) % PALETTE.length] ?? '#777', 'Souk');
        const alt2 = media.add('items', `${p.category}-alt-2`, 'item-alt', catName, PALETTE[(rootId + 5) % PALETTE.length] ?? '#666', MODULE_INFO[def.type].name);

        // Discounts: roughly a third percent, a sixth flat amount.
        const roll = irng.next();
        let discount = 0;
        let discountType: 'percent' | 'amount' = 'percent';
        if (roll < 0.3) discount = irng.pick([5, 10, 15, 20, 25]);
        else if (roll < 0.45) {
          discountType = 'amount';
          discount = Math.max(1, Math.round(p.price * irng.pick([0.1, 0.15, 0.2])));
        }

        const isFood = def.type === 'food';
        const variants = isFood ? { choiceOptions: [], variations: [] } : retailVariants(p, irng);
        const fv = isFood ? foodVariations(p) : [];
        const stock = isFood ? 999 : variants.variations.length > 0 ? variants.variations.reduce((sum, v) => sum + v.stock, 0) : irng.chance(0.06) ? 0 : irng.int(4, 180);
        const price = variants.variations.length > 0 ? Math.min(...variants.variations.map((v) => v.price)) : p.price;

        // Reviews
        const n = irng.int(0, 5);
        const stars: number[] = [];
        for (let r = 0; r < n; r += 1) {
          reviewId += 1;
          const rating = irng.pick([5, 5, 5, 4, 4, 4, 3, 2]);
          stars.push(rating);
          ratings.push(rating);
          data.reviews.push({
            id: reviewId, itemId, storeId, rating,
            customerName: irng.pick(REVIEW_NAMES),
            comment: irng.pick(REVIEW_COMMENTS[def.type] ?? ['Great.']),
            reply: irng.chance(0.25) ? 'Thank you for your feedback!' : null,
            createdAt: new Date(now.getTime() - irng.int(1, 90) * DAY - irng.int(0, 86_000) * 1000),
          });
        }
        const dist = [5, 4, 3, 2, 1].map((k) => stars.filter((x) => x === k).length);
        const avg = stars.length ? round2(stars.reduce((a, b) => a + b, 0) / stars.length) : 0;

        const nameSuffixAr = catArName;
        data.items.push({
          id: itemId,
          slug,
          name: p.name,
          nameAr: p.nameAr,
          description: DESCRIPTIONS[def.type].en(p.name, catName),
          descriptionAr: DESCRIPTIONS[def.type].ar(p.nameAr, nameSuffixAr),
          image,
          images: [image, alt1, alt2],
          moduleId,
          storeId,
          zoneId,
          categoryId: rootId,
          subCategoryId: subId,
          brandId: p.brand ? brandIds.get(p.brand) ?? null : null,
          commonConditionId: p.condition ? conditionIds.get(p.condition) ?? null : null,
          price,
          discount,
          discountType,
          unitType: isFood ? null : p.unit ?? 'pc',
          unitTypeAr: isFood ? null : unitAr(p.unit ?? 'pc'),
          veg: p.veg ? 1 : 0,
          organic: p.organic ? 1 : 0,
          isHalal: (isFood || p.category === 'meat-seafood') && !p.veg ? 1 : 0,
          stock,
          maximumCartQuantity: p.rx ? 2 : def.type === 'ecommerce' ? 5 : irng.chance(0.3) ? 10 : null,
          variations: variants.variations,
          choiceOptions: variants.choiceOptions,
          foodVariations: fv,
          addOnIds: isFood && !['beverages', 'desserts'].includes(p.category) ? irng.shuffle(storeAddOns).slice(0, irng.int(2, 4)).sort((a, b) => a - b) : [],
          availableTimeStarts: starts ?? (p.category === 'breakfast' && isFood ? '06:00:00' : '00:00:00'),
          availableTimeEnds: ends ?? (p.category === 'breakfast' && isFood ? '23:30:00' : '23:59:59'),
          scheduleOrder: scheduleOrder ?? (isFood ? 1 : 0),
          recommended: irng.chance(0.22) ? 1 : 0,
          avgRating: avg,
          ratingCount: stars.length,
          rating: dist,
          orderCount: irng.int(0, 600),
          genericName: p.generic ? [p.generic] : [],
          nutritions: NUTRITION[p.category] ?? [],
          allergies: ALLERGENS[p.category] ?? [],
          tags: [catName, MODULE_INFO[def.type].name, ...(p.organic ? ['Organic'] : []), ...(p.veg && isFood ? ['Vegetarian'] : [])],
          isPrescriptionRequired: p.rx ? 1 : 0,
          isBasicMedicine: def.type === 'pharmacy' && !p.rx && p.category === 'medicines' ? 1 : 0,
          createdAt: new Date(now.getTime() - irng.int(0, 150) * DAY - itemId * 60_000),
        });
      }
      storeRatings.set(storeId, ratings);
    }
  }

  // Store ratings from their items' reviews
  for (const store of data.stores) {
    const r = storeRatings.get(store.id ?? 0) ?? [];
    store.rating = [5, 4, 3, 2, 1].map((k) => r.filter((x) => x === k).length);
    store.ratingCount = r.length;
    store.avgRating = r.length ? round2(r.reduce((a, b) => a + b, 0) / r.length) : 0;
    store.positiveRating = r.length ? Math.round((r.filter((x) => x >= 4).length / r.length) * 100) : 0;
  }

  const storesBySlug = new Map(data.stores.map((x) => [x.slug, x]));
  const storeOf = (slug: string): typeof s.stores.$inferInsert => {
    const v = storesBySlug.get(slug);
    if (!v) throw new Error(`Unknown store ${slug}`);
    return v;
  };
  const itemsOfModule = (type: ModuleType) => data.items.filter((i) => i.moduleId === MODULE_IDS[type]);
  const itemByName = (name: string, storeSlug?: string): typeof s.items.$inferInsert => {
    const sid = storeSlug ? storeOf(storeSlug).id : undefined;
    const v = data.items.find((i) => i.name === name && (sid === undefined || i.storeId === sid));
    if (!v) throw new Error(`Unknown item ${name}`);
    return v;
  };

  // Banners: per module, default + store_wise + item_wise, spread over zones 1 and 2
  let bannerId = 0;
  const bannerDefs: { module: ModuleType; type: 'default' | 'store_wise' | 'item_wise'; title: string; titleAr: string; ref?: string; link?: string; zone: number }[] = [
    { module: 'food', type: 'default', title: 'Ramadan nights: iftar boxes from AED 35', titleAr: 'ليالي رمضان: صناديق إفطار من ٣٥ درهماً', link: 'https://souk.test/offers/iftar', zone: 1 },
    { module: 'food', type: 'store_wise', title: 'Burger Souk: 10% off all week', titleAr: 'برجر سوق: خصم ١٠٪ طوال الأسبوع', ref: 'burger-souk', zone: 1 },
    { module: 'food', type: 'store_wise', title: 'Sushi by the Marina', titleAr: 'سوشي على المارينا', ref: 'sakura-sushi-bar', zone: 2 },
    { module: 'food', type: 'item_wise', title: 'Try the Kunafa Nabulsia', titleAr: 'جرّب الكنافة النابلسية', ref: 'Kunafa Nabulsia', zone: 1 },
    { module: 'food', type: 'default', title: 'Free delivery on your first order', titleAr: 'توصيل مجاني لأول طلب', link: 'https://souk.test/offers/first-order', zone: 2 },
    { module: 'grocery', type: 'default', title: 'Fresh week: up to 25% off produce', titleAr: 'أسبوع الطازج: خصم حتى ٢٥٪ على الخضار والفواكه', link: 'https://souk.test/offers/fresh-week', zone: 1 },
    { module: 'grocery', type: 'store_wise', title: 'Date Palace: Medjool season', titleAr: 'قصر التمور: موسم المجدول', ref: 'date-palace', zone: 1 },
    { module: 'grocery', type: 'store_wise', title: 'Fresh Basket Marina delivers free', titleAr: 'سلة الطازج مارينا توصيل مجاني', ref: 'fresh-basket-marina', zone: 2 },
    { module: 'grocery', type: 'item_wise', title: 'Alphonso mangoes are here', titleAr: 'وصل مانجو ألفونسو', ref: 'Alphonso Mangoes', zone: 1 },
    { module: 'pharmacy', type: 'default', title: 'Winter wellness: vitamins from AED 22', titleAr: 'عافية الشتاء: فيتامينات من ٢٢ درهماً', link: 'https://souk.test/offers/wellness', zone: 1 },
    { module: 'pharmacy', type: 'store_wise', title: 'Medicare 24h: open all night', titleAr: 'ميديكير ٢٤ ساعة: مفتوح طوال الليل', ref: 'medicare-24h-pharmacy', zone: 1 },
    { module: 'pharmacy', type: 'item_wise', title: 'Vitamin D3 for sunny-day indoor people', titleAr: 'فيتامين د٣ لمن يقضي يومه في الداخل', ref: 'Vitamin D3 5000 IU 60 Softgels', zone: 2 },
    { module: 'ecommerce', type: 'default', title: 'White Friday: up to 40% off', titleAr: 'الجمعة البيضاء: خصم حتى ٤٠٪', link: 'https://souk.test/offers/white-friday', zone: 1 },
    { module: 'ecommerce', type: 'store_wise', title: 'New season at Sahara Fashion House', titleAr: 'موسم جديد في دار صحارى للأزياء', ref: 'sahara-fashion-house', zone: 2 },
    { module: 'ecommerce', type: 'item_wise', title: 'Auralis Pro: silence the city', titleAr: 'أوراليس برو: أسكت ضجيج المدينة', ref: 'Auralis Pro Wireless Earbuds', zone: 1 },
    { module: 'ecommerce', type: 'store_wise', title: 'Oud Al Majd: the scent of home', titleAr: 'عود المجد: رائحة الوطن', ref: 'oud-al-majd-perfumes', zone: 1 },
    { module: 'parcel', type: 'default', title: 'Same-day parcels across Dubai from AED 15', titleAr: 'طرود في اليوم نفسه داخل دبي من ١٥ درهماً', link: 'https://souk.test/parcel', zone: 1 },
    { module: 'parcel', type: 'default', title: 'Send documents securely', titleAr: 'أرسل مستنداتك بأمان', link: 'https://souk.test/parcel/documents', zone: 2 },
  ];
  for (const b of bannerDefs) {
    bannerId += 1;
    let dataRef: number | null = null;
    let zone = b.zone;
    if (b.type === 'store_wise' && b.ref) {
      const st = storeOf(b.ref);
      dataRef = st.id ?? null;
      zone = st.zoneId;
    } else if (b.type === 'item_wise' && b.ref) {
      const it = data.items.find((i) => i.name === b.ref && i.moduleId === MODULE_IDS[b.module]);
      if (!it) throw new Error(`Unknown banner item ${b.ref}`);
      dataRef = it.id ?? null;
      zone = it.zoneId;
    }
    data.banners.push({
      id: bannerId, title: b.title, titleAr: b.titleAr, type: b.type, data: dataRef, link: b.link ?? null, zoneId: zone, moduleId: MODULE_IDS[b.module],
      featured: bannerId % 3 === 0 ? 1 : 0,
      image: media.add('banners', `banner-${bannerId}`, 'banner', b.title, PALETTE[bannerId % PALETTE.length] ?? '#555', MODULE_INFO[b.module].name),
      createdAt: new Date(now.getTime() - bannerId * DAY),
    });
  }

  // Basic campaigns (one already over)
  const campaignDefs: { slug: string; title: string; titleAr: string; module: ModuleType; stores: string[]; start: number; end: number; description: string; descriptionAr: string }[] = [
    { slug: 'ramadan-feast', title: 'Ramadan Feast', titleAr: 'مائدة رمضان', module: 'food', stores: ['al-fanar-grill-house', 'spice-route-biryani', 'kunafa-house', 'zaatar-and-co'], start: -3, end: 30, description: 'Iftar and sahoor favourites from the city\'s best kitchens, with special prices all month.', descriptionAr: 'أطباق الإفطار والسحور المفضلة من أفضل مطابخ المدينة بأسعار خاصة طوال الشهر.' },
    { slug: 'fresh-week', title: 'Fresh Week', titleAr: 'أسبوع الطازج', module: 'grocery', stores: ['fresh-basket-marina', 'green-valley-organics', 'al-souq-hypermarket'], start: -1, end: 6, description: 'Farm-fresh fruit and vegetables at their best prices of the season.', descriptionAr: 'فواكه وخضروات طازجة من المزرعة بأفضل أسعار الموسم.' },
    { slug: 'winter-wellness', title: 'Winter Wellness', titleAr: 'عافية الشتاء', module: 'pharmacy', stores: ['life-care-pharmacy', 'wellness-corner', 'medicare-24h-pharmacy'], start: -5, end: 21, description: 'Stock up on vitamins, cold remedies and immunity boosters.', descriptionAr: 'جهّز نفسك بالفيتامينات وأدوية البرد ومقويات المناعة.' },
    { slug: 'white-friday', title: 'White Friday', titleAr: 'الجمعة البيضاء', module: 'ecommerce', stores: ['nova-electronics-hub', 'sahara-fashion-house', 'casa-bella-home', 'atlas-sports'], start: -2, end: 10, description: 'The biggest deals of the year on electronics, fashion and home.', descriptionAr: 'أكبر عروض السنة على الإلكترونيات والأزياء والمنزل.' },
    { slug: 'summer-splash', title: 'Summer Splash', titleAr: 'عروض الصيف', module: 'food', stores: ['green-bowl-kitchen', 'marina-diner'], start: -60, end: -10, description: 'Cool bowls and cold drinks for the hottest days. This campaign has ended.', descriptionAr: 'أطباق منعشة ومشروبات باردة لأشد الأيام حرارة. انتهت هذه الحملة.' },
  ];
  campaignDefs.forEach((c, i) => {
    data.campaigns.push({
      id: i + 1, slug: c.slug, title: c.title, titleAr: c.titleAr, description: c.description, descriptionAr: c.descriptionAr,
      image: media.add('campaigns', c.slug, 'campaign', c.title, PALETTE[(i * 3) % PALETTE.length] ?? '#444', MODULE_INFO[c.module].name),
      moduleId: MODULE_IDS[c.module], startDate: ymd(daysFrom(c.start)), endDate: ymd(daysFrom(c.end)), startTime: '00:00:00', endTime: '23:59:59',
      createdAt: daysFrom(c.start - 2),
    });
    for (const slug of c.stores) data.campaignStores.push({ campaignId: i + 1, storeId: storeOf(slug).id ?? 0 });
  });

  // Item campaigns (campaigns/item); the last one is over
  const itemCampaignDefs: { item: string; store: string; title: string; titleAr: string; price: number; discount: number; type: 'percent' | 'amount'; start: number; end: number }[] = [
    { item: 'Mixed Grill Platter', store: 'al-fanar-grill-house', title: 'Ramadan Mixed Grill Feast', titleAr: 'وليمة المشاوي المشكلة الرمضانية', price: 79, discount: 10, type: 'percent', start: -3, end: 30 },
    { item: 'Kunafa Nabulsia', store: 'kunafa-house', title: 'Kunafa Family Tray', titleAr: 'صينية كنافة عائلية', price: 65, discount: 10, type: 'amount', start: -1, end: 14 },
    { item: 'Medjool Dates 1kg', store: 'date-palace', title: 'Medjool Dates Gift Box', titleAr: 'علبة هدايا تمر مجدول', price: 49, discount: 15, type: 'percent', start: -2, end: 20 },
    { item: 'Auralis Pro Wireless Earbuds', store: 'nova-electronics-hub', title: 'Auralis Pro White Friday Deal', titleAr: 'عرض الجمعة البيضاء لسماعات أوراليس برو', price: 279, discount: 30, type: 'amount', start: -2, end: 10 },
    { item: 'Vitamin C 1000mg Effervescent 20s', store: 'life-care-pharmacy', title: 'Vitamin C Immunity Pack', titleAr: 'باقة المناعة فيتامين سي', price: 36, discount: 10, type: 'percent', start: -5, end: 21 },
    { item: 'Fattoush', store: 'green-bowl-kitchen', title: 'Summer Fattoush Bowl', titleAr: 'وعاء فتوش صيفي', price: 19, discount: 0, type: 'percent', start: -60, end: -10 },
  ];
  itemCampaignDefs.forEach((c, i) => {
    const storeItem = data.items.find((x) => x.name === c.item && x.storeId === storeOf(c.store).id) ?? itemByName(c.item);
    data.itemCampaigns.push({
      id: i + 1, slug: slugify(c.title), itemId: storeItem.id ?? 0, title: c.title, titleAr: c.titleAr, price: c.price, discount: c.discount, discountType: c.type,
      startDate: ymd(daysFrom(c.start)), endDate: ymd(daysFrom(c.end)), startTime: '00:00:00', endTime: '23:59:59', moduleId: storeItem.moduleId,
      createdAt: daysFrom(c.start - 1),
    });
  });

  // Flash sales: one active per retail/food module; one sold-out product in the grocery sale.
  let flashItemId = 0;
  (['grocery', 'ecommerce', 'pharmacy', 'food'] as ModuleType[]).forEach((type, i) => {
    const id = i + 1;
    data.flashSales.push({
      id, title: `${MODULE_INFO[type].name} Flash Sale`, titleAr: `تخفيضات ${MODULE_INFO[type].nameAr} السريعة`, moduleId: MODULE_IDS[type],
      startDate: new Date(now.getTime() - DAY), endDate: new Date(now.getTime() + 7 * DAY), discountPercentage: 20,
    });
    const frng = createRng(777 + id);
    const picks = frng.shuffle(itemsOfModule(type).filter((x) => (x.stock ?? 0) > 0 && x.variations?.length === 0)).slice(0, 8);
    picks.forEach((it, k) => {
      flashItemId += 1;
      const stock = frng.int(20, 80);
      const soldOut = type === 'grocery' && k === 0;
      const sold = soldOut ? stock : frng.int(2, stock - 2);
      if (soldOut) it.stock = 0;
      data.flashSaleItems.push({
        id: flashItemId, flashSaleId: id, itemId: it.id ?? 0, stock, sold, availableStock: stock - sold,
        discount: frng.pick([15, 20, 25, 30]), discountType: 'percent',
      });
    });
  });

  // Coupons
  const couponDefs: { code: string; title: string; titleAr: string; discount: number; type: 'percent' | 'amount'; couponType: string; min: number; max: number; module: ModuleType; store?: string; end: number }[] = [
    { code: 'WELCOME20', title: '20% off your first order', titleAr: 'خصم ٢٠٪ على طلبك الأول', discount: 20, type: 'percent', couponType: 'first_order', min: 40, max: 30, module: 'food', end: 60 },
    { code: 'SOUK15', title: 'AED 15 off orders above AED 100', titleAr: 'خصم ١٥ درهماً على الطلبات فوق ١٠٠ درهم', discount: 15, type: 'amount', couponType: 'default', min: 100, max: 0, module: 'grocery', end: 30 },
    { code: 'FREEDEL', title: 'Free delivery this week', titleAr: 'توصيل مجاني هذا الأسبوع', discount: 0, type: 'amount', couponType: 'free_delivery', min: 50, max: 0, module: 'grocery', end: 7 },
    { code: 'CARE10', title: '10% off vitamins and supplements', titleAr: 'خصم ١٠٪ على الفيتامينات والمكملات', discount: 10, type: 'percent', couponType: 'default', min: 60, max: 25, module: 'pharmacy', end: 21 },
    { code: 'BURGER5', title: 'AED 5 off at Burger Souk', titleAr: 'خصم ٥ دراهم من برجر سوق', discount: 5, type: 'amount', couponType: 'store_wise', min: 35, max: 0, module: 'food', store: 'burger-souk', end: 14 },
    { code: 'STYLE25', title: '25% off fashion', titleAr: 'خصم ٢٥٪ على الأزياء', discount: 25, type: 'percent', couponType: 'default', min: 200, max: 100, module: 'ecommerce', end: 10 },
    { code: 'SUMMER10', title: 'Summer deal (expired)', titleAr: 'عرض الصيف (منتهي)', discount: 10, type: 'percent', couponType: 'default', min: 50, max: 20, module: 'food', end: -5 },
  ];
  couponDefs.forEach((c, i) => {
    data.coupons.push({
      id: i + 1, code: c.code, title: c.title, titleAr: c.titleAr, discount: c.discount, discountType: c.type, couponType: c.couponType, minPurchase: c.min, maxDiscount: c.max,
      startDate: ymd(daysFrom(-30)), expireDate: ymd(daysFrom(c.end)), limit: 3, moduleId: MODULE_IDS[c.module], storeId: c.store ? storeOf(c.store).id ?? null : null, zoneIds: [1, 2, 3],
    });
  });

  // Parcel categories and vehicles
  const parcelDefs: [string, string, string, string][] = [
    ['Documents', 'مستندات', 'Contracts, passports and papers in a sealed envelope.', 'عقود وجوازات وأوراق في مغلف مختوم.'],
    ['Small Package', 'طرد صغير', 'Up to 5 kg, fits on a bike.', 'حتى ٥ كغ، يناسب الدراجة النارية.'],
    ['Electronics', 'إلكترونيات', 'Phones, laptops and gadgets, handled with care.', 'هواتف وحواسيب وأجهزة تُنقل بعناية.'],
    ['Food & Groceries', 'طعام وبقالة', 'Home-cooked meals and shopping for family and friends.', 'وجبات منزلية ومشتريات للعائلة والأصدقاء.'],
    ['Fragile Items', 'أغراض قابلة للكسر', 'Glassware, gifts and art, packed upright.', 'زجاجيات وهدايا ولوحات تُنقل بوضع مستقيم.'],
    ['Large Items', 'أغراض كبيرة', 'Furniture and boxes up to 50 kg, by van.', 'أثاث وصناديق حتى ٥٠ كغ بسيارة فان.'],
  ];
  parcelDefs.forEach(([n, nAr, d, dAr], i) => {
    data.parcelCategories.push({
      id: i + 1, moduleId: MODULE_IDS.parcel, name: n, nameAr: nAr, description: d, descriptionAr: dAr,
      image: media.add('parcel', slugify(n), 'parcel', n, PALETTE[(i + 4) % PALETTE.length] ?? '#333'),
      parcelPerKmShippingCharge: 2 + i * 0.5, parcelMinimumShippingCharge: 15 + i * 5,
    });
  });
  data.vehicles.push(
    { id: 1, type: 'Motorbike', typeAr: 'دراجة نارية', startingCoverageArea: 0, maximumCoverageArea: 15, extraCharges: 0 },
    { id: 2, type: 'Car', typeAr: 'سيارة', startingCoverageArea: 15, maximumCoverageArea: 40, extraCharges: 10 },
    { id: 3, type: 'Van', typeAr: 'فان', startingCoverageArea: 0, maximumCoverageArea: 80, extraCharges: 35 },
  );

  // Paid advertisements
  const adDefs: { type: 'store_promotion' | 'video_promotion'; store: string; title: string; titleAr: string; d: string; dAr: string }[] = [
    { type: 'store_promotion', store: 'napoli-wood-oven', title: 'Wood-fired in the Marina', titleAr: 'على الحطب في المارينا', d: 'Neapolitan pizza baked at 450°C in ninety seconds.', dAr: 'بيتزا نابولية تُخبز على ٤٥٠ درجة في تسعين ثانية.' },
    { type: 'store_promotion', store: 'al-fanar-grill-house', title: 'Charcoal grills since 1998', titleAr: 'مشاوي على الفحم منذ ١٩٩٨', d: 'Family recipes from Old Dubai, grilled to order.', dAr: 'وصفات عائلية من دبي القديمة تُشوى عند الطلب.' },
    { type: 'video_promotion', store: 'sakura-sushi-bar', title: 'Meet our sushi chefs', titleAr: 'تعرّف على طهاة السوشي لدينا', d: 'Rolled fresh every evening in JLT.', dAr: 'تُلف طازجة كل مساء في أبراج البحيرات.' },
    { type: 'store_promotion', store: 'fresh-basket-marina', title: 'Farm to door in 45 minutes', titleAr: 'من المزرعة إلى الباب في ٤٥ دقيقة', d: 'Local produce picked every morning.', dAr: 'منتجات محلية تُقطف كل صباح.' },
    { type: 'video_promotion', store: 'nova-electronics-hub', title: 'Unboxing the Nova X12', titleAr: 'فتح صندوق نوفا X12', d: 'See the new flagship before it sells out.', dAr: 'شاهد الهاتف الجديد قبل نفاده.' },
    { type: 'store_promotion', store: 'life-care-pharmacy', title: 'Pharmacists on call 24/7', titleAr: 'صيادلة متاحون على مدار الساعة', d: 'Ask a licensed pharmacist before you buy.', dAr: 'استشر صيدلياً مرخصاً قبل الشراء.' },
  ];
  adDefs.forEach((a, i) => {
    const st = storeOf(a.store);
    data.advertisements.push({
      id: i + 1, addType: a.type, title: a.title, titleAr: a.titleAr, description: a.d, descriptionAr: a.dAr, storeId: st.id ?? 0, moduleId: st.moduleId, zoneId: st.zoneId,
      coverImage: media.add('ads', `ad-${i + 1}-cover`, a.type === 'video_promotion' ? 'poster' : 'ad', a.title, st.logo ? PALETTE[(i * 5) % PALETTE.length] ?? '#222' : '#222', st.name),
      profileImage: st.logo,
      videoAttachment: null,
      priority: i + 1, startDate: ymd(daysFrom(-7)), endDate: ymd(daysFrom(30)),
    });
  });

  // Why choose us (parcel and every module's landing)
  const whyDefs: [string, string, string, string][] = [
    ['Same-day delivery', 'توصيل في اليوم نفسه', 'Riders in every zone pick up within 30 minutes.', 'سائقون في كل منطقة يستلمون خلال ٣٠ دقيقة.'],
    ['Live tracking', 'تتبع مباشر', 'Follow your parcel on the map from pickup to door.', 'تابع طردك على الخريطة من الاستلام حتى الباب.'],
    ['Insured and secure', 'مؤمَّن وآمن', 'Every parcel is insured up to AED 1,000.', 'كل طرد مؤمَّن حتى ١٠٠٠ درهم.'],
    ['Fair, upfront prices', 'أسعار عادلة وواضحة', 'See the price before you book, no surprises.', 'اعرف السعر قبل الحجز دون مفاجآت.'],
  ];
  whyDefs.forEach(([t, tAr, d, dAr], i) => {
    data.whyChoose.push({ id: i + 1, moduleId: MODULE_IDS.parcel, title: t, titleAr: tAr, shortDescription: d, shortDescriptionAr: dAr, image: media.add('why', slugify(t), 'why', t, PALETTE[(i + 1) % PALETTE.length] ?? '#111') });
  });

  // Settings: per-module promotional banners and video content, landing data
  for (const [type, id] of Object.entries(MODULE_IDS) as [ModuleType, number][]) {
    const color = MODULE_INFO[type].color;
    data.settings.push({
      key: `promotional_banners:${id}`,
      value: {
        banners: [1, 2, 3].map((k) => media.add('promotional', `${type}-promo-${k}`, 'promo', `${MODULE_INFO[type].name} deals`, PALETTE[(id + k) % PALETTE.length] ?? color, `Offer ${k}`)),
        new_arrival_section_banner: media.add('promotional', `${type}-new-arrival`, 'promo', 'New arrivals', color, MODULE_INFO[type].name),
        best_reviewed_section_banner: media.add('promotional', `${type}-best-reviewed`, 'promo', 'Best reviewed', color, MODULE_INFO[type].name),
        bottom_section_banner: media.add('promotional', `${type}-bottom`, 'promo', `Shop ${MODULE_INFO[type].name} on Souk`, color),
        basic_section_nearby: media.add('promotional', `${type}-nearby`, 'promo', 'Near you', color, MODULE_INFO[type].name),
        promotional_banner: media.add('promotional', `${type}-promotional`, 'promo', 'Souk Specials', color, MODULE_INFO[type].name),
      },
    });
  }
  data.settings.push({
    key: `video_content:${MODULE_IDS.parcel}`,
    value: {
      banner_type: 'other',
      banner_video: null,
      banner_image: media.add('promotional', 'parcel-how-it-works', 'poster', 'How Souk Parcel works', MODULE_INFO.parcel.color),
      banner_video_content: null,
      banner_contents: {
        en: ['Book a pickup', 'Tell us what you are sending and where it goes.', 'We collect it', 'A rider arrives at your door, usually within 30 minutes.', 'Delivered and confirmed', 'Track it live and get a photo on delivery.'],
        ar: ['احجز الاستلام', 'أخبرنا بما ترسله ووجهته.', 'نستلمه منك', 'يصل السائق إلى بابك عادة خلال ٣٠ دقيقة.', 'يُسلَّم ويُؤكَّد', 'تابعه مباشرة واحصل على صورة عند التسليم.'],
      },
    },
  });
  data.settings.push({
    key: 'landing',
    value: {
      text: LANDING,
      fixed_promotional_banner: media.add('landing', 'promotional-banner', 'banner', 'Everything Dubai needs, delivered', '#264653', 'Souk'),
      download_user_app_image: media.add('landing', 'download-app', 'poster', 'Get the Souk app', '#2A9D8F'),
      header_banner: media.add('landing', 'header-banner', 'banner', 'Souk', '#E76F51', 'Food · Grocery · Pharmacy · Shop · Parcel'),
    },
  });
  data.settings.push({ key: 'business', value: { logo: media.add('business', 'logo', 'wordmark', 'Souk', '#E76F51'), icon: media.add('business', 'icon', 'icon', 'S', '#E76F51'), default_location: DEFAULT_LOCATION, seeded_at: now.toISOString(), today } });
  media.add('', 'og-default', 'og', 'Souk', '#264653', 'Food · Grocery · Pharmacy · Shop · Parcel in Dubai');
  media.add('customers', 'demo-layla', 'avatar', 'LH', '#B56576');
  media.add('placeholders', 'item', 'item', 'Souk', '#DDDDDD', 'Image');
  media.add('placeholders', 'store', 'logo', 'Souk', '#DDDDDD');

  for (const p of CONTENT_PAGES) data.contentPages.push({ key: p.key, title: p.title, titleAr: p.titleAr, content: p.content, contentAr: p.contentAr });

  return { data, media };
}

function unitAr(unit: string): string {
  const map: Record<string, string> = { kg: 'كغ', pc: 'حبة', pack: 'عبوة', tray: 'طبق', bag: 'كيس', bottle: 'زجاجة', box: 'علبة' };
  return map[unit] ?? unit;
}
