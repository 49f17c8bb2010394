/** Zones and the gazetteer of the seed city (Dubai). Coordinates are [lat, lng]. */
export interface ZoneDef {
  id: number;
  name: string;
  nameAr: string;
  polygon: [number, number][];
  /** Module types served in this zone. */
  moduleTypes: string[];
}

export const ZONES: ZoneDef[] = [
  {
    id: 1,
    name: 'Central Dubai',
    nameAr: 'وسط دبي',
    polygon: [
      [25.29, 55.25],
      [25.29, 55.365],
      [25.18, 55.365],
      [25.165, 55.3],
      [25.175, 55.24],
    ],
    moduleTypes: ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel'],
  },
  {
    id: 2,
    name: 'New Dubai & Marina',
    nameAr: 'دبي الجديدة والمارينا',
    polygon: [
      [25.145, 55.105],
      [25.145, 55.23],
      [25.04, 55.23],
      [25.04, 55.105],
    ],
    moduleTypes: ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel'],
  },
  {
    id: 3,
    name: 'Silicon Oasis',
    nameAr: 'واحة دبي للسيليكون',
    polygon: [
      [25.135, 55.365],
      [25.135, 55.4],
      [25.105, 55.4],
      [25.105, 55.365],
    ],
    moduleTypes: ['food', 'grocery'],
  },
];

export const DEFAULT_LOCATION = { lat: 25.2048, lng: 55.2708 };

