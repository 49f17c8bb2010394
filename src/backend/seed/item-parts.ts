/**
 * The parts of a seeded item and store that follow rules rather than data: descriptions, nutrition,
 * allergens and add-ons of food, food variation groups, retail variants, which products a store
 * sells, where a store stands in its zone, and Arabic unit names.
 */
import type * as s from '../db/schema';
import { pointInPolygon } from '../services/geo';
import type { Rng } from './prng';
import { ZONES, type PlaceDef } from './data/geo';
import type { CategoryDef, ProductDef, StoreDef } from './data/types';
import type { ModuleType } from './modules';

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

export interface ModuleDef {
  type: ModuleType;
  categories: CategoryDef[];
  products: ProductDef[];
  stores: StoreDef[];
}

export const DESCRIPTIONS: Record<ModuleType, { en: (n: string, c: string) => string; ar: (n: string, c: string) => string }> = {
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

export const NUTRITION: Record<string, string[]> = {
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

export const ALLERGENS: Record<string, string[]> = {
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

export const FOOD_ADDONS: [string, string, number][] = [
  ['Extra Cheese', 'جبنة إضافية', 4],
  ['Garlic Toum', 'ثومية', 2],
  ['French Fries', 'بطاطا مقلية', 9],
  ['Soft Drink Can', 'علبة مشروب غازي', 5],
  ['Side Salad', 'سلطة جانبية', 8],
  ['Pickles & Olives', 'مخللات وزيتون', 3],
];

export function foodVariations(p: ProductDef): s.FoodVariation[] {
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

export interface Variants {
  choiceOptions: s.ChoiceOption[];
  variations: s.ItemVariation[];
}

export function combos(lists: string[][]): string[][] {
  return lists.reduce<string[][]>((acc, list) => acc.flatMap((prefix) => list.map((v) => [...prefix, v])), [[]]);
}

export function retailVariants(p: ProductDef, rng: Rng): Variants {
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
export function chooseProducts(def: ModuleDef, st: StoreDef, rng: Rng): ProductDef[] {
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

export function jitter(rng: Rng, place: PlaceDef, zone: number): [number, number] {
  const z = ZONES.find((x) => x.id === zone);
  for (let i = 0; i < 20; i += 1) {
    const lat = round6(place.lat + (rng.next() - 0.5) * 0.006);
    const lng = round6(place.lng + (rng.next() - 0.5) * 0.006);
    if (z && pointInPolygon(lat, lng, z.polygon)) return [lat, lng];
  }
  return [place.lat, place.lng];
}

export function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

export function zoneOf(lat: number, lng: number): number | null {
  const z = ZONES.find((zone) => pointInPolygon(lat, lng, zone.polygon));
  return z ? z.id : null;
}

export function unitAr(unit: string): string {
  const map: Record<string, string> = { kg: 'كغ', pc: 'حبة', pack: 'عبوة', tray: 'طبق', bag: 'كيس', bottle: 'زجاجة', box: 'علبة' };
  return map[unit] ?? unit;
}
