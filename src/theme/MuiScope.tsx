import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useContext, type ReactNode } from 'react';
import { directionOf } from '@/lib/session';
import { useSession } from '@/lib/session-context';
import { createEmotionCache } from './emotionCache';
import { ServerStyleCache } from './server-styles';
import { buildTheme, type Direction, type ThemeMode } from './theme';

const browserCaches: Partial<Record<Direction, EmotionCache>> = {};
const themes = new Map<string, Theme>();

function themeFor(mode: ThemeMode, direction: Direction): Theme {
  const key = `${mode}-${direction}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = buildTheme(mode, direction);
    themes.set(key, theme);
  }
  return theme;
}

/**
 * The MUI theme and the emotion cache (right-to-left for Arabic) around the parts of the
 * storefront drawn with MUI: dialogs, menus and drawers that load on first use, and the few
 * pages built from MUI components. The frame and the catalogue pages are plain CSS, so none
 * of MUI's runtime is in their first-load JavaScript.
 */
export function MuiScope({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const serverCache = useContext(ServerStyleCache);
  const direction = directionOf(session.language);
  const cache = serverCache ?? (browserCaches[direction] ??= createEmotionCache(direction));
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={themeFor(session.theme, direction)}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
