import { lines, type CategoryDef, type ProductDef, type StoreDef } from './types';

export const PHARMACY_CATEGORIES: CategoryDef[] = [
  { key: 'medicines', name: 'Medicines', nameAr: 'أدوية', featured: true, children: [
    { key: 'pain-fever', name: 'Pain & Fever', nameAr: 'الألم والحمى' },
    { key: 'cold-flu', name: 'Cold & Flu', nameAr: 'البرد والإنفلونزا' },
    { key: 'digestive', name: 'Digestive Health', nameAr: 'صحة الجهاز الهضمي' },
    { key: 'allergy', name: 'Allergy', nameAr: 'الحساسية' },
  ] },
  { key: 'vitamins', name: 'Vitamins & Supplements', nameAr: 'فيتامينات ومكملات', featured: true },
  { key: 'baby-care', name: 'Baby Care', nameAr: 'العناية بالطفل', featured: true },
  { key: 'womens-care', name: "Women's Care", nameAr: 'العناية بالمرأة' },
  { key: 'mens-care', name: "Men's Care", nameAr: 'العناية بالرجل' },
  { key: 'personal-care', name: 'Personal Care & Skin', nameAr: 'العناية الشخصية والبشرة', featured: true },
  { key: 'devices', name: 'Medical Devices', nameAr: 'أجهزة طبية' },
  { key: 'first-aid', name: 'First Aid', nameAr: 'إسعافات أولية' },
];

export const COMMON_CONDITIONS: { key: string; name: string; nameAr: string }[] = [
  { key: 'fever', name: 'Fever', nameAr: 'الحمى' },
  { key: 'cold', name: 'Cold & Cough', nameAr: 'البرد والسعال' },
  { key: 'headache', name: 'Headache', nameAr: 'الصداع' },
  { key: 'diabetes', name: 'Diabetes Care', nameAr: 'رعاية السكري' },
  { key: 'allergies', name: 'Allergies', nameAr: 'الحساسية الموسمية' },
  { key: 'stomach', name: 'Stomach Ache', nameAr: 'آلام المعدة' },
  { key: 'skin', name: 'Skin Care', nameAr: 'العناية بالبشرة' },
];

