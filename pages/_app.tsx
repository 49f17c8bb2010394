import '@/styles/globals.css';
import type { EmotionCache } from '@emotion/cache';
import { hashKey, HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import { Fragment, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { RouteProgress } from '@/components/RouteProgress';
import { Toasts } from '@/components/toast';
import { makeQueryClient } from '@/api/query-client';
import { PageTranslations, type PageTranslationProps } from '@/lib/i18n';
import { directionOf, type Session } from '@/lib/session';
import { expandState } from '@/lib/compact-state';
import { announceHydrated } from '@/speed/tap-keeper';
import { inSample } from '@/lib/vitals-sample';
import { SessionProvider, useSession } from '@/lib/session-context';
import type { PageBaseProps } from '@/server/page';
import { ApiErrorReporter, layoutOf, type GetLayout } from '@/shell';
import { ServerStyleCache } from '@/theme/server-styles';

// only shown when the service behind the storefront failed: not worth shipping with every page
// field data, for the sampled share of visits only (src/lib/vitals-sample.ts, vitals-client.ts)
const VitalsReporter = dynamic(() => import('@/components/VitalsReporter'), { ssr: false });

/** Loads the vitals reporter after hydration when this visit is in the sample; re-renders only itself. */
const unchanging = () => () => undefined;
function FieldData() {
  // false on the server and while hydrating, then the visit's sample decision
  const sampled = useSyncExternalStore(unchanging, inSample, () => false);
  return sampled ? <VitalsReporter /> : null;
}

// the live events' connection (chat messages, order status, referral credit): signed-in shoppers
// only, loaded once the page has hydrated, never part of a page's first load; where push
// notifications are configured (build time), a guest's browser registers for its orders' pushes
const LiveEvents = dynamic(() => import('@/features/chat'), { ssr: false });
function Live() {
  const { session } = useSession();
  if (session.signedIn) return <LiveEvents />;
  return process.env.NEXT_PUBLIC_FIREBASE_VAPID_KEY && session.guestId ? <LiveEvents guestId={session.guestId} /> : null;
}

const PageFailureView = dynamic(() => import('@/shell/PageFailureView').then((m) => m.PageFailureView));

type SoukAppProps = AppProps<Partial<PageBaseProps> & { _nextI18Next?: PageTranslationProps }> & {
  Component: { getLayout?: GetLayout };
  emotionCache?: EmotionCache;
};

/** Keeps <html data-theme> and the colour scheme in step with the shopper's theme (the server set them first). */
function ThemeSync() {
  const { session } = useSession();
  useEffect(() => {
    // only on a change: writing <html>'s attributes, even unchanged, has the browser restyle the page
    const root = document.documentElement;
    if (root.dataset.theme !== session.theme) root.dataset.theme = session.theme;
    if (root.style.colorScheme !== session.theme) root.style.colorScheme = session.theme;
  }, [session.theme]);
  return null;
}

function SoukApp({ Component, pageProps, router, emotionCache }: SoukAppProps) {
  const direction = directionOf(router.locale ?? 'en');
  const [errors] = useState(() => new EventTarget());
  const [queryClient] = useState(() =>
    makeQueryClient((error) => errors.dispatchEvent(new CustomEvent('api-error', { detail: error }))),
  );
  const { session, dehydratedState, failure, shared } = pageProps;
  const hydrationState = useMemo(() => expandState(dehydratedState, hashKey), [dehydratedState]);
  useEffect(announceHydrated, []);

  useEffect(() => {
    const root = document.documentElement;
    const lang = router.locale ?? 'en';
    if (root.lang !== lang) root.lang = lang;
    if (root.dir !== direction) root.dir = direction;
  }, [router.locale, direction]);

  return (
    <ServerStyleCache.Provider value={emotionCache ?? null}>
      <PageTranslations page={pageProps._nextI18Next} locale={router.locale ?? 'en'}>
        <SessionProvider server={session as Session | undefined} shared={Boolean(shared)}>
          <ThemeSync />
          <QueryClientProvider client={queryClient}>
            <HydrationBoundary state={hydrationState}>
              <RouteProgress />
              {failure ? (
                <PageFailureView failure={failure} />
              ) : (
                // keyed by route: the frame is built afresh when the route changes, as when each page drew it
                <Fragment key={router.pathname}>{layoutOf(Component)(<Component {...pageProps} />)}</Fragment>
              )}
              <ApiErrorReporter errors={errors} />
              <FieldData />
              <Live />
              <Toasts />
            </HydrationBoundary>
          </QueryClientProvider>
        </SessionProvider>
      </PageTranslations>
    </ServerStyleCache.Provider>
  );
}

export default SoukApp;
