import { lines, type CategoryDef, type ProductDef, type StoreDef } from './types';

export const ECOMMERCE_CATEGORIES: CategoryDef[] = [
  { key: 'electronics', name: 'Electronics', nameAr: 'إلكترونيات', featured: true, children: [
    { key: 'mobiles', name: 'Mobiles & Tablets', nameAr: 'هواتف وأجهزة لوحية' },
    { key: 'audio', name: 'Audio', nameAr: 'صوتيات' },
    { key: 'accessories', name: 'Accessories', nameAr: 'إكسسوارات' },
  ] },
  { key: 'fashion', name: 'Fashion', nameAr: 'أزياء', featured: true, children: [
    { key: 'mens-fashion', name: "Men's Clothing", nameAr: 'ملابس رجالية' },
    { key: 'womens-fashion', name: "Women's Clothing", nameAr: 'ملابس نسائية' },
    { key: 'abayas-kanduras', name: 'Abayas & Kanduras', nameAr: 'عبايات وكنادير' },
  ] },
  { key: 'beauty', name: 'Beauty & Fragrance', nameAr: 'الجمال والعطور', featured: true },
  { key: 'home-kitchen', name: 'Home & Kitchen', nameAr: 'المنزل والمطبخ', featured: true },
  { key: 'sports', name: 'Sports & Outdoors', nameAr: 'الرياضة والهواء الطلق' },
  { key: 'toys', name: 'Toys & Games', nameAr: 'ألعاب' },
  { key: 'books', name: 'Books & Stationery', nameAr: 'كتب وقرطاسية' },
];

export const BRANDS: { key: string; name: string; nameAr: string; color: string }[] = [
  { key: 'nova', name: 'Nova', nameAr: 'نوفا', color: '#3A0CA3' },
  { key: 'auralis', name: 'Auralis', nameAr: 'أوراليس', color: '#4361EE' },
  { key: 'kinetic', name: 'Kinetic', nameAr: 'كينتك', color: '#4CC9F0' },
  { key: 'sahara-wear', name: 'Sahara Wear', nameAr: 'صحارى وير', color: '#BC6C25' },
  { key: 'desert-rose', name: 'Desert Rose', nameAr: 'وردة الصحراء', color: '#E5989B' },
  { key: 'oud-al-majd', name: 'Oud Al Majd', nameAr: 'عود المجد', color: '#6D597A' },
  { key: 'casa-bella', name: 'Casa Bella', nameAr: 'كازا بيلا', color: '#F28482' },
  { key: 'luma-home', name: 'Luma Home', nameAr: 'لوما هوم', color: '#84A59D' },
  { key: 'atlas-sport', name: 'Atlas Sport', nameAr: 'أطلس سبورت', color: '#F94144' },
  { key: 'little-explorer', name: 'Little Explorer', nameAr: 'المستكشف الصغير', color: '#F9C74F' },
  { key: 'qalam', name: 'Qalam', nameAr: 'قلم', color: '#277DA1' },
];

