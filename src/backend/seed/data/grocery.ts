import { lines, type CategoryDef, type ProductDef, type StoreDef } from './types';

export const GROCERY_CATEGORIES: CategoryDef[] = [
  { key: 'fruits-vegetables', name: 'Fruits & Vegetables', nameAr: 'فواكه وخضروات', featured: true, children: [
    { key: 'fresh-fruits', name: 'Fresh Fruits', nameAr: 'فواكه طازجة' },
    { key: 'fresh-vegetables', name: 'Fresh Vegetables', nameAr: 'خضروات طازجة' },
  ] },
  { key: 'dairy-eggs', name: 'Dairy & Eggs', nameAr: 'ألبان وبيض', featured: true, children: [
    { key: 'milk-laban', name: 'Milk & Laban', nameAr: 'حليب ولبن' },
    { key: 'cheese', name: 'Cheese', nameAr: 'أجبان' },
    { key: 'eggs', name: 'Eggs', nameAr: 'بيض' },
  ] },
  { key: 'bakery', name: 'Bakery', nameAr: 'مخبوزات', featured: true },
  { key: 'meat-seafood', name: 'Meat & Seafood', nameAr: 'لحوم ومأكولات بحرية', featured: true },
  { key: 'rice-grains', name: 'Rice, Pulses & Grains', nameAr: 'أرز وبقوليات وحبوب' },
  { key: 'snacks', name: 'Snacks & Sweets', nameAr: 'وجبات خفيفة وحلويات' },
  { key: 'drinks', name: 'Drinks & Juices', nameAr: 'مشروبات وعصائر', featured: true },
  { key: 'household', name: 'Household & Cleaning', nameAr: 'منظفات ومستلزمات منزلية' },
  { key: 'dates-nuts', name: 'Dates & Nuts', nameAr: 'تمور ومكسرات', featured: true },
];

