import type { IncomingMessage } from 'node:http';
import type { Thing, WithContext } from 'schema-dts';
import { configQuery } from '@/api/config';
import type { SeoMeta } from '@/lib/seo-meta';
import { isSecureRequest } from '@/gateway/http';
import type { Language } from '@/lib/session';
import { metaDescription } from '@/lib/text';
import type { ServerPageContext } from './page';
import { env } from '@/lib/env';

export type { SeoMeta } from '@/lib/seo-meta';

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function firstValue(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw?.split(',')[0]?.trim() || undefined;
}

/** SITE_URL when it is a real http(s) URL; null otherwise. */
export function configuredOrigin(value = env('SITE_URL')): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The absolute origin for canonical URLs, Open Graph and the sitemap: SITE_URL when set,
 * else the host the request came to (x-forwarded-host behind a proxy) and its protocol.
 * Never a placeholder: null when there is no trustworthy host at all.
 */
export function siteOrigin(req: IncomingMessage): string | null {
  const configured = configuredOrigin();
  if (configured) return configured;
  const host = firstValue(req.headers['x-forwarded-host']) ?? firstValue(req.headers.host);
  if (!host || !HOST.test(host)) return null;
  return `${isSecureRequest(req) ? 'https' : 'http'}://${host.toLowerCase()}`;
}

/** An absolute URL from a root-relative path (the API gives `/media/...`) or an absolute one. */
export function absoluteUrl(origin: string | null, value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (!origin || !value.startsWith('/') || value.startsWith('//')) return null;
  return `${origin}${value}`;
}

/** The URL of a path in a language: English unprefixed, Arabic under /ar. */
export function localizedUrl(origin: string, path: string, language: Language): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (language === 'en') return `${origin}${clean}`;
  return `${origin}/ar${clean === '/' ? '' : clean}`;
}

export interface SeoInput {
  /** The page's own title; the brand is added by the template. */
  title: string;
  description?: string | null;
  /** The page's path without the language prefix, and without session-only query parameters. */
  path: string;
  image?: string | null;
  imageAlt?: string;
  ogType?: SeoMeta['ogType'];
  noindex?: boolean;
  jsonLd?: WithContext<Thing>[];
  /** `Business | Page` instead of `Page | Business` (the landing page). */
  brandFirst?: boolean;
}

export interface SiteInfo {
  name: string;
  logo: string | null;
}

/** The business name and logo from config (already fetched for the frame; deduplicated). */
export async function siteInfo(ctx: ServerPageContext): Promise<SiteInfo> {
  const config = await ctx.queryClient.fetchQuery(configQuery({ lang: ctx.locale }));
  return { name: config.business_name || 'Souk', logo: config.logo_full_url ?? null };
}

/** The title template: `Page | Business` (or `Business | Page`), or the business name alone. */
export function pageTitle(title: string, business: string, brandFirst = false): string {
  const own = title.trim();
  if (!own || own === business) return business;
  return brandFirst ? `${business} | ${own}` : `${own} | ${business}`;
}

/** Pure part of the builder, for tests and for callers that already know the site. */
export function composeSeo(origin: string | null, locale: Language, site: SiteInfo, input: SeoInput): SeoMeta {
  const canonical = origin ? localizedUrl(origin, input.path, locale) : null;
  const alternates = origin
    ? [
        { hrefLang: 'en', href: localizedUrl(origin, input.path, 'en') },
        { hrefLang: 'ar', href: localizedUrl(origin, input.path, 'ar') },
        { hrefLang: 'x-default', href: localizedUrl(origin, input.path, 'en') },
      ]
    : [];
  const title = pageTitle(input.title, site.name, input.brandFirst);
  return {
    title,
    description: metaDescription(input.description || input.title || site.name),
    canonical,
    alternates,
    image: absoluteUrl(origin, input.image) ?? absoluteUrl(origin, site.logo),
    imageAlt: input.imageAlt ?? input.title ?? site.name,
    ogType: input.ogType ?? 'website',
    siteName: site.name,
    locale: locale === 'ar' ? 'ar_AE' : 'en_US',
    alternateLocale: locale === 'ar' ? 'en_US' : 'ar_AE',
    noindex: input.noindex ?? false,
    jsonLd: input.jsonLd ?? [],
  };
}

/**
 * The one metadata builder for every page: call it in the page's load (getServerSideProps
 * through serverPage) and pass the result to `<Seo meta={...} />`.
 */
export async function buildSeo(ctx: ServerPageContext, input: SeoInput): Promise<SeoMeta> {
  return composeSeo(siteOrigin(ctx.gssp.req), ctx.locale, await siteInfo(ctx), input);
}
