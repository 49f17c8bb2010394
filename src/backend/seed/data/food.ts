import { lines, type CategoryDef, type ProductDef, type StoreDef } from './types';

export const FOOD_CATEGORIES: CategoryDef[] = [
  { key: 'burgers', name: 'Burgers', nameAr: 'برجر', featured: true, children: [
    { key: 'beef-burgers', name: 'Beef Burgers', nameAr: 'برجر لحم' },
    { key: 'chicken-burgers', name: 'Chicken Burgers', nameAr: 'برجر دجاج' },
  ] },
  { key: 'pizza', name: 'Pizza', nameAr: 'بيتزا', featured: true },
  { key: 'grills', name: 'Shawarma & Grills', nameAr: 'شاورما ومشاوي', featured: true, children: [
    { key: 'shawarma', name: 'Shawarma', nameAr: 'شاورما' },
    { key: 'mixed-grills', name: 'Mixed Grills', nameAr: 'مشاوي مشكلة' },
  ] },
  { key: 'biryani', name: 'Biryani & Rice', nameAr: 'برياني وأرز', featured: true },
  { key: 'salads', name: 'Salads & Bowls', nameAr: 'سلطات وأوعية' },
  { key: 'asian', name: 'Sushi & Asian', nameAr: 'سوشي وآسيوي', featured: true },
  { key: 'pasta', name: 'Pasta', nameAr: 'باستا' },
  { key: 'breakfast', name: 'Breakfast', nameAr: 'فطور', featured: true },
  { key: 'desserts', name: 'Desserts', nameAr: 'حلويات', featured: true },
  { key: 'beverages', name: 'Beverages', nameAr: 'مشروبات' },
];

