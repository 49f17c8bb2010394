import '@/styles/globals.css';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { appWithTranslation } from 'next-i18next/pages';
import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import { useEffect, useMemo, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { RouteProgress } from '@/components/RouteProgress';
import { ApiErrorReporter } from '@/features/session/ApiErrorReporter';
import { makeQueryClient } from '@/lib/query-client';
import { directionOf, type Session } from '@/lib/session';
import { SessionProvider, useSession } from '@/lib/session-context';
import type { PageBaseProps } from '@/server/page';
import { createEmotionCache } from '@/theme/emotionCache';
import { buildTheme, type Direction } from '@/theme/theme';
import nextI18NextConfig from '../next-i18next.config';

// only shown when the service behind the storefront failed: not worth shipping with every page
const PageFailureView = dynamic(() => import('@/features/layout/PageFailureView').then((m) => m.PageFailureView));

const browserCaches: Partial<Record<Direction, EmotionCache>> = {};

function cacheFor(direction: Direction): EmotionCache {
  browserCaches[direction] ??= createEmotionCache(direction);
  return browserCaches[direction];
}

type SoukAppProps = AppProps<Partial<PageBaseProps>> & { emotionCache?: EmotionCache };

function ThemedApp({ children, direction }: { children: React.ReactNode; direction: Direction }) {
  const { session } = useSession();
  const theme = useMemo(() => buildTheme(session.theme, direction), [session.theme, direction]);
  useEffect(() => {
    document.documentElement.dataset.theme = session.theme;
    document.documentElement.style.colorScheme = session.theme;
  }, [session.theme]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

function SoukApp({ Component, pageProps, router, emotionCache }: SoukAppProps) {
  const direction = directionOf(router.locale ?? 'en');
  const cache = emotionCache ?? cacheFor(direction);
  const [errors] = useState(() => new EventTarget());
  const [queryClient] = useState(() =>
    makeQueryClient((error) => errors.dispatchEvent(new CustomEvent('api-error', { detail: error }))),
  );
  const { session, dehydratedState, failure } = pageProps;

  useEffect(() => {
    document.documentElement.lang = router.locale ?? 'en';
    document.documentElement.dir = direction;
  }, [router.locale, direction]);

  return (
    <CacheProvider value={cache}>
      <SessionProvider server={session as Session | undefined}>
        <ThemedApp direction={direction}>
          <QueryClientProvider client={queryClient}>
            <HydrationBoundary state={dehydratedState}>
              <RouteProgress />
              {failure ? <PageFailureView failure={failure} /> : <Component {...pageProps} />}
              <ApiErrorReporter errors={errors} />
              <Toaster position="top-center" toastOptions={{ duration: 4000 }} />
            </HydrationBoundary>
          </QueryClientProvider>
        </ThemedApp>
      </SessionProvider>
    </CacheProvider>
  );
}

export default appWithTranslation(SoukApp, nextI18NextConfig);