// name | Arabic | price | category | sub | brand
const RAW = `
Nova X12 Smartphone|هاتف نوفا X12 الذكي|1499|electronics|mobiles|nova
Nova Tab 11 Wi-Fi|جهاز نوفا تاب ١١ واي فاي|1099|electronics|mobiles|nova
Nova Smartwatch Fit 2|ساعة نوفا الذكية فيت ٢|449|electronics|accessories|nova
Nova 65W USB-C Fast Charger|شاحن نوفا السريع ٦٥ واط USB-C|129|electronics|accessories|nova
Braided USB-C Cable 2m|كابل USB-C مضفر ٢ متر|39|electronics|accessories|kinetic
Kinetic Power Bank 20000mAh|باور بانك كينتك ٢٠٠٠٠ ملي أمبير|149|electronics|accessories|kinetic
Kinetic Wireless Charging Pad|قاعدة شحن لاسلكي كينتك|99|electronics|accessories|kinetic
Auralis Pro Wireless Earbuds|سماعات أوراليس برو اللاسلكية|349|electronics|audio|auralis
Auralis Over-Ear ANC Headphones|سماعات أوراليس فوق الأذن بعزل الضوضاء|599|electronics|audio|auralis
Auralis Mini Bluetooth Speaker|مكبر صوت أوراليس ميني بلوتوث|189|electronics|audio|auralis
Auralis Soundbar 2.1|مكبر صوت أوراليس ساوند بار ٢٫١|749|electronics|audio|auralis
Men's Linen Shirt|قميص كتان رجالي|159|fashion|mens-fashion|sahara-wear
Men's Slim Chinos|بنطال تشينو رجالي ضيق|179|fashion|mens-fashion|sahara-wear
Men's Leather Sandals|صندل جلد رجالي|199|fashion|mens-fashion|sahara-wear
Men's Cotton Polo|قميص بولو قطني رجالي|119|fashion|mens-fashion|sahara-wear
Classic White Kandura|كندورة بيضاء كلاسيكية|249|fashion|abayas-kanduras|sahara-wear
Embroidered Black Abaya|عباية سوداء مطرزة|399|fashion|abayas-kanduras|desert-rose
Silk Shayla Scarf|شيلة حريرية|89|fashion|abayas-kanduras|desert-rose
Women's Floral Maxi Dress|فستان ماكسي نسائي مشجر|229|fashion|womens-fashion|desert-rose
Women's Wide Linen Trousers|بنطال كتان نسائي واسع|189|fashion|womens-fashion|desert-rose
Women's Knit Cardigan|كارديغان نسائي محبوك|169|fashion|womens-fashion|desert-rose
Oud Al Majd Eau de Parfum 100ml|عطر عود المجد ١٠٠ مل|450|beauty||oud-al-majd
Taifi Rose Perfume Oil 12ml|دهن الورد الطائفي ١٢ مل|320|beauty||oud-al-majd
Bakhoor Incense Box 50g|بخور معطر ٥٠ غ|120|beauty||oud-al-majd
White Musk Roll-on|مسك أبيض رول أون|35|beauty||oud-al-majd
Amber Oud Body Mist|معطر الجسم بالعنبر والعود|95|beauty||oud-al-majd
Argan Oil Hair Serum 100ml|سيروم الشعر بزيت الأرغان ١٠٠ مل|79|beauty||desert-rose
Matte Liquid Lipstick|أحمر شفاه سائل مطفي|65|beauty||desert-rose
Vitamin C Glow Serum 30ml|سيروم فيتامين سي للنضارة ٣٠ مل|115|beauty||desert-rose
Non-Stick Cookware Set 10 pcs|طقم أواني طهي غير لاصقة ١٠ قطع|549|home-kitchen||casa-bella
Electric Arabic Coffee Maker|ماكينة القهوة العربية الكهربائية|289|home-kitchen||casa-bella
Brass Dallah Coffee Pot|دلة نحاسية|145|home-kitchen||casa-bella
Ceramic Dinner Set 24 pcs|طقم عشاء سيراميك ٢٤ قطعة|259|home-kitchen||casa-bella
Air Fryer 5.5L|قلاية هوائية ٥٫٥ لتر|399|home-kitchen||luma-home
Egyptian Cotton Bedsheet Set King|طقم شراشف قطن مصري مقاس كينغ|329|home-kitchen||luma-home
Oud and Amber Scented Candle|شمعة معطرة بالعود والعنبر|69|home-kitchen||luma-home
Robot Vacuum Cleaner|مكنسة روبوت كهربائية|899|home-kitchen||luma-home
Yoga Mat 6mm|سجادة يوغا ٦ مم|89|sports||atlas-sport
Adjustable Dumbbells 20kg Pair|زوج دمبل قابل للتعديل ٢٠ كغ|399|sports||atlas-sport
Men's Running Shoes|حذاء جري رجالي|299|sports||atlas-sport
Insulated Water Bottle 1L|زجاجة مياه معزولة ١ لتر|79|sports||atlas-sport
Four Person Camping Tent|خيمة تخييم لأربعة أشخاص|459|sports||atlas-sport
Carbon Padel Racket|مضرب بادل كربون|549|sports||atlas-sport
Building Blocks Set 500 pcs|مجموعة مكعبات بناء ٥٠٠ قطعة|149|toys||little-explorer
Remote Control Desert Racer|سيارة صحراوية بالتحكم عن بعد|199|toys||little-explorer
Plush Camel Toy|دمية جمل محشوة|59|toys||little-explorer
Kids Art Easel|حامل رسم للأطفال|179|toys||little-explorer
Souk Trader Family Board Game|لعبة لوحية عائلية تاجر السوق|119|toys||little-explorer
Arabic Calligraphy Set|طقم الخط العربي|89|books||qalam
Leather Journal A5|دفتر جلد A5|69|books||qalam
Classic Fountain Pen|قلم حبر كلاسيكي|159|books||qalam
Arabic Story Books for Kids Set of 5|مجموعة قصص عربية للأطفال ٥ كتب|95|books||qalam
Watercolour Paint Set 24|ألوان مائية ٢٤ لون|75|books||qalam
`;