// name | Arabic | price AED | category | veg (1/0) | sub-category
const RAW = `
Classic Smash Burger|برجر سماش كلاسيك|32|burgers|0|beef-burgers
Double Cheeseburger|دبل تشيز برجر|42|burgers|0|beef-burgers
Smoky BBQ Burger|برجر باربكيو مدخن|39|burgers|0|beef-burgers
Mushroom Swiss Burger|برجر المشروم والجبن السويسري|41|burgers|0|beef-burgers
Truffle Wagyu Burger|برجر واغيو بالكمأة|68|burgers|0|beef-burgers
Crispy Chicken Burger|برجر الدجاج المقرمش|34|burgers|0|chicken-burgers
Nashville Hot Chicken Burger|برجر دجاج ناشفيل الحار|37|burgers|0|chicken-burgers
Grilled Halloumi Burger|برجر الحلومي المشوي|33|burgers|1
Garden Veggie Burger|برجر الخضار|36|burgers|1
Loaded Cheese Fries|بطاطا مقلية بالجبن|22|burgers|1
Sweet Potato Fries|بطاطا حلوة مقلية|18|burgers|1
Onion Rings|حلقات البصل|16|burgers|1
Margherita Pizza|بيتزا مارجريتا|38|pizza|1
Beef Pepperoni Pizza|بيتزا بيبروني لحم|48|pizza|0
Quattro Formaggi Pizza|بيتزا الأجبان الأربعة|52|pizza|1
Chicken Tikka Pizza|بيتزا دجاج تكا|49|pizza|0
Truffle Mushroom Pizza|بيتزا الفطر بالكمأة|58|pizza|1
Seafood Marinara Pizza|بيتزا المأكولات البحرية|62|pizza|0
Vegetarian Supreme Pizza|بيتزا الخضار سوبريم|44|pizza|1
Zaatar Halloumi Pizza|بيتزا الزعتر والحلومي|42|pizza|1
Spicy Sujuk Pizza|بيتزا السجق الحار|50|pizza|0
Garlic Bread with Cheese|خبز بالثوم والجبن|18|pizza|1
Burrata Caprese|بوراتا كابريزي|46|pizza|1
Chicken Shawarma Wrap|ساندويش شاورما دجاج|14|grills|0|shawarma
Beef Shawarma Wrap|ساندويش شاورما لحم|17|grills|0|shawarma
Chicken Shawarma Plate|صحن شاورما دجاج|32|grills|0|shawarma
Arabic Shawarma Meal|وجبة شاورما عربي|29|grills|0|shawarma
Mixed Grill Platter|مشاوي مشكلة|89|grills|0|mixed-grills
Shish Tawook|شيش طاووق|45|grills|0|mixed-grills
Lamb Kofta Kebab|كفتة لحم ضأن|48|grills|0|mixed-grills
Lamb Chops|ريش غنم|95|grills|0|mixed-grills
Grilled Hammour Fillet|فيليه هامور مشوي|78|grills|0|mixed-grills
Falafel Wrap|ساندويش فلافل|12|grills|1|shawarma
Hummus with Pine Nuts|حمص بالصنوبر|24|grills|1
Moutabal|متبل|22|grills|1
Chicken Dum Biryani|برياني دجاج دم|42|biryani|0
Mutton Biryani|برياني لحم ضأن|55|biryani|0
Prawn Biryani|برياني روبيان|58|biryani|0
Vegetable Biryani|برياني خضار|34|biryani|1
Chicken Machboos|مجبوس دجاج|45|biryani|0
Lamb Mandi|مندي لحم|65|biryani|0
Chicken Kabsa|كبسة دجاج|44|biryani|0
Butter Chicken with Rice|دجاج بالزبدة مع أرز|46|biryani|0
Paneer Tikka Masala|بانير تكا ماسالا|38|biryani|1
Dal Makhani|دال مخني|28|biryani|1
Garlic Naan|خبز نان بالثوم|8|biryani|1
Saffron Rice|أرز بالزعفران|14|biryani|1
Fattoush|فتوش|24|salads|1
Tabbouleh|تبولة|22|salads|1
Greek Salad|سلطة يونانية|28|salads|1
Chicken Caesar Salad|سلطة سيزر بالدجاج|36|salads|0
Quinoa Avocado Bowl|وعاء الكينوا والأفوكادو|42|salads|1
Salmon Poke Bowl|بوكي بول بالسلمون|54|salads|0
Falafel Buddha Bowl|وعاء بوذا بالفلافل|38|salads|1
Halloumi Watermelon Salad|سلطة الحلومي والبطيخ|34|salads|1
Grilled Chicken Protein Bowl|وعاء بروتين الدجاج المشوي|45|salads|0
Lentil Soup|شوربة عدس|16|salads|1
Roasted Beetroot Salad|سلطة الشمندر المشوي|30|salads|1
Salmon Nigiri 4 pcs|نيجيري سلمون ٤ قطع|36|asian|0
California Roll|كاليفورنيا رول|34|asian|0
Dragon Roll|دراغون رول|48|asian|0
Spicy Tuna Roll|رول التونة الحار|42|asian|0
Vegetable Maki|ماكي خضار|26|asian|1
Chicken Teriyaki Bowl|وعاء دجاج ترياكي|44|asian|0
Pad Thai with Prawns|باد تاي بالروبيان|49|asian|0
Beef Ramen|رامن باللحم|52|asian|0
Vegetable Spring Rolls|سبرينغ رول خضار|22|asian|1
Edamame with Sea Salt|إدامامي بملح البحر|18|asian|1
Chicken Gyoza|غيوزا دجاج|28|asian|0
Kung Pao Chicken|دجاج كونغ باو|46|asian|0
Spaghetti Bolognese|سباغيتي بولونيز|44|pasta|0
Fettuccine Alfredo|فيتوتشيني ألفريدو|42|pasta|1
Penne Arrabbiata|بيني أرابياتا|36|pasta|1
Creamy Chicken Pesto Pasta|باستا الدجاج بالبيستو والكريمة|46|pasta|0
Seafood Linguine|لينغويني المأكولات البحرية|64|pasta|0
Lasagna al Forno|لازانيا بالفرن|52|pasta|0
Mushroom Risotto|ريزوتو الفطر|48|pasta|1
Spinach Ricotta Ravioli|رافيولي السبانخ والريكوتا|47|pasta|1
Truffle Tagliatelle|تالياتيلي بالكمأة|66|pasta|1
Mac and Cheese|معكرونة بالجبن|32|pasta|1
Zaatar Manakish|مناقيش زعتر|9|breakfast|1
Cheese Manakish|مناقيش جبنة|14|breakfast|1
Shakshuka|شكشوكة|28|breakfast|1
Foul Medames|فول مدمس|18|breakfast|1
Eggs Benedict|بيض بنديكت|38|breakfast|0
Avocado Toast|توست الأفوكادو|34|breakfast|1
Fluffy Pancake Stack|بان كيك هش|32|breakfast|1
Balaleet|بلاليط|26|breakfast|1
Full Emirati Breakfast|فطور إماراتي كامل|48|breakfast|0
Acai Bowl|وعاء الأساي|36|breakfast|1
Labneh Sandwich|ساندويش لبنة|16|breakfast|1
Zaatar Croissant|كرواسون بالزعتر|12|breakfast|1
Kunafa Nabulsia|كنافة نابلسية|28|desserts|1
Um Ali|أم علي|24|desserts|1
Luqaimat|لقيمات|18|desserts|1
Pistachio Baklava Box|علبة بقلاوة بالفستق|45|desserts|1
Saffron Milk Cake|كيك الحليب بالزعفران|29|desserts|1
Chocolate Fondant|فوندان الشوكولاتة|32|desserts|1
New York Cheesecake|تشيز كيك نيويورك|30|desserts|1
Tiramisu|تيراميسو|31|desserts|1
Sticky Date Pudding|بودينغ التمر|26|desserts|1
Mango Sticky Rice|أرز دبق بالمانجو|27|desserts|1
Gelato Trio|ثلاثي الجيلاتو|25|desserts|1
Karak Chai|شاي كرك|6|beverages|1
Arabic Coffee Dallah|دلة قهوة عربية|22|beverages|1
Fresh Orange Juice|عصير برتقال طازج|18|beverages|1
Lemon Mint|ليمون بالنعناع|16|beverages|1
Avocado Shake|عصير أفوكادو|24|beverages|1
Iced Spanish Latte|سبانيش لاتيه مثلج|21|beverages|1
Mango Lassi|لاسي المانجو|15|beverages|1
Sparkling Water|مياه فوارة|8|beverages|1
Jallab|جلاب|14|beverages|1
Strawberry Milkshake|ميلك شيك الفراولة|22|beverages|1
Flat White|فلات وايت|17|beverages|1
Hibiscus Iced Tea|شاي الكركديه المثلج|13|beverages|1
`;