// name | Arabic | price | category | unit | sub | organic
const RAW = `
Bananas Ecuador|موز الإكوادور|6.5|fruits-vegetables|kg|fresh-fruits
Red Apples Italy|تفاح أحمر إيطالي|9.75|fruits-vegetables|kg|fresh-fruits
Alphonso Mangoes|مانجو ألفونسو|24|fruits-vegetables|kg|fresh-fruits
Strawberries 250g|فراولة ٢٥٠ غ|12.5|fruits-vegetables|pack|fresh-fruits
Blueberries 125g|توت أزرق ١٢٥ غ|14|fruits-vegetables|pack|fresh-fruits
Hass Avocado|أفوكادو هاس|5.5|fruits-vegetables|pc|fresh-fruits
Jordanian Watermelon|بطيخ أردني|3.25|fruits-vegetables|kg|fresh-fruits
Egyptian Oranges|برتقال مصري|5.75|fruits-vegetables|kg|fresh-fruits
UAE Tomatoes|طماطم إماراتية|5.25|fruits-vegetables|kg|fresh-vegetables
UAE Cucumbers|خيار إماراتي|4.5|fruits-vegetables|kg|fresh-vegetables
Baby Spinach 200g|سبانخ صغيرة ٢٠٠ غ|8|fruits-vegetables|pack|fresh-vegetables|1
Red Onions|بصل أحمر|3.5|fruits-vegetables|kg|fresh-vegetables
Lebanese Potatoes|بطاطس لبنانية|4|fruits-vegetables|kg|fresh-vegetables
Fresh Mint Bunch|حزمة نعناع طازج|2.5|fruits-vegetables|pc|fresh-vegetables
Organic Carrots 1kg|جزر عضوي ١ كغ|9.5|fruits-vegetables|pack|fresh-vegetables|1
Fresh Full Cream Milk 2L|حليب طازج كامل الدسم ٢ لتر|13.5|dairy-eggs|pc|milk-laban
Low Fat Laban 1L|لبن قليل الدسم ١ لتر|6.25|dairy-eggs|pc|milk-laban
Greek Yoghurt 500g|زبادي يوناني ٥٠٠ غ|11|dairy-eggs|pc|milk-laban
Labneh 400g|لبنة ٤٠٠ غ|10.5|dairy-eggs|pc|milk-laban
Unsalted Butter 200g|زبدة غير مملحة ٢٠٠ غ|12|dairy-eggs|pc|milk-laban
Organic Camel Milk 1L|حليب نوق عضوي ١ لتر|18|dairy-eggs|pc|milk-laban|1
Halloumi Cheese 250g|جبنة حلومي ٢٥٠ غ|15.75|dairy-eggs|pc|cheese
Akkawi Cheese 500g|جبنة عكاوي ٥٠٠ غ|21|dairy-eggs|pc|cheese
Cheddar Slices 200g|شرائح شيدر ٢٠٠ غ|9.5|dairy-eggs|pc|cheese
Feta Cheese 500g|جبنة فيتا ٥٠٠ غ|18|dairy-eggs|pc|cheese
Free Range Eggs 30 pcs|بيض حر ٣٠ حبة|27|dairy-eggs|tray|eggs|1
Brown Eggs 12 pcs|بيض بني ١٢ حبة|12.5|dairy-eggs|pack|eggs
Large Arabic Bread 6 pcs|خبز عربي كبير ٦ حبات|3.5|bakery|pack
Sourdough Loaf|خبز العجين المخمر|16|bakery|pc
Multigrain Sandwich Bread|خبز توست متعدد الحبوب|8.75|bakery|pc
Butter Croissants 4 pcs|كرواسون بالزبدة ٤ حبات|14|bakery|pack
Samoon Bread 6 pcs|خبز صمون ٦ حبات|5|bakery|pack
Zaatar Kaak|كعك بالزعتر|7|bakery|pack
Chocolate Chip Muffins 4 pcs|مافن برقائق الشوكولاتة ٤ حبات|15|bakery|pack
Whole Wheat Tortilla Wraps|خبز تورتيلا بالقمح الكامل|9.25|bakery|pack
Australian Lamb Chops|ريش غنم أسترالي|59|meat-seafood|kg
Fresh Chicken Breast Fillet|صدر دجاج طازج فيليه|32|meat-seafood|kg
Whole Fresh Chicken 1kg|دجاجة كاملة طازجة ١ كغ|19.5|meat-seafood|pc
Minced Beef 500g|لحم بقري مفروم ٥٠٠ غ|24|meat-seafood|pack
Fresh Hammour Fillet|فيليه هامور طازج|89|meat-seafood|kg
Norwegian Salmon Fillet|فيليه سلمون نرويجي|84|meat-seafood|kg
Jumbo Prawns|روبيان جامبو|72|meat-seafood|kg
Beef Striploin Steak|ستيك لحم بقري ستريبلوين|110|meat-seafood|kg
Indian Basmati Rice 5kg|أرز بسمتي هندي ٥ كغ|42|rice-grains|bag
Sella Basmati Rice 10kg|أرز بسمتي سيلا ١٠ كغ|79|rice-grains|bag
Egyptian Rice 2kg|أرز مصري ٢ كغ|14|rice-grains|bag
Red Lentils 1kg|عدس أحمر ١ كغ|9|rice-grains|pack
Chickpeas 1kg|حمص حب ١ كغ|8.5|rice-grains|pack
Organic Quinoa 500g|كينوا عضوية ٥٠٠ غ|19|rice-grains|pack||1
Fine Bulgur 1kg|برغل ناعم ١ كغ|7.25|rice-grains|pack
Rolled Oats 1kg|شوفان ١ كغ|13|rice-grains|pack
Salted Potato Chips 170g|رقائق بطاطس مملحة ١٧٠ غ|8|snacks|pack
Dark Chocolate 70% 100g|شوكولاتة داكنة ٧٠٪ ١٠٠ غ|11.5|snacks|pc
Maamoul Date Cookies|معمول بالتمر|18|snacks|box
Butter Microwave Popcorn|فشار بالزبدة للميكروويف|9|snacks|pack
Sea Salt Rice Cakes|كعك الأرز بملح البحر|7.5|snacks|pack
Pistachio Halawa 400g|حلاوة بالفستق ٤٠٠ غ|16|snacks|pc
Honey Almond Granola|جرانولا بالعسل واللوز|21|snacks|pack
Fresh Orange Juice 1L|عصير برتقال طازج ١ لتر|12|drinks|bottle
Mineral Water 12 x 500ml|مياه معدنية ١٢ × ٥٠٠ مل|9.5|drinks|pack
Sparkling Water 6 x 330ml|مياه فوارة ٦ × ٣٣٠ مل|15|drinks|pack
Green Tea 25 Bags|شاي أخضر ٢٥ كيس|10|drinks|box
Arabic Coffee with Cardamom 250g|قهوة عربية بالهيل ٢٥٠ غ|29|drinks|pack
Mango Nectar 1L|نكتار المانجو ١ لتر|6.75|drinks|bottle
Coconut Water 1L|ماء جوز الهند ١ لتر|14.5|drinks|bottle
Lemon Dishwashing Liquid 1L|سائل غسيل الصحون بالليمون ١ لتر|9.5|household|bottle
Laundry Detergent 3kg|مسحوق غسيل ٣ كغ|38|household|bag
Kitchen Towels 6 Rolls|مناديل مطبخ ٦ لفات|17|household|pack
Facial Tissues 5 x 200|مناديل وجه ٥ × ٢٠٠|19|household|pack
Multi-Surface Cleaner 750ml|منظف الأسطح ٧٥٠ مل|12.5|household|bottle
Garbage Bags 50 pcs|أكياس قمامة ٥٠ كيس|11|household|pack
Medjool Dates 1kg|تمر مجدول ١ كغ|55|dates-nuts|box
Khalas Dates 1kg|تمر خلاص ١ كغ|32|dates-nuts|box
Sukkari Dates 900g|تمر سكري ٩٠٠ غ|36|dates-nuts|box
Mixed Roasted Nuts 300g|مكسرات مشكلة محمصة ٣٠٠ غ|26|dates-nuts|pack
Raw Almonds 500g|لوز نيء ٥٠٠ غ|34|dates-nuts|pack
Salted Pistachios 400g|فستق مملح ٤٠٠ غ|39|dates-nuts|pack
Cashews 250g|كاجو ٢٥٠ غ|24|dates-nuts|pack
`;