// name | Arabic | price | category | sub | generic name | prescription (1/0) | condition
const RAW = `
Paracetamol 500mg Tablets 24s|باراسيتامول ٥٠٠ ملغ ٢٤ قرص|9.5|medicines|pain-fever|Paracetamol|0|fever
Ibuprofen 400mg Tablets 20s|إيبوبروفين ٤٠٠ ملغ ٢٠ قرص|14|medicines|pain-fever|Ibuprofen|0|headache
Children's Paracetamol Syrup 100ml|شراب باراسيتامول للأطفال ١٠٠ مل|16.5|medicines|pain-fever|Paracetamol|0|fever
Low Dose Aspirin 81mg 30s|أسبرين جرعة منخفضة ٨١ ملغ ٣٠ قرص|12|medicines|pain-fever|Acetylsalicylic acid|0|headache
Amoxicillin 500mg Capsules 21s|أموكسيسيلين ٥٠٠ ملغ ٢١ كبسولة|28|medicines|cold-flu|Amoxicillin|1|cold
Azithromycin 250mg Tablets 6s|أزيثروميسين ٢٥٠ ملغ ٦ أقراص|42|medicines|cold-flu|Azithromycin|1|cold
Dry Cough Syrup 120ml|شراب السعال الجاف ١٢٠ مل|19|medicines|cold-flu|Dextromethorphan|0|cold
Nasal Decongestant Spray 15ml|بخاخ أنف مزيل للاحتقان ١٥ مل|17.5|medicines|cold-flu|Xylometazoline|0|cold
Honey Lemon Throat Lozenges 24s|أقراص استحلاب للحلق بالعسل والليمون ٢٤ قرص|14.5|medicines|cold-flu|Amylmetacresol|0|cold
Loratadine 10mg Tablets 10s|لوراتادين ١٠ ملغ ١٠ أقراص|15|medicines|allergy|Loratadine|0|allergies
Cetirizine 10mg Tablets 20s|سيتريزين ١٠ ملغ ٢٠ قرص|18|medicines|allergy|Cetirizine|0|allergies
Omeprazole 20mg Capsules 14s|أوميبرازول ٢٠ ملغ ١٤ كبسولة|24|medicines|digestive|Omeprazole|1|stomach
Antacid Chewable Tablets 48s|أقراص مضغ مضادة للحموضة ٤٨ قرص|13|medicines|digestive|Calcium carbonate|0|stomach
Oral Rehydration Salts 10 Sachets|أملاح الإرواء الفموي ١٠ أكياس|11|medicines|digestive|Oral rehydration salts|0|stomach
Metformin 500mg Tablets 50s|ميتفورمين ٥٠٠ ملغ ٥٠ قرص|21|medicines||Metformin|1|diabetes
Hydrocortisone Cream 1% 15g|كريم هيدروكورتيزون ١٪ ١٥ غ|16|medicines||Hydrocortisone|0|skin
Vitamin D3 5000 IU 60 Softgels|فيتامين د٣ ٥٠٠٠ وحدة ٦٠ كبسولة|45|vitamins||Cholecalciferol|0|
Vitamin C 1000mg Effervescent 20s|فيتامين سي ١٠٠٠ ملغ فوار ٢٠ قرص|22|vitamins||Ascorbic acid|0|cold
Omega-3 Fish Oil 1000mg 90s|أوميغا ٣ زيت السمك ١٠٠٠ ملغ ٩٠ كبسولة|69|vitamins||Omega-3 fatty acids|0|
Daily Multivitamin 60 Tablets|فيتامينات متعددة يومية ٦٠ قرص|58|vitamins||Multivitamin|0|
Zinc 50mg Tablets 100s|زنك ٥٠ ملغ ١٠٠ قرص|39|vitamins||Zinc gluconate|0|cold
Magnesium Glycinate 120s|مغنيسيوم غليسينات ١٢٠ كبسولة|79|vitamins||Magnesium glycinate|0|
Iron with Folic Acid 30s|حديد مع حمض الفوليك ٣٠ قرص|32|vitamins||Ferrous fumarate|0|
Collagen Peptides Powder 300g|مسحوق الكولاجين ٣٠٠ غ|129|vitamins||Collagen peptides|0|skin
Baby Diapers Size 3 52 pcs|حفاضات أطفال مقاس ٣ ٥٢ حبة|59|baby-care|||0|
Fragrance Free Baby Wipes 72s|مناديل أطفال مبللة بدون عطر ٧٢ منديل|12|baby-care|||0|
Infant Formula Stage 1 800g|حليب رضع المرحلة الأولى ٨٠٠ غ|98|baby-care|||0|
No Tears Baby Shampoo 300ml|شامبو أطفال بدون دموع ٣٠٠ مل|24|baby-care|||0|
Diaper Rash Cream 100g|كريم طفح الحفاض ١٠٠ غ|27|baby-care||Zinc oxide|0|skin
Baby Feeding Bottle 260ml|رضاعة أطفال ٢٦٠ مل|45|baby-care|||0|
Gripe Water 150ml|ماء غريب للمغص ١٥٠ مل|19|baby-care||Dill seed oil|0|stomach
Ultra Thin Sanitary Pads 30s|فوط صحية رقيقة جداً ٣٠ حبة|21|womens-care|||0|
Prenatal Vitamins 60s|فيتامينات ما قبل الولادة ٦٠ قرص|85|womens-care||Prenatal multivitamin|0|
Pregnancy Test Kit|جهاز اختبار الحمل|18|womens-care|||0|
Gentle Intimate Wash 250ml|غسول نسائي لطيف ٢٥٠ مل|32|womens-care|||0|
Biotin Hair Skin Nails 60s|بيوتين للشعر والبشرة والأظافر ٦٠ قرص|55|womens-care||Biotin|0|skin
Sensitive Shaving Foam 200ml|رغوة حلاقة للبشرة الحساسة ٢٠٠ مل|16|mens-care|||0|
Men's Multivitamin 60s|فيتامينات متعددة للرجال ٦٠ قرص|64|mens-care||Multivitamin|0|
Argan Beard Oil 30ml|زيت اللحية بالأرغان ٣٠ مل|42|mens-care|||0|
Anti-Dandruff Shampoo 400ml|شامبو ضد القشرة ٤٠٠ مل|29|mens-care||Ketoconazole|0|skin
Roll-on Deodorant 50ml|مزيل عرق رول أون ٥٠ مل|14|mens-care|||0|
Sunscreen SPF 50 Fluid 50ml|واقي شمس SPF 50 سائل ٥٠ مل|75|personal-care|||0|skin
Moisturising Cream 250ml|كريم مرطب ٢٥٠ مل|48|personal-care|||0|skin
Micellar Cleansing Water 400ml|ماء ميسيلار منظف ٤٠٠ مل|39|personal-care|||0|skin
Lip Balm SPF 15|مرطب شفاه SPF 15|12|personal-care|||0|
Hand Sanitizer Gel 500ml|جل معقم لليدين ٥٠٠ مل|15|personal-care|||0|
Digital Thermometer|ميزان حرارة رقمي|35|devices|||0|fever
Upper Arm Blood Pressure Monitor|جهاز قياس ضغط الدم للذراع|189|devices|||0|
Fingertip Pulse Oximeter|جهاز قياس الأكسجين للإصبع|99|devices|||0|
Glucometer Starter Kit|جهاز قياس السكر مع الملحقات|149|devices|||0|diabetes
Glucose Test Strips 50s|شرائط فحص السكر ٥٠ شريط|89|devices|||0|diabetes
Compact Nebulizer|جهاز بخار مدمج|229|devices|||0|cold
Assorted Adhesive Bandages 40s|لاصقات جروح متنوعة ٤٠ قطعة|11|first-aid|||0|
Antiseptic Solution 250ml|محلول مطهر ٢٥٠ مل|16|first-aid||Chloroxylenol|0|
Sterile Gauze Pads 10s|شاش معقم ١٠ قطع|9|first-aid|||0|
Elastic Crepe Bandage 10cm|رباط ضاغط مرن ١٠ سم|13|first-aid|||0|
Burn Relief Gel 50g|جل لتخفيف الحروق ٥٠ غ|22|first-aid||Lidocaine|0|skin
Home First Aid Kit|حقيبة إسعافات أولية منزلية|79|first-aid|||0|
`;

