import { createServer, type Server } from 'node:http';

/**
 * A small 6amMart-style backend for the tests that run the storefront against API_BASE_URL:
 * absolute media URLs on its own host, string coordinates, paged lists. `malformed` names the
 * paths whose answer is broken (an item whose name is an object, as a faulty backend sends).
 */
export interface StubBackend {
  origin: string;
  requests: string[];
  close: () => Promise<void>;
}

function item(origin: string, id: number, name: unknown) {
  return {
    id,
    name,
    slug: `stub-item-${id}`,
    description: 'Chickpea fritters, tahini and pickles in warm bread.',
    image: `item-${id}.png`,
    image_full_url: `${origin}/storage/app/public/product/item-${id}.png`,
    images_full_url: [],
    price: 18.5,
    discount: 10,
    discount_type: 'percent',
    store_discount: 0,
    store_id: 7,
    store_name: 'Stub Grill House',
    module_id: 1,
    module_type: 'food',
    zone_id: 1,
    variations: [],
    food_variations: [],
    add_ons: [],
    avg_rating: 4.5,
    rating_count: 12,
    stock: 0,
    veg: 1,
    available_time_starts: '00:00:00',
    available_time_ends: '23:59:59',
    category_ids: [{ id: '3', position: 1 }],
  };
}

function store(origin: string) {
  return {
    id: 7,
    name: 'Stub Grill House',
    slug: 'stub-grill-house',
    address: 'Al Wasl Road, Dubai',
    logo_full_url: `${origin}/storage/app/public/store/logo.png`,
    cover_photo_full_url: `${origin}/storage/app/public/store/cover.png`,
    module_id: 1,
    zone_id: 1,
    latitude: '25.2',
    longitude: '55.27',
    delivery_time: '20-30 min',
    avg_rating: 4.4,
    rating_count: 80,
    free_delivery: false,
    delivery: true,
    take_away: true,
    active: true,
    open: 1,
    discount: null,
    distance: null,
    schedules: [],
  };
}

function answers(origin: string): Record<string, unknown> {
  const moduleEntry = { id: 1, module_name: 'Stub Food', module_type: 'food', slug: 'food', icon_full_url: null, thumbnail_full_url: null, description: 'Food', zones: [{ id: 1 }] };
  return {
    config: {
      business_name: 'Stub Mart',
      logo_full_url: null,
      currency_symbol: 'AED',
      currency_code: 'AED',
      currency_symbol_direction: 'left',
      digit_after_decimal_point: 2,
      default_location: { lat: '25.2048', lng: '55.2708' },
      base_urls: { item_image_url: `${origin}/storage/app/public/product` },
      centralize_login: { manual_login_status: 1, otp_login_status: 0, social_login_status: 0 },
      guest_checkout_status: 1,
      module_config: { module_type: ['food'] },
      sys_language: [{ key: 'en', value: 'English', direction: 'ltr', default: true }],
      social_media: [],
      active_payment_method_list: [],
      digital_payment_info: { digital_payment: false, plugin_payment_gateways: [], default_payment_gateways: [] },
    },
    'config/get-zone-id': { zone_id: '[1]', zone_data: [{ id: 1, cash_on_delivery: 1, digital_payment: 0, modules: [moduleEntry] }] },
    'zone/list': [{ id: 1, name: 'Stub Zone', display_name: 'Stub Zone' }],
    module: [moduleEntry],
    'react-landing-page': { fixed_newsletter_title: 'Stub news', fixed_newsletter_sub_title: 'Weekly', fixed_footer_description: 'A stub marketplace.' },
    'items/discounted': { total_size: 1, limit: 10, offset: 1, products: [item(origin, 1, 'Stub Falafel Wrap')] },
    'items/most-reviewed': { total_size: 1, limit: 10, offset: 1, products: [item(origin, 2, { en: 'Broken Shawarma' })] },
    'stores/latest': { total_size: 1, limit: 10, offset: 1, stores: [store(origin)] },
  };
}

/** Starts the stub on `port` (0: any free port). */
export async function startStubBackend(port: number): Promise<StubBackend> {
  let origin = '';
  let body: Record<string, unknown> = {};
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', origin).pathname.replace(/^\/api\/v1\//, '');
    requests.push(path);
    const answer = body[path];
    res.setHeader('Content-Type', 'application/json');
    if (answer === undefined) {
      res.statusCode = 404;
      res.end(JSON.stringify({ errors: [{ code: 'not_found', message: 'Not found.' }] }));
      return;
    }
    res.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  body = answers(origin);
  return { origin, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
