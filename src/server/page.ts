import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult, Redirect } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';
import { configQuery } from '@/api/config';
import { footerLandingQuery } from '@/api/content';
import { cartListQuery, customerInfoQuery } from '@/api/customer';
import { bindHttp, type ApiScope } from '@/api/http';
import { modulesQuery } from '@/api/modules';
import { publicOrigin } from '@/gateway/absolute-urls';
import { isSecureRequest } from '@/gateway/http';
import { RETRY_AFTER_SECONDS } from '@/gateway';
import { makeQueryClient } from '@/api/query-client';
import { compactState, type CompactState } from '@/lib/compact-state';
import { COOKIE, parseLanguage, sessionFromCookies, type Language, type Session } from '@/lib/session';
import { SHARED_BY_HEADER, sharedRenderOf } from '@/lib/shared-render';
import { log } from '@/observe/log';
import { inSpan } from '@/observe/trace';
import { classifyFailure } from './status';
import { pageTranslations } from './translations';
import { createServerHttp } from './transport';

export interface PageFailure {
  status: 500 | 503;
  retryAfter?: number;
}

/** Props every server-rendered page receives (read by _app). */
export interface PageBaseProps {
  session: Session;
  /** The queries the server fetched, compactly (src/lib/compact-state.ts; _app expands them for TanStack). */
  dehydratedState: CompactState;
  failure?: PageFailure;
  /**
   * Rendered once for every shopper of the same scope (src/lib/shared-render.ts): the session
   * holds no guest id and no address, and the browser adds the shopper's own parts after the paint.
   */
  shared?: true;
}

export interface ServerPageContext<Q extends ParsedUrlQuery = ParsedUrlQuery> {
  gssp: GetServerSidePropsContext<Q>;
  /**
   * The session from cookies, sent with the page as the frame's starting point. A page may
   * adjust it for what it shows (the module a /home link names), so the frame renders that
   * on the server instead of changing right after hydration.
   */
  session: Session;
  locale: Language;
  /** Scope from the shopper's cookies; a page may widen it (a crawler has none). */
  scope: ApiScope;
  queryClient: QueryClient;
  http: AxiosInstance;
  /** What this page's shared render depends on beyond the scope; a load may narrow or widen it (the home's 'visit again'). */
  sharing: Sharing;
}

/** Beyond the scope (language, zone, module, theme, located, signed in), a shared render depends on: */
export interface Sharing {
  /** the delivery point itself (distances to stores) */
  point: boolean;
  /** the signed-in account's own data */
  account: boolean;
}

export type PageLoadResult<P> = { props: P } | { notFound: true } | { redirect: Redirect };

/** Translation namespaces of the frame around every page. */
export const FRAME_NAMESPACES = ['common', 'layout', 'location', 'search', 'cart'];

export interface ServerPageOptions {
  /** Namespaces of the page itself, beside the frame's. */
  namespaces?: string[] | ((query: ParsedUrlQuery) => string[]);
  /** 'public' pages may be kept by shared caches when the request carries no session cookies. */
  cache?: 'public' | 'private';
  /**
   * For 'public' pages: what their render depends on beyond the shopper's scope, so the shared
   * page cache can render them once for many shoppers (src/http/shopper-scope.ts). Default
   * both, the safest.
   */
  sharedBy?: Partial<Sharing>;
}

/** The delivery point of a shared render that does not depend on it: only "a point is chosen"; the browser puts the shopper's own in. */
const UNDISCLOSED_POINT = { lat: 0, lng: 0, address: '' };

function sharedByValue(sharing: Sharing): string {
  return [sharing.point ? 'point' : '', sharing.account ? 'account' : ''].filter(Boolean).join(', ') || 'scope';
}

// cookies that change what the page holds (the guest id travels in the page props)
const SESSION_COOKIES = [COOKIE.token, COOKIE.zone, COOKIE.module, COOKIE.location, COOKIE.signedIn, COOKIE.theme, COOKIE.guest];

/**
 * Shared caches keep a public page a minute, serve it stale for five more while one request
 * renders it again, and for an hour serve the stale copy when a new render fails (stale-if-error:
 * the database unreachable), rather than the failure.
 */
export const PUBLIC_CACHE = 'public, s-maxage=60, stale-while-revalidate=300, stale-if-error=3600';

function cacheControl(ctx: GetServerSidePropsContext, mode: ServerPageOptions['cache']): string {
  const personal = SESSION_COOKIES.some((name) => ctx.req.cookies[name]);
  return mode === 'public' && !personal ? PUBLIC_CACHE : 'private, no-cache';
}

/**
 * getServerSideProps for every page: the request context from cookies, a QueryClient for
 * this request bound to the in-process gateway, the page's parallel prefetch, the shared
 * frame's data (config, modules), translations, dehydration and the status mapping.
 */