export const PHARMACY_PRODUCTS: ProductDef[] = lines(RAW).map(([name = '', nameAr = '', price = '0', category = '', sub, generic, rx, condition]) => ({
  name,
  nameAr,
  price: Number(price),
  category,
  sub: sub || undefined,
  generic: generic || undefined,
  rx: rx === '1',
  condition: condition || undefined,
  unit: 'pc',
}));

export const PHARMACY_STORES: StoreDef[] = [
  { slug: 'life-care-pharmacy', name: 'Life Care Pharmacy', nameAr: 'صيدلية لايف كير', near: 'Business Bay Metro Station', categories: ['medicines', 'vitamins', 'personal-care', 'first-aid'], count: 16, deliveryTime: '20-30 min', featured: true, freeDelivery: true, color: '#0077B6', include: ['Amoxicillin 500mg Capsules 21s'] },
  { slug: 'al-shifa-pharmacy', name: 'Al Shifa Pharmacy', nameAr: 'صيدلية الشفاء', near: 'BurJuman Centre', categories: ['medicines', 'baby-care', 'womens-care', 'devices'], count: 16, deliveryTime: '25-35 min', featured: true, storeDiscount: 10, color: '#00B4D8' },
  { slug: 'marina-health-pharmacy', name: 'Marina Health Pharmacy', nameAr: 'صيدلية مارينا الصحية', near: 'Dubai Marina Walk', categories: ['medicines', 'vitamins', 'mens-care', 'personal-care'], count: 15, deliveryTime: '20-30 min', color: '#48CAE4' },
  { slug: 'wellness-corner', name: 'Wellness Corner', nameAr: 'ركن العافية', near: 'Dubai Internet City', categories: ['vitamins', 'personal-care', 'womens-care', 'mens-care'], count: 15, deliveryTime: '30-40 min', color: '#06D6A0' },
  { slug: 'medicare-24h-pharmacy', name: 'Medicare 24h Pharmacy', nameAr: 'صيدلية ميديكير ٢٤ ساعة', near: 'Emirates Towers', categories: ['medicines', 'devices', 'first-aid', 'vitamins'], count: 16, deliveryTime: '15-25 min', featured: true, color: '#118AB2' },
  { slug: 'mama-and-baby-pharmacy', name: 'Mama & Baby Pharmacy', nameAr: 'صيدلية الأم والطفل', near: 'Nakheel Mall', categories: ['baby-care', 'womens-care', 'medicines', 'personal-care'], count: 15, deliveryTime: '25-35 min', color: '#EF476F' },
  { slug: 'bur-dubai-pharmacy', name: 'Bur Dubai Pharmacy', nameAr: 'صيدلية بر دبي', near: 'Al Fahidi Historical Neighbourhood', categories: ['medicines', 'first-aid', 'mens-care', 'devices'], count: 15, deliveryTime: '20-30 min', color: '#073B4C' },
];
