import type { GetServerSideProps } from 'next';
import { whyChooseQuery } from '@/api/banners';
import { getPolicyPage, type PolicyPage } from '@/api/content';
import type { ApiScope } from '@/api/http';
import { modulesQuery } from '@/api/modules';
import { parcelCategoriesQuery } from '@/api/parcel';
import type { Language } from '@/lib/session';
import type { SeoMeta } from '@/components/Seo';
import { listZoneIds } from '@/server/catalogue-scope';
import { serverPage, type PageBaseProps } from '@/server/page';
import { buildSeo } from '@/server/seo';
import layoutAr from '../../../public/locales/ar/layout.json';
import { POLICY_TITLES } from './policy-title';
import { sanitizePolicyHtml, withoutRepeatedTitle } from './sanitize';

const ARABIC: Record<string, string | undefined> = layoutAr;

/** A frame string in the page's language, for metadata built on the server. */
export function frameText(key: string, language: Language): string {
  return language === 'ar' ? (ARABIC[key] ?? key) : key;
}

export interface PolicyPageProps {
  title: string;
  /** Sanitised on the server; safe to render as HTML. */
  html: string;
  /** The last change, already formatted on the server (so the browser renders the same text). */
  updated: string | null;
  seo: SeoMeta;
}

export function formatUpdated(iso: string | null, language: Language): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-AE' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * getServerSideProps of a policy page: the page from the API, its HTML sanitised here (the
 * sanitiser never ships to the browser), and its metadata. The raw HTML is not put in the
 * page's query cache, so only the clean version reaches the browser.
 */
export function policyServerProps(page: PolicyPage): GetServerSideProps<PolicyPageProps & PageBaseProps> {
  return serverPage<PolicyPageProps>(
    async (ctx) => {
      const content = await getPolicyPage(ctx.http, { lang: ctx.locale }, page);
      const title = content.title ?? frameText(POLICY_TITLES[page], ctx.locale);
      const html = withoutRepeatedTitle(sanitizePolicyHtml(content.html), title);
      const seo = await buildSeo(ctx, { title, description: html, path: `/${page}`, ogType: 'article' });
      return { props: { title, html, updated: formatUpdated(content.updatedAt, ctx.locale), seo } };
    },
    { cache: 'public' },
  );
}

export interface InfoPageProps {
  seo: SeoMeta;
}

/** getServerSideProps of /help-and-support: contact details come from config (prefetched for the frame). */
export const helpServerProps: GetServerSideProps<InfoPageProps & PageBaseProps> = serverPage<InfoPageProps>(
  async (ctx) => {
    const title = frameText('Help & Support', ctx.locale);
    const description = frameText('We are here to help with orders, payments and deliveries.', ctx.locale);
    return { props: { seo: await buildSeo(ctx, { title, description, path: '/help-and-support' }) } };
  },
  { cache: 'public' },
);

export interface ParcelInfoProps {
  seo: SeoMeta;
  /** The scope the page's lists were fetched in (the browser reads the same queries). */
  scope: ApiScope;
  parcelModuleId: number;
}

/**
 * getServerSideProps of /parcel-delivery-info: the parcel module's categories and reasons to
 * choose it, for the shopper's zone or, for a visitor without one, the default location's.
 */
export const parcelInfoServerProps: GetServerSideProps<ParcelInfoProps & PageBaseProps> = serverPage<ParcelInfoProps>(
  async (ctx) => {
    const modules = await ctx.queryClient.fetchQuery(modulesQuery({ lang: ctx.locale, zoneIds: null }));
    const parcel = modules.find((module) => module.module_type === 'parcel');
    if (!parcel) return { notFound: true };
    const scope: ApiScope = { lang: ctx.locale, zoneIds: await listZoneIds(ctx), moduleId: parcel.id };
    const title = frameText('Parcel delivery', ctx.locale);
    const description = frameText('Send documents, gifts and packages across the city, picked up from your door.', ctx.locale);
    const [seo] = await Promise.all([
      buildSeo(ctx, { title, description, path: '/parcel-delivery-info' }),
      ctx.queryClient.prefetchQuery(parcelCategoriesQuery(scope)),
      ctx.queryClient.prefetchQuery(whyChooseQuery(scope)),
    ]);
    return { props: { seo, scope, parcelModuleId: parcel.id } };
  },
  { cache: 'public' },
);
