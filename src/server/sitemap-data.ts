import { getBasicCampaigns } from '@/api/campaigns';
import { getBrands } from '@/api/brands';
import { getCategories } from '@/api/categories';
import type { Category, Item, Page, Store } from '@/api/catalogue-types';
import type { ApiScope } from '@/api/http';
import { scopeHeaders, type Http } from '@/api/http';
import { pageFrom } from '@/api/lists';
import { getModules } from '@/api/modules';
import { getStores } from '@/api/stores';
import { getZones } from '@/api/zones';
import { campaignHref, categoryHref, productHref, storeHref } from '@/lib/links';
import { AxiosError } from 'axios';
import { log } from '@/observe/log';
import type { SitemapEntry } from './sitemap';
import { createServerHttp } from './transport';

const PAGE = 100;
/** A safety stop for runaway paging against an external backend (said in the log when reached). */
const MAX_PAGES = 2000;

/** The site's own calls, as a visitor without cookies makes them. */
const visitor = (): Http => createServerHttp({ cookies: {}, secure: false });

async function allPages<T>(what: string, fetchPage: (offset: number) => Promise<Page<T>>): Promise<T[]> {
  const out: T[] = [];
  for (let offset = 1; offset <= MAX_PAGES; offset += 1) {
    const page = await fetchPage(offset);
    out.push(...page.items);
    if (page.items.length < PAGE || out.length >= page.total) return out;
  }
  log().warn({ list: what, pages: MAX_PAGES, page_size: PAGE }, 'sitemap: a list stopped at its safety limit; the rest is not listed');
  return out;
}

/** The embedded API's parts of stores and items (services/sitemap.ts there). */
export interface SitemapPlan {
  partSize: number;
  parts: { stores: number; items: number };
  /** At least as many as the rows of each kind. */
  highestIds: { stores: number; items: number };
}

/** The plan of parts, or null from a backend without Souk's sitemap calls (an external 6amMart backend). */
export async function sitemapPlan(http: Http = visitor()): Promise<SitemapPlan | null> {
  try {
    type Kinds = { stores: number; items: number };
    const { data } = await http.get<{ part_size: number; parts: Kinds; highest_ids: Kinds }>('souk/sitemap');
    return { partSize: data.part_size, parts: { ...data.parts }, highestIds: { ...data.highest_ids } };
  } catch (error) {
    if (error instanceof AxiosError && error.response?.status === 404) return null;
    throw error;
  }
}

/** One part of stores or items: a range of ids, read in one query by the embedded API. */
export async function partEntries(kind: 'stores' | 'items', part: number, http: Http = visitor()): Promise<SitemapEntry[]> {
  const { data } = await http.get<{ entries: { id: number; slug: string; updated_at: string | null }[] }>(`souk/sitemap/${kind}/${part}`);
  const href = kind === 'stores' ? storeHref : productHref;
  return data.entries.map((e) => ({ path: href(e), lastmod: e.updated_at }));
}

async function moduleItems(http: Http, scope: ApiScope, offset: number): Promise<Page<Item>> {
  const { data } = await http.get<unknown>('items/latest', { params: { limit: PAGE, offset, type: 'all' }, headers: scopeHeaders(scope) });
  return pageFrom<Item>(data, 'products', 'items');
}

function stamp(entity: { updated_at?: string | null; created_at?: string | null }): string | null {
  return entity.updated_at ?? entity.created_at ?? null;
}

function flatten(categories: Category[]): Category[] {
  return categories.flatMap((c) => [c, ...(c.childes ?? [])]);
}

/**
 * The sitemap's pages besides stores and products: the fixed catalogue pages, each module home,
 * and every category, running campaign and brand, across all zones, as a visitor without
 * cookies sees them (a few calls, whatever the catalogue's size).
 */
export async function pageEntries(http: Http = visitor()): Promise<SitemapEntry[]> {
  return (await collect(http, false)).entries;
}

/**
 * Every page a search engine should know, with every store and product collected through the
 * contract's lists: the sitemap with an external backend, which has no sitemap calls of its own.
 */
export async function collectSitemap(http: Http = visitor()): Promise<SitemapEntry[]> {
  return (await collect(http, true)).entries;
}

async function collect(http: Http, withCatalogue: boolean): Promise<{ entries: SitemapEntry[] }> {
  const lang = 'en' as const;
  const zoneIds = (await getZones(http, { lang })).map((z) => z.id);
  const modules = await getModules(http, { lang, zoneIds: null });
  const shops = modules.filter((m) => m.module_type !== 'parcel');
  const scopeFor = (moduleId: number | null): ApiScope => ({ lang, zoneIds, moduleId });

  const [categories, brands, perModule] = await Promise.all([
    getCategories(http, scopeFor(null)),
    getBrands(http, scopeFor(null)),
    Promise.all(
      shops.map(async (m) => {
        const scope = scopeFor(m.id);
        const [stores, items, campaigns] = await Promise.all([
          withCatalogue ? allPages<Store>(`${m.module_type} stores`, (offset) => getStores(http, scope, { deliveryType: 'all', filter: 'all', limit: PAGE, offset })) : [],
          withCatalogue ? allPages<Item>(`${m.module_type} items`, (offset) => moduleItems(http, scope, offset)) : [],
          getBasicCampaigns(http, scope).catch(() => []),
        ]);
        return { stores, items, campaigns };
      }),
    ),
  ]);

  const entries: SitemapEntry[] = [
    { path: '/' },
    ...modules.map((m) => ({ path: `/home?module_id=${m.id}` })),
    { path: '/categories' },
    { path: '/all-brands' },
    { path: '/flash-sales' },
    { path: '/store/popular' },
    { path: '/store/latest' },
    { path: '/store/top-offer-nearby' },
  ];
  const seen = new Set(entries.map((e) => e.path));
  const add = (path: string, lastmod: string | null) => {
    if (seen.has(path)) return;
    seen.add(path);
    entries.push({ path, lastmod });
  };
  for (const { stores } of perModule) for (const store of stores) add(storeHref(store), stamp(store));
  for (const { items } of perModule) for (const item of items) add(productHref(item), stamp(item));
  for (const category of flatten(categories)) add(categoryHref(category), stamp(category));
  for (const { campaigns } of perModule) for (const campaign of campaigns) add(campaignHref(campaign), stamp(campaign));
  for (const brand of brands) add(`/home?brand_id=${brand.id}&data_type=brand${brand.module_id ? `&module_id=${brand.module_id}` : ''}`, stamp(brand));
  return { entries };
}

const TTL_MS = 10 * 60_000;
let cached: { expires: number; value: Promise<SitemapEntry[]> } | null = null;

/** With an external backend, the sitemap's pages, kept for ten minutes: an index and its parts are read together. */
export function sitemapEntries(): Promise<SitemapEntry[]> {
  const now = Date.now();
  if (cached && cached.expires > now) return cached.value;
  const value = collectSitemap();
  value.catch(() => {
    cached = null;
  });
  cached = { expires: now + TTL_MS, value };
  return value;
}
