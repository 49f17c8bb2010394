import type {
  AggregateRating,
  BreadcrumbList,
  DayOfWeek,
  GroceryStore,
  ItemAvailability,
  OpeningHoursSpecification,
  Organization,
  Pharmacy,
  Product,
  Restaurant,
  SearchAction,
  Store as StoreThing,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import type { Item, Store } from '@/api/catalogue-types';
import { priceDisplay } from '@/lib/discount';
import { stripHtml } from '@/lib/text';
import { absoluteUrl } from './seo';

/**
 * JSON-LD for the catalogue, typed with schema-dts. Values come from the API as they are;
 * `<Seo>` escapes them when it inlines the script.
 */

function aggregateRating(avg: number | null | undefined, count: number | null | undefined): AggregateRating | undefined {
  const value = Number(avg);
  const reviews = Number(count);
  if (!Number.isFinite(value) || value <= 0 || !Number.isFinite(reviews) || reviews <= 0) return undefined;
  return { '@type': 'AggregateRating', ratingValue: Number(value.toFixed(2)), reviewCount: reviews, bestRating: 5, worstRating: 1 };
}

function images(origin: string | null, list: (string | null | undefined)[]): string[] {
  return [...new Set(list.map((src) => absoluteUrl(origin, src)).filter((src): src is string => Boolean(src)))];
}

export interface ProductLdInput {
  item: Item;
  origin: string | null;
  url: string | null;
  currency: string;
  storeName?: string | null;
  /** Whether the shopper can order it now (stock, availability). */
  inStock: boolean;
}

export function productJsonLd({ item, origin, url, currency, storeName, inStock }: ProductLdInput): WithContext<Product> {
  const price = priceDisplay(item);
  const availability: ItemAvailability = inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  const offer = {
    '@type': 'Offer' as const,
    priceCurrency: currency,
    price: price.min.toFixed(2),
    availability,
    ...(url ? { url } : {}),
    ...(storeName ? { seller: { '@type': 'Organization' as const, name: storeName } } : {}),
  };
  const offers =
    price.min === price.max
      ? offer
      : {
          '@type': 'AggregateOffer' as const,
          priceCurrency: currency,
          lowPrice: price.min.toFixed(2),
          highPrice: price.max.toFixed(2),
          offerCount: item.variations?.length ?? 1,
          availability,
        };
  const rating = aggregateRating(item.avg_rating, item.rating_count);
  const category = item.category_ids?.map((c) => c.name).filter(Boolean).join(' > ');
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    ...(item.description ? { description: stripHtml(item.description) } : {}),
    image: images(origin, [item.image_full_url, ...(item.images_full_url ?? [])]),
    sku: String(item.id),
    ...(url ? { url } : {}),
    ...(category ? { category } : {}),
    offers,
    ...(rating ? { aggregateRating: rating } : {}),
  };
}

const DAYS: DayOfWeek[] = [
  'https://schema.org/Sunday',
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
];

function hhmm(value: string): string {
  return value.slice(0, 5);
}

/** Opening hours from the store's weekly schedule (day 0 is Sunday, as the API sends it). */
export function openingHours(store: Pick<Store, 'schedules'>): OpeningHoursSpecification[] {
  return (store.schedules ?? [])
    .filter((s) => Number.isInteger(s.day) && s.day >= 0 && s.day <= 6 && s.opening_time && s.closing_time)
    .map((s) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: DAYS[s.day] as DayOfWeek,
      opens: hhmm(s.opening_time),
      closes: hhmm(s.closing_time),
    }));
}

export type StoreLd = WithContext<Restaurant | GroceryStore | Pharmacy | StoreThing>;

/** The most specific schema.org type for a store of a module. */
export function storeSchemaType(moduleType: string | null | undefined): 'Restaurant' | 'GroceryStore' | 'Pharmacy' | 'Store' {
  if (moduleType === 'food') return 'Restaurant';
  if (moduleType === 'grocery') return 'GroceryStore';
  if (moduleType === 'pharmacy') return 'Pharmacy';
  return 'Store';
}

export interface StoreLdInput {
  store: Store;
  moduleType: string | null | undefined;
  origin: string | null;
  url: string | null;
  country?: string | null;
}

export function storeJsonLd({ store, moduleType, origin, url, country }: StoreLdInput): StoreLd {
  const lat = Number(store.latitude);
  const lng = Number(store.longitude);
  const rating = aggregateRating(store.avg_rating, store.rating_count);
  const hours = openingHours(store);
  const image = images(origin, [store.cover_photo_full_url, store.logo_full_url]);
  const base = {
    '@context': 'https://schema.org' as const,
    name: store.name,
    ...(url ? { url, '@id': url } : {}),
    ...(image.length ? { image } : {}),
    ...(absoluteUrl(origin, store.logo_full_url) ? { logo: absoluteUrl(origin, store.logo_full_url) as string } : {}),
    ...(store.phone ? { telephone: store.phone } : {}),
    ...(store.address
      ? {
          address: {
            '@type': 'PostalAddress' as const,
            streetAddress: store.address,
            ...(country ? { addressCountry: country } : {}),
          },
        }
      : {}),
    ...(Number.isFinite(lat) && Number.isFinite(lng) && (lat !== 0 || lng !== 0)
      ? { geo: { '@type': 'GeoCoordinates' as const, latitude: lat, longitude: lng } }
      : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(rating ? { aggregateRating: rating } : {}),
  };
  const type = storeSchemaType(moduleType);
  if (type === 'Restaurant') return { ...base, '@type': 'Restaurant' };
  if (type === 'GroceryStore') return { ...base, '@type': 'GroceryStore' };
  if (type === 'Pharmacy') return { ...base, '@type': 'Pharmacy' };
  return { ...base, '@type': 'Store' };
}

export interface Crumb {
  name: string;
  /** Absolute URL of the crumb. */
  url: string | null;
}

export function breadcrumbJsonLd(crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}

export function organizationJsonLd(input: { name: string; origin: string; logo: string | null; sameAs: string[] }): WithContext<Organization> {
  const logo = absoluteUrl(input.origin, input.logo);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    url: `${input.origin}/`,
    ...(logo ? { logo } : {}),
    ...(input.sameAs.length ? { sameAs: input.sameAs } : {}),
  };
}

/** WebSite with a SearchAction, so a search engine can offer the marketplace's own search. */
export function websiteJsonLd(input: { name: string; origin: string; searchUrlTemplate: string }): WithContext<WebSite> {
  const action: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: input.searchUrlTemplate },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: input.name,
    url: `${input.origin}/`,
    potentialAction: action,
  };
}
