import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiScope } from '@/lib/session-context';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';

type Scope = Pick<ApiScope, 'lang'>;

/** The policy and info pages the contract serves, by path below /api/v1. */
export const POLICY_PATHS = {
  'about-us': 'about-us',
  'terms-and-conditions': 'terms-and-conditions',
  'privacy-policy': 'privacy-policy',
  'refund-policy': 'refund-policy',
  'shipping-policy': 'shipping-policy',
  'cancellation-policy': 'cancelation',
} as const;

export type PolicyPage = keyof typeof POLICY_PATHS;

/** A policy page as the storefront reads it: the backend's HTML and, when it sends one, its title. */
export interface PolicyContent {
  title: string | null;
  html: string;
  updatedAt: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/**
 * 6amMart-compatible backends answer a policy page either as the bare HTML string or as an
 * object carrying it in `value` (newer versions) or `content`, sometimes with a `title`.
 */
export function toPolicyContent(data: unknown): PolicyContent {
  if (typeof data === 'string') return { title: null, html: data, updatedAt: null };
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    const html = text(record.value) ?? text(record.content) ?? text(record.page_content) ?? '';
    return { title: text(record.title), html, updatedAt: text(record.updated_at) };
  }
  return { title: null, html: '', updatedAt: null };
}

export async function getPolicyPage(http: Http, scope: Scope, page: PolicyPage): Promise<PolicyContent> {
  const { data } = await http.get<unknown>(POLICY_PATHS[page], { headers: scopeHeaders(scope) });
  return toPolicyContent(data);
}

export interface AppDownloadLinks {
  playstore_url?: string | null;
  playstore_url_status?: number | string | null;
  apple_store_url?: string | null;
  apple_store_url_status?: number | string | null;
}

/** The landing data fields the frame reads (the catalogue reads more of the same answer). */
export interface LandingData {
  fixed_newsletter_title?: string | null;
  fixed_newsletter_sub_title?: string | null;
  fixed_footer_description?: string | null;
  download_user_app_links?: AppDownloadLinks | null;
  [field: string]: unknown;
}

export async function getLandingData(http: Http, scope: Scope): Promise<LandingData> {
  const { data } = await http.get<LandingData>('react-landing-page', { headers: scopeHeaders(scope) });
  return data && typeof data === 'object' ? data : {};
}

export const landingQuery = (scope: Scope) =>
  queryOptions({
    queryKey: ['landing', { lang: scope.lang }] as const,
    queryFn: ({ client }) => getLandingData(httpFor(client), scope),
    staleTime: 5 * 60_000,
  });

export function useLandingData() {
  const { lang } = useApiScope();
  return useQuery(landingQuery({ lang }));
}

/** What the frame's footer reads of the landing data (every page carries it in its HTML; the landing page the whole). */
const FOOTER_FIELDS = ['fixed_newsletter_title', 'fixed_newsletter_sub_title', 'fixed_footer_description', 'download_user_app_links'] as const;

export const footerLandingQuery = (scope: Scope) =>
  queryOptions({
    queryKey: ['landing', 'footer', { lang: scope.lang }] as const,
    queryFn: async ({ client }): Promise<LandingData> => {
      const all = await getLandingData(httpFor(client), scope);
      return Object.fromEntries(FOOTER_FIELDS.filter((field) => all[field] !== undefined).map((field) => [field, all[field]])) as LandingData;
    },
    staleTime: 5 * 60_000,
  });

export function useFooterLanding() {
  const { lang } = useApiScope();
  return useQuery(footerLandingQuery({ lang }));
}

export async function subscribeNewsletter(http: Http, scope: Scope, email: string): Promise<{ message?: string }> {
  const { data } = await http.post<{ message?: string }>('newsletter/subscribe', { email }, { headers: scopeHeaders(scope) });
  return data ?? {};
}

/** Subscribing shows its own messages, so failures are not also reported by the global error toasts. */
export function useNewsletterSubscribe() {
  const { lang } = useApiScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => subscribeNewsletter(httpFor(client), { lang }, email),
    meta: { silent: true },
  });
}