export const ECOMMERCE_PRODUCTS: ProductDef[] = lines(RAW).map(([name = '', nameAr = '', price = '0', category = '', sub, brand]) => ({
  name,
  nameAr,
  price: Number(price),
  category,
  sub: sub || undefined,
  brand: brand || undefined,
  unit: 'pc',
}));

export const ECOMMERCE_STORES: StoreDef[] = [
  { slug: 'nova-electronics-hub', name: 'Nova Electronics Hub', nameAr: 'مركز نوفا للإلكترونيات', near: 'The Dubai Mall', categories: ['electronics', 'home-kitchen'], count: 16, deliveryTime: '1-2 days', featured: true, freeDelivery: true, color: '#3A0CA3' },
  { slug: 'sahara-fashion-house', name: 'Sahara Fashion House', nameAr: 'دار صحارى للأزياء', near: 'Mall of the Emirates', categories: ['fashion', 'beauty'], count: 16, deliveryTime: '1-3 days', featured: true, storeDiscount: 20, color: '#BC6C25' },
  { slug: 'desert-rose-boutique', name: 'Desert Rose Boutique', nameAr: 'بوتيك وردة الصحراء', near: 'City Walk', categories: ['fashion', 'beauty'], count: 15, deliveryTime: '1-2 days', color: '#E5989B' },
  { slug: 'oud-al-majd-perfumes', name: 'Oud Al Majd Perfumes', nameAr: 'عطور عود المجد', near: 'Gold Souk', categories: ['beauty', 'home-kitchen'], count: 15, deliveryTime: '1-2 days', featured: true, color: '#6D597A' },
  { slug: 'casa-bella-home', name: 'Casa Bella Home', nameAr: 'كازا بيلا للمنزل', near: 'Dubai Festival City Mall', categories: ['home-kitchen', 'toys'], count: 15, deliveryTime: '2-4 days', color: '#F28482' },
  { slug: 'atlas-sports', name: 'Atlas Sports', nameAr: 'أطلس للرياضة', near: 'Dubai Media City', categories: ['sports', 'electronics'], count: 15, deliveryTime: '1-3 days', freeDelivery: true, color: '#F94144' },
  { slug: 'little-explorer-toys', name: 'Little Explorer Toys', nameAr: 'ألعاب المستكشف الصغير', near: 'Ibn Battuta Mall', categories: ['toys', 'books'], count: 11, deliveryTime: '2-3 days', color: '#F9C74F' },
  { slug: 'qalam-bookstore', name: 'Qalam Bookstore', nameAr: 'مكتبة قلم', near: 'Al Fahidi Historical Neighbourhood', categories: ['books', 'toys'], count: 11, deliveryTime: '2-3 days', noSchedule: true, color: '#277DA1' },
  { slug: 'marina-gadget-store', name: 'Marina Gadget Store', nameAr: 'متجر مارينا للأجهزة', near: 'Bluewaters Island', categories: ['electronics', 'sports'], count: 16, deliveryTime: '1-2 days', storeDiscount: 7, color: '#4361EE' },
];
