/**
 * The seed's promotions and site content, built from the stores and items already in `data`:
 * banners, campaigns, item campaigns, flash sales, coupons, parcel categories and vehicles,
 * advertisements, the reasons to choose Souk, per-module settings and the content pages.
 */
import type * as s from '../db/schema';
import { createRng, slugify } from './prng';
import { PALETTE, type MediaRegistry } from './media';
import { CONTENT_PAGES, LANDING } from './data/content';
import { DEFAULT_LOCATION } from './data/geo';
import { ADMIN_COMMISSION_PERCENT, SUBSCRIPTION_PACKAGES } from './data/partners';
import { DAY, MODULE_IDS, MODULE_INFO, ymd, type ModuleType, type SeedData } from './modules';

export function seedPromotions(data: SeedData, media: MediaRegistry, now: Date): void {
  const today = ymd(now);
  const daysFrom = (n: number): Date => new Date(now.getTime() + n * DAY);
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
  const instructionDefs: [string, string][] = [
    ['Call the receiver before arriving', 'اتصل بالمستلم قبل الوصول'],
    ['Leave it with the building reception', 'اتركه لدى استقبال المبنى'],
    ['Keep it upright', 'أبقه في وضع مستقيم'],
    ['Fragile: handle with care', 'قابل للكسر: تعامل معه بعناية'],
    ['Do not ring the bell', 'لا تقرع الجرس'],
  ];
  instructionDefs.forEach(([instruction, instructionAr], i) => data.parcelInstructions.push({ id: i + 1, instruction, instructionAr }));

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
  data.settings.push({ key: 'subscription_packages', value: { packages: SUBSCRIPTION_PACKAGES, admin_commission: ADMIN_COMMISSION_PERCENT } });
  data.settings.push({ key: 'business', value: { logo: media.add('business', 'logo', 'wordmark', 'Souk', '#E76F51'), icon: media.add('business', 'icon', 'icon', 'S', '#E76F51'), default_location: DEFAULT_LOCATION, seeded_at: now.toISOString(), today } });
  media.add('', 'og-default', 'og', 'Souk', '#264653', 'Food · Grocery · Pharmacy · Shop · Parcel in Dubai');
  media.add('customers', 'demo-layla', 'avatar', 'LH', '#B56576');
  media.add('placeholders', 'item', 'item', 'Souk', '#DDDDDD', 'Image');
  media.add('placeholders', 'store', 'logo', 'Souk', '#DDDDDD');

  for (const p of CONTENT_PAGES) data.contentPages.push({ key: p.key, title: p.title, titleAr: p.titleAr, content: p.content, contentAr: p.contentAr });
}