export const FOOD_PRODUCTS: ProductDef[] = lines(RAW).map(([name = '', nameAr = '', price = '0', category = '', veg = '0', sub]) => ({
  name,
  nameAr,
  price: Number(price),
  category,
  sub: sub || undefined,
  veg: veg === '1',
}));

export const FOOD_STORES: StoreDef[] = [
  { slug: 'burger-souk', name: 'Burger Souk', nameAr: 'برجر سوق', near: 'City Walk', categories: ['burgers', 'desserts', 'beverages'], count: 15, deliveryTime: '20-30 min', featured: true, storeDiscount: 10, color: '#E4572E' },
  { slug: 'napoli-wood-oven', name: 'Napoli Wood Oven', nameAr: 'فرن نابولي الحطب', near: 'Dubai Marina Walk', categories: ['pizza', 'pasta', 'desserts', 'beverages'], count: 16, deliveryTime: '25-35 min', featured: true, freeDelivery: true, color: '#C0392B' },
  { slug: 'zaatar-and-co', name: 'Zaatar & Co.', nameAr: 'زعتر وشركاه', near: 'Al Satwa Road', categories: ['breakfast', 'grills', 'beverages'], count: 15, deliveryTime: '15-25 min', color: '#6A994E' },
  { slug: 'al-fanar-grill-house', name: 'Al Fanar Grill House', nameAr: 'مشويات الفنار', near: 'Al Fahidi Historical Neighbourhood', categories: ['grills', 'salads', 'beverages'], count: 16, deliveryTime: '30-40 min', featured: true, storeDiscount: 15, color: '#9C6644', include: ['Mixed Grill Platter'] },
  { slug: 'spice-route-biryani', name: 'Spice Route Biryani', nameAr: 'برياني طريق التوابل', near: 'Al Karama Centre', categories: ['biryani', 'desserts', 'beverages'], count: 15, deliveryTime: '30-45 min', color: '#F4A259' },
  { slug: 'sakura-sushi-bar', name: 'Sakura Sushi Bar', nameAr: 'ساكورا سوشي بار', near: 'Cluster D, Jumeirah Lake Towers', categories: ['asian', 'beverages'], count: 15, deliveryTime: '35-45 min', featured: true, color: '#D6336C' },
  { slug: 'green-bowl-kitchen', name: 'Green Bowl Kitchen', nameAr: 'مطبخ الوعاء الأخضر', near: 'Dubai International Financial Centre', categories: ['salads', 'breakfast', 'beverages'], count: 15, deliveryTime: '20-30 min', freeDelivery: true, color: '#2A9D8F' },
  { slug: 'kunafa-house', name: 'Kunafa House', nameAr: 'بيت الكنافة', near: 'Deira City Centre', categories: ['desserts', 'beverages'], count: 14, deliveryTime: '20-30 min', color: '#E9C46A' },
  { slug: 'pasta-fresca', name: 'Pasta Fresca', nameAr: 'باستا فريسكا', near: 'Mall of the Emirates', categories: ['pasta', 'salads', 'desserts'], count: 15, deliveryTime: '25-35 min', color: '#F77F00' },
  { slug: 'marina-diner', name: 'Marina Diner', nameAr: 'مطعم المارينا', near: 'The Beach JBR', categories: ['burgers', 'breakfast', 'beverages'], count: 15, deliveryTime: '25-35 min', color: '#1D3557' },
  { slug: 'arabica-corner-cafe', name: 'Arabica Corner Café', nameAr: 'مقهى ركن العربيكا', near: 'Dubai Opera', categories: ['breakfast', 'desserts', 'beverages'], count: 15, deliveryTime: '15-25 min', featured: true, color: '#7F5539' },
  { slug: 'shawarma-station', name: 'Shawarma Station', nameAr: 'محطة الشاورما', near: 'Al Rigga Road', categories: ['grills', 'beverages'], count: 14, deliveryTime: '15-20 min', inactive: true, color: '#BC4749' },
  { slug: 'oasis-wok', name: 'Oasis Wok', nameAr: 'ووك الواحة', near: 'Silicon Central Mall', categories: ['asian', 'beverages'], count: 14, deliveryTime: '30-40 min', takeAwayOnly: false, color: '#3A86FF' },
];