export function serverPage<P extends object, Q extends ParsedUrlQuery = ParsedUrlQuery>(
  load: (ctx: ServerPageContext<Q>) => Promise<PageLoadResult<P>>,
  options: ServerPageOptions = {},
): GetServerSideProps<P & PageBaseProps, Q> {
  return async (gssp): Promise<GetServerSidePropsResult<P & PageBaseProps>> => {
    const locale = parseLanguage(gssp.locale);
    const sharedRender = sharedRenderOf(gssp.req);
    const session = sessionFromCookies(gssp.req.cookies, locale);
    if (sharedRender === 'located' && !session.location) session.location = { ...UNDISCLOSED_POINT };
    const setCookies: string[] = [];
    const secure = isSecureRequest(gssp.req);
    const http = createServerHttp({
      cookies: gssp.req.cookies,
      secure,
      origin: publicOrigin({ headers: gssp.req.headers, secure }),
      onCookies: (cookies) => setCookies.push(...cookies),
      requestId: typeof gssp.req.headers['x-request-id'] === 'string' ? gssp.req.headers['x-request-id'] : undefined,
    });
    const queryClient = makeQueryClient();
    bindHttp(queryClient, http);
    const scope: ApiScope = { lang: locale, zoneIds: session.zoneIds, moduleId: session.moduleId };
    const sharing: Sharing = { point: options.sharedBy?.point ?? true, account: options.sharedBy?.account ?? true };
    const ctx: ServerPageContext<Q> = { gssp, session, locale, scope, queryClient, http, sharing };
    // a shared render has no account or guest to ask about: the browser asks after the paint
    const personal = !sharedRender;
    const own = typeof options.namespaces === 'function' ? options.namespaces(gssp.query) : (options.namespaces ?? []);
    const translations = pageTranslations(locale, [...FRAME_NAMESPACES, ...own]);

    let result: PageLoadResult<P> | undefined;
    let failure: PageFailure | undefined;
    try {
      // the page's data, in a span of its own when tracing is on (src/observe/trace.ts)
      const [, loaded] = await inSpan('page data', { 'souk.shared_render': sharedRender || 'none' }, () =>
        Promise.all([
          queryClient.fetchQuery(configQuery({ lang: locale })),
          load(ctx),
          queryClient.prefetchQuery(modulesQuery({ lang: locale, zoneIds: session.zoneIds })),
          // the frame's footer (newsletter band) and, for a signed-in shopper, the header's avatar and first name
          queryClient.prefetchQuery(footerLandingQuery({ lang: locale })),
          personal && session.signedIn ? queryClient.prefetchQuery(customerInfoQuery({ lang: locale })) : undefined,
          // the header's cart count, right in the server's HTML
          personal && (session.signedIn || session.guestId) ? queryClient.prefetchQuery(cartListQuery(scope, { signedIn: session.signedIn, guestId: session.guestId })) : undefined,
        ]),
      );
      result = loaded;
    } catch (error) {
      const kind = classifyFailure(error);
      if (kind === 'not-found') result = { notFound: true };
      else {
        if (kind === 'error') log().error({ request_id: gssp.req.headers['x-request-id'], err: error }, 'page: its data could not be loaded');
        failure = kind === 'unavailable' ? { status: 503, retryAfter: RETRY_AFTER_SECONDS } : { status: 500 };
      }
    }

    if (setCookies.length) gssp.res.setHeader('Set-Cookie', setCookies);
    gssp.res.setHeader('Vary', 'Cookie');
    if (result && 'redirect' in result) return result;
    if (result && 'notFound' in result) {
      gssp.res.setHeader('Cache-Control', 'private, no-cache');
      return { notFound: true };
    }
    const base: PageBaseProps & Awaited<typeof translations> = {
      session,
      dehydratedState: compactState(dehydrate(queryClient)),
      ...(await translations),
    };
    if (failure || !result) {
      const f = failure ?? { status: 500 };
      gssp.res.statusCode = f.status;
      if (f.retryAfter) gssp.res.setHeader('Retry-After', String(f.retryAfter));
      gssp.res.setHeader('Cache-Control', 'no-store');
      return { props: { ...base, failure: f } as P & PageBaseProps };
    }
    // the answer to a plain cart form (`?cart=added`) shows that shopper's cart: never shared
    if (options.cache === 'public' && gssp.query.cart === undefined) gssp.res.setHeader(SHARED_BY_HEADER, sharedByValue(ctx.sharing));
    // an answer that sets a cookie is this shopper's alone, whatever the page (a CDN must not keep it)
    gssp.res.setHeader('Cache-Control', setCookies.length ? 'private, no-cache' : sharedRender && options.cache === 'public' ? PUBLIC_CACHE : cacheControl(gssp, options.cache));
    return { props: { ...result.props, ...base, ...(sharedRender ? { shared: true as const } : {}) } };
  };
}
