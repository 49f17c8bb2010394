import { createTheme, type Theme } from '@mui/material/styles';

export type ThemeMode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

/**
 * Souk's palette: a deep teal and a saffron accent. Every text colour here keeps at least
 * 4.5:1 contrast against the background it is drawn on, in both modes.
 */
export function buildTheme(mode: ThemeMode, direction: Direction): Theme {
  const dark = mode === 'dark';
  return createTheme({
    direction,
    palette: {
      mode,
      primary: dark
        ? { main: '#5eead4', dark: '#2dd4bf', light: '#99f6e4', contrastText: '#042f2e' }
        : { main: '#0f766e', dark: '#115e59', light: '#14b8a6', contrastText: '#ffffff' },
      secondary: dark
        ? { main: '#fbbf24', contrastText: '#1c1917' }
        : { main: '#b45309', contrastText: '#ffffff' },
      error: dark ? { main: '#f87171', contrastText: '#1c1917' } : { main: '#b91c1c', contrastText: '#ffffff' },
      success: dark ? { main: '#4ade80' } : { main: '#15803d' },
      background: dark ? { default: '#0b1110', paper: '#121a19' } : { default: '#f7f8f7', paper: '#ffffff' },
      text: dark
        ? { primary: '#ecfdf5', secondary: '#b6c4c1' }
        : { primary: '#111827', secondary: '#4b5563' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        direction === 'rtl'
          ? 'system-ui, "Segoe UI", Tahoma, "Noto Sans Arabic", "Geeza Pro", Arial, sans-serif'
          : 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.9rem', fontWeight: 700 },
      h2: { fontSize: '1.4rem', fontWeight: 700 },
      h3: { fontSize: '1.15rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      // no lightening tint on raised surfaces in the dark theme: dialogs and drawers are the plain
      // paper colour, the ground every text colour is checked against (and one axe can measure)
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    },
  });
}
