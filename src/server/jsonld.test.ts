/**
 * @jest-environment node
 */
import type { Item, Store } from '@/api/catalogue-types';
import { jsonForScript } from '@/lib/text';
import { breadcrumbJsonLd, openingHours, productJsonLd, storeJsonLd, storeSchemaType, websiteJsonLd } from './jsonld';

const item: Item = {
  id: 7,
  slug: 'karak-chai',
  name: 'Karak </script><script>alert(1)</script> Chai',
  description: '<p>Strong tea</p>',
  image_full_url: '/media/items/karak.webp',
  images_full_url: ['/media/items/karak.webp', '/media/items/karak-2.webp'],
  price: 10,
  discount: 10,
  discount_type: 'percent',
  store_id: 3,
  avg_rating: 4.26,
  rating_count: 31,
  category_ids: [{ id: 1, name: 'Beverages' }],
};

describe('product JSON-LD', () => {
  it('carries the offer at the discounted price, availability and the rating', () => {
    const ld = productJsonLd({ item, origin: 'https://souk.ae', url: 'https://souk.ae/product/karak-chai', currency: 'AED', storeName: 'Chai House', inStock: true });
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: '7',
      description: 'Strong tea',
      image: ['https://souk.ae/media/items/karak.webp', 'https://souk.ae/media/items/karak-2.webp'],
      offers: { '@type': 'Offer', price: '9.00', priceCurrency: 'AED', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.26, reviewCount: 31 },
    });
  });

  it('uses an AggregateOffer for a price range and leaves out an empty rating', () => {
    const ld = productJsonLd({
      item: { ...item, discount: 0, avg_rating: 0, rating_count: 0, variations: [{ type: 'S', price: 8 }, { type: 'L', price: 14 }] },
      origin: 'https://souk.ae',
      url: null,
      currency: 'AED',
      inStock: false,
    });
    expect(ld.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '8.00', highPrice: '14.00', availability: 'https://schema.org/OutOfStock' });
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('survives a name that tries to close the script when inlined', () => {
    const html = jsonForScript(productJsonLd({ item, origin: null, url: null, currency: 'AED', inStock: true }));
    expect(html).not.toContain('</script>');
    expect(JSON.parse(html).name).toBe(item.name);
  });
});

describe('store JSON-LD', () => {
  const store: Store = {
    id: 3,
    name: 'Al Mallah',
    address: 'Al Satwa Road, Dubai',
    latitude: '25.2285',
    longitude: '55.277',
    avg_rating: 4.6,
    rating_count: 120,
    logo_full_url: '/media/stores/mallah-logo.webp',
    schedules: [
      { day: 0, opening_time: '10:00:00', closing_time: '23:30:00' },
      { day: 5, opening_time: '13:00:00', closing_time: '23:59:00' },
    ],
  };

  it('picks the most specific type by module', () => {
    expect(storeSchemaType('food')).toBe('Restaurant');
    expect(storeSchemaType('grocery')).toBe('GroceryStore');
    expect(storeSchemaType('pharmacy')).toBe('Pharmacy');
    expect(storeSchemaType('ecommerce')).toBe('Store');
  });

  it('has address, geo, hours and rating', () => {
    const ld = storeJsonLd({ store, moduleType: 'food', origin: 'https://souk.ae', url: 'https://souk.ae/store/al-mallah', country: 'AE' });
    expect(ld).toMatchObject({
      '@type': 'Restaurant',
      address: { '@type': 'PostalAddress', streetAddress: 'Al Satwa Road, Dubai', addressCountry: 'AE' },
      geo: { latitude: 25.2285, longitude: 55.277 },
      logo: 'https://souk.ae/media/stores/mallah-logo.webp',
      aggregateRating: { ratingValue: 4.6, reviewCount: 120 },
    });
  });

  it('turns the weekly schedule into opening hours', () => {
    expect(openingHours(store)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Sunday', opens: '10:00', closes: '23:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '13:00', closes: '23:59' },
    ]);
  });
});

describe('breadcrumbs and the site', () => {
  it('numbers breadcrumb positions from 1', () => {
    const ld = breadcrumbJsonLd([
      { name: 'Home', url: 'https://souk.ae/' },
      { name: 'Karak Chai', url: 'https://souk.ae/product/karak-chai' },
    ]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://souk.ae/' },
      { '@type': 'ListItem', position: 2, name: 'Karak Chai', item: 'https://souk.ae/product/karak-chai' },
    ]);
  });

  it('offers a search action on the website', () => {
    const ld = websiteJsonLd({ name: 'Souk', origin: 'https://souk.ae', searchUrlTemplate: 'https://souk.ae/home?data_type=searched&search={search_term_string}' });
    expect(ld.potentialAction).toMatchObject({ '@type': 'SearchAction', 'query-input': 'required name=search_term_string' });
  });
});
