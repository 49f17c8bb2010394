import { useTranslation } from '@/lib/i18n';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { CardCartProvider, useGuestIdKept, type QuickViewProps } from '@/features/cart';
import { ModuleRail } from '@/features/modules';
import { CardHeart, WishlistProvider } from '@/features/wishlist';
import { useSession } from '@/lib/session-context';
import { lazyMui } from '@/theme/lazy-mui';
import { DesktopHeader } from './DesktopHeader';
import { Footer } from './Footer';
import css from './frame.module.css';
import { FrameEffects } from './FrameEffects';
import { MobileHeader } from './MobileHeader';
import { TopBar } from './TopBar';
import { useHeaderActions } from './use-frame';

// a signed-in shopper's review prompt and sign-up welcome draw nothing until asked for: loaded after hydration, for them only
const SignedInPrompts = dynamic(() => import('./SignedInPrompts'), { ssr: false });

// the item panel a card opens over the page, with the item feature behind it: loaded on first use
const ItemQuickView = lazyMui<QuickViewProps>(() => import('@/features/item').then((m) => ({ default: m.QuickView })));

/**
 * The frame around every page: header (top bar and desktop header above 1180 px, the phone
 * header at 1180 px and narrower; both server-rendered, one hidden by CSS, so nothing jumps
 * on hydration), the page, and the footer. Plain CSS: the frame ships no styling runtime.
 *
 * No Suspense boundary wraps the page: React would send a large one after the rest of the
 * HTML, hidden until an inline script reveals it.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('layout');
  const { session } = useSession();
  const actions = useHeaderActions();
  useGuestIdKept();
  // the wishlist wraps the header too: its drawer (opened from the header) reads and changes it
  return (
    <WishlistProvider>
      <div className={css.frame}>
        <a href="#main-content" className={css.skip}>
          {t('Skip to content')}
        </a>
        <header className={css.header}>
          {actions.topBar ? <TopBar /> : null}
          <DesktopHeader />
          <MobileHeader />
        </header>
        <main id="main-content" tabIndex={-1} className={css.main}>
          <CardCartProvider extra={CardHeart} quickView={ItemQuickView}>{children}</CardCartProvider>
        </main>
        <Footer />
        {session.zoneIds?.length ? <ModuleRail /> : null}
        <FrameEffects />
        {session.signedIn ? <SignedInPrompts /> : null}
      </div>
    </WishlistProvider>
  );
}
