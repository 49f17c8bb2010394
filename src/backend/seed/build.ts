/**
 * Builds every seed row in memory, deterministically (seeded PRNG; dates relative to `now`).
 * No database access here: seed/index.ts inserts the rows, scripts/generate-media.ts draws the images.
 */
import type * as s from '../db/schema';
import { createRng, slugify } from './prng';
import { MediaRegistry, PALETTE } from './media';
import { PLACES, ZONES } from './data/geo';
import { FOOD_CATEGORIES, FOOD_PRODUCTS, FOOD_STORES } from './data/food';
import { GROCERY_CATEGORIES, GROCERY_PRODUCTS, GROCERY_STORES } from './data/grocery';
import { COMMON_CONDITIONS, PHARMACY_CATEGORIES, PHARMACY_PRODUCTS, PHARMACY_STORES } from './data/pharmacy';
import { BRANDS, ECOMMERCE_CATEGORIES, ECOMMERCE_PRODUCTS, ECOMMERCE_STORES } from './data/ecommerce';
import type { ProductDef } from './data/types';
import { REVIEW_COMMENTS, REVIEW_NAMES } from './data/content';

import { DAY, MODULE_IDS, MODULE_INFO, ymd, type BuiltSeed, type ModuleType, type SeedData } from './modules';
import { ALLERGENS, chooseProducts, DESCRIPTIONS, FOOD_ADDONS, foodVariations, jitter, NUTRITION, retailVariants, round2, unitAr, zoneOf, type ModuleDef } from './item-parts';
import { seedPromotions } from './promotions';

export { MODULE_IDS, ymd, type BuiltSeed, type ModuleType, type SeedData } from './modules';
export { zoneOf };


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

export function buildSeed(now: Date): BuiltSeed {
  const media = new MediaRegistry();
  const daysFrom = (n: number): Date => new Date(now.getTime() + n * DAY);

  const data: SeedData = {
    zones: [], modules: [], moduleZones: [], stores: [], categories: [], brands: [], commonConditions: [], addOns: [], items: [], reviews: [],
    banners: [], campaigns: [], campaignStores: [], itemCampaigns: [], flashSales: [], flashSaleItems: [], coupons: [], parcelCategories: [],
    vehicles: [], parcelInstructions: [], advertisements: [], whyChoose: [], settings: [], contentPages: [], places: [],
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
        parcelMaximumDistance: type === 'parcel' ? 30 : null,
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
        // free delivery is a store's own riders' offer (contract/order-totals.ts deliveryRuleFor)
        selfDeliverySystem: st.freeDelivery ? 1 : 0,
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

  seedPromotions(data, media, now);
  return { data, media };
}