/** name | Arabic name | area (formatted address tail) | Arabic area | lat | lng */
const RAW_PLACES = `
Burj Khalifa|برج خليفة|Downtown Dubai|وسط مدينة دبي|25.1972|55.2744
The Dubai Mall|دبي مول|Downtown Dubai|وسط مدينة دبي|25.1985|55.2796
Sheikh Mohammed bin Rashid Boulevard|بوليفارد الشيخ محمد بن راشد|Downtown Dubai|وسط مدينة دبي|25.1950|55.2766
Dubai Opera|دبي أوبرا|Downtown Dubai|وسط مدينة دبي|25.1958|55.2722
Business Bay Metro Station|محطة مترو الخليج التجاري|Business Bay|الخليج التجاري|25.1914|55.2601
Bay Avenue Park|حديقة باي أفينيو|Business Bay|الخليج التجاري|25.1860|55.2810
Dubai International Financial Centre|مركز دبي المالي العالمي|DIFC|مركز دبي المالي العالمي|25.2110|55.2800
Emirates Towers|أبراج الإمارات|Sheikh Zayed Road|شارع الشيخ زايد|25.2174|55.2826
Dubai World Trade Centre|مركز دبي التجاري العالمي|Trade Centre|المركز التجاري|25.2252|55.2860
Al Wasl Road|شارع الوصل|Al Wasl|الوصل|25.1985|55.2475
City Walk|سيتي ووك|Al Wasl|الوصل|25.2071|55.2626
Jumeirah Mosque|مسجد جميرا|Jumeirah 1|جميرا ١|25.2340|55.2655
La Mer Beach|شاطئ لامير|Jumeirah 1|جميرا ١|25.2296|55.2524
Al Satwa Road|شارع السطوة|Al Satwa|السطوة|25.2285|55.2770
Al Karama Centre|مركز الكرامة|Al Karama|الكرامة|25.2460|55.3040
Zabeel Park|حديقة زعبيل|Zabeel|زعبيل|25.2315|55.2985
Dubai Frame|برواز دبي|Zabeel|زعبيل|25.2353|55.3004
BurJuman Centre|برجمان سنتر|Bur Dubai|بر دبي|25.2547|55.3030
Al Fahidi Historical Neighbourhood|حي الفهيدي التاريخي|Bur Dubai|بر دبي|25.2637|55.2996
Meena Bazaar|مينا بازار|Bur Dubai|بر دبي|25.2610|55.2955
Gold Souk|سوق الذهب|Deira|ديرة|25.2869|55.2972
Al Rigga Road|شارع الرقة|Deira|ديرة|25.2650|55.3200
Deira City Centre|ديرة سيتي سنتر|Port Saeed|بور سعيد|25.2522|55.3318
Dubai Festival City Mall|دبي فستيفال سيتي مول|Dubai Festival City|دبي فستيفال سيتي|25.2220|55.3530
Ras Al Khor Wildlife Sanctuary|محمية رأس الخور للحياة الفطرية|Ras Al Khor|رأس الخور|25.1930|55.3350
Dubai Marina Walk|ممشى دبي مارينا|Dubai Marina|دبي مارينا|25.0790|55.1404
Marina Mall|مارينا مول|Dubai Marina|دبي مارينا|25.0763|55.1405
The Beach JBR|ذا بيتش جي بي آر|Jumeirah Beach Residence|جميرا بيتش ريزيدنس|25.0780|55.1330
Bluewaters Island|جزيرة بلوواترز|Bluewaters|بلوواترز|25.0800|55.1200
Cluster D, Jumeirah Lake Towers|المجموعة D، أبراج بحيرات جميرا|Jumeirah Lake Towers|أبراج بحيرات جميرا|25.0693|55.1413
Dubai Internet City|مدينة دبي للإنترنت|Dubai Internet City|مدينة دبي للإنترنت|25.0957|55.1570
Dubai Media City|مدينة دبي للإعلام|Dubai Media City|مدينة دبي للإعلام|25.0920|55.1510
Mall of the Emirates|مول الإمارات|Al Barsha 1|البرشاء ١|25.1181|55.2006
Al Barsha Pond Park|حديقة بركة البرشاء|Al Barsha 2|البرشاء ٢|25.1010|55.2040
Atlantis The Palm|أتلانتس النخلة|Palm Jumeirah|نخلة جميرا|25.1304|55.1171
Nakheel Mall|نخيل مول|Palm Jumeirah|نخلة جميرا|25.1125|55.1390
Burj Al Arab|برج العرب|Umm Suqeim 3|أم سقيم ٣|25.1412|55.1853
Madinat Jumeirah|مدينة جميرا|Umm Suqeim 3|أم سقيم ٣|25.1330|55.1850
Ibn Battuta Mall|ابن بطوطة مول|Jebel Ali Village|قرية جبل علي|25.0446|55.1196
Dubai Silicon Oasis Headquarters|مقر واحة دبي للسيليكون|Dubai Silicon Oasis|واحة دبي للسيليكون|25.1185|55.3799
Silicon Central Mall|سيليكون سنترال مول|Dubai Silicon Oasis|واحة دبي للسيليكون|25.1230|55.3780
Al Quoz Industrial Area 3|منطقة القوز الصناعية ٣|Al Quoz|القوز|25.1280|55.2450
Global Village|القرية العالمية|Dubailand|دبي لاند|25.0700|55.3050
Sharjah Corniche|كورنيش الشارقة|Al Majaz, Sharjah|المجاز، الشارقة|25.3330|55.3850
Sharjah City Centre|الشارقة سيتي سنتر|Al Nahda, Sharjah|النهضة، الشارقة|25.3260|55.3930
Sheikh Zayed Grand Mosque|جامع الشيخ زايد الكبير|Abu Dhabi|أبوظبي|24.4128|54.4750
Abu Dhabi Corniche|كورنيش أبوظبي|Abu Dhabi|أبوظبي|24.4764|54.3410
`;

export interface PlaceDef {
  placeId: string;
  name: string;
  nameAr: string;
  address: string;
  addressAr: string;
  lat: number;
  lng: number;
}

function placeId(name: string): string {
  return `souk-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}

export const PLACES: PlaceDef[] = RAW_PLACES.trim()
  .split('\n')
  .map((line) => {
    const [name = '', nameAr = '', area = '', areaAr = '', lat = '0', lng = '0'] = line.split('|');
    const country = area.includes('Sharjah') || area.includes('Abu Dhabi') ? 'United Arab Emirates' : 'Dubai, United Arab Emirates';
    const countryAr = area.includes('Sharjah') || area.includes('Abu Dhabi') ? 'الإمارات العربية المتحدة' : 'دبي، الإمارات العربية المتحدة';
    return {
      placeId: placeId(name),
      name,
      nameAr,
      address: `${name}, ${area}, ${country}`,
      addressAr: `${nameAr}، ${areaAr}، ${countryAr}`,
      lat: Number(lat),
      lng: Number(lng),
    };
  });