export const GROCERY_PRODUCTS: ProductDef[] = lines(RAW).map(([name = '', nameAr = '', price = '0', category = '', unit, sub, organic]) => ({
  name,
  nameAr,
  price: Number(price),
  category,
  unit,
  sub: sub || undefined,
  organic: organic === '1',
  veg: !['meat-seafood'].includes(category),
}));

export const GROCERY_STORES: StoreDef[] = [
  { slug: 'fresh-basket-marina', name: 'Fresh Basket Marina', nameAr: 'سلة الطازج مارينا', near: 'Marina Mall', categories: ['fruits-vegetables', 'dairy-eggs', 'bakery', 'drinks', 'snacks'], count: 20, deliveryTime: '20-30 min', featured: true, freeDelivery: true, color: '#52B788' },
  { slug: 'al-souq-hypermarket', name: 'Al Souq Hypermarket', nameAr: 'هايبر ماركت السوق', near: 'Gold Souk', categories: ['fruits-vegetables', 'dairy-eggs', 'rice-grains', 'household', 'meat-seafood', 'snacks'], count: 22, deliveryTime: '30-45 min', featured: true, storeDiscount: 5, color: '#2D6A4F' },
  { slug: 'green-valley-organics', name: 'Green Valley Organics', nameAr: 'الوادي الأخضر للمنتجات العضوية', near: 'Jumeirah Mosque', categories: ['fruits-vegetables', 'dairy-eggs', 'rice-grains', 'dates-nuts'], count: 20, deliveryTime: '25-35 min', color: '#74C69D' },
  { slug: 'daily-mart-jlt', name: 'Daily Mart JLT', nameAr: 'ديلي مارت أبراج البحيرات', near: 'Cluster D, Jumeirah Lake Towers', categories: ['drinks', 'snacks', 'household', 'bakery', 'dairy-eggs'], count: 20, deliveryTime: '15-25 min', color: '#FFB703' },
  { slug: 'date-palace', name: 'Date Palace', nameAr: 'قصر التمور', near: 'Meena Bazaar', categories: ['dates-nuts', 'snacks', 'drinks'], count: 18, deliveryTime: '30-40 min', featured: true, color: '#8D5524' },
  { slug: 'the-butchers-block', name: "The Butcher's Block", nameAr: 'ملحمة البتشرز بلوك', near: 'Al Barsha Pond Park', categories: ['meat-seafood', 'dairy-eggs', 'bakery'], count: 18, deliveryTime: '35-45 min', color: '#9D0208' },
  { slug: 'karama-family-grocery', name: 'Karama Family Grocery', nameAr: 'بقالة الكرامة العائلية', near: 'Al Karama Centre', categories: ['rice-grains', 'household', 'drinks', 'snacks', 'fruits-vegetables'], count: 22, deliveryTime: '20-30 min', storeDiscount: 8, color: '#FB8500' },
  { slug: 'bayt-al-khobz-bakery', name: 'Bayt Al Khobz Bakery', nameAr: 'مخبز بيت الخبز', near: 'Al Wasl Road', categories: ['bakery', 'dairy-eggs', 'drinks'], count: 18, deliveryTime: '15-25 min', color: '#DDA15E' },
  { slug: 'oasis-fresh-market', name: 'Oasis Fresh Market', nameAr: 'سوق الواحة الطازج', near: 'Dubai Silicon Oasis Headquarters', categories: ['fruits-vegetables', 'dairy-eggs', 'bakery', 'rice-grains', 'drinks'], count: 20, deliveryTime: '25-35 min', color: '#40916C' },
  { slug: 'downtown-pantry', name: 'Downtown Pantry', nameAr: 'مخزن داون تاون', near: 'Bay Avenue Park', categories: ['dairy-eggs', 'bakery', 'drinks', 'snacks', 'dates-nuts'], count: 20, deliveryTime: '20-30 min', freeDelivery: true, color: '#6C584C' },
];
