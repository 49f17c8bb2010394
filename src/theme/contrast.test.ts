/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getContrastRatio, type CSSObject } from '@mui/material/styles';
import { buildTheme, type ThemeMode } from './theme';

/**
 * Every text colour of both themes against what it is drawn on, at WCAG AA (4.5:1): the CSS
 * tokens of src/styles/globals.css and the MUI palette of theme.ts. The browser check of the
 * same is e2e/a11y.spec.ts (axe on every screen); this one names the pair that fails.
 */

const read = (...path: string[]) => readFileSync(join(process.cwd(), 'src', ...path), 'utf8');
const css = read('styles', 'globals.css');

function tokens(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/--souk-([\w-]+):\s*([^;]+);/g)].map((m) => [m[1] ?? '', (m[2] ?? '').trim()]));
}

const MODES: Record<ThemeMode, Record<string, string>> = { light: tokens(':root'), dark: { ...tokens(':root'), ...tokens("html[data-theme='dark']") } };
const AA = 4.5;

/** Colours drawn as text straight on a page, a card or a raised panel. */
const TEXTS = ['text', 'muted', 'primary', 'primary-dark', 'accent', 'danger', 'success', 'star'];
const GROUNDS = ['bg', 'surface', 'surface-2'];
/** Colours drawn as a fill, and the token of the text on them. */
const FILLS: [string, string][] = [
  ['primary', 'primary-ink'],
  ['primary-dark', 'primary-ink'],
  ['accent', 'accent-ink'],
  ['danger', 'danger-ink'],
];

describe.each(['light', 'dark'] as ThemeMode[])('the %s theme', (mode) => {
  const colour = (name: string) => {
    const value = MODES[mode][name];
    if (!value) throw new Error(`no --souk-${name} in the ${mode} theme`);
    return value;
  };

  it.each(TEXTS.flatMap((text) => GROUNDS.map((ground) => [text, ground])))('--souk-%s reads on --souk-%s', (text, ground) => {
    expect(getContrastRatio(colour(text), colour(ground))).toBeGreaterThanOrEqual(AA);
  });

  it.each(FILLS)('text on a --souk-%s fill is --souk-%s, and reads', (fill, ink) => {
    expect(getContrastRatio(colour(ink), colour(fill))).toBeGreaterThanOrEqual(AA);
  });

  it('MUI draws the same palette, and its buttons and chips read', () => {
    const { palette } = buildTheme(mode, 'ltr');
    expect(palette.text.primary).toBe(colour('text'));
    expect(palette.text.secondary).toBe(colour('muted'));
    expect(palette.background.default).toBe(colour('bg'));
    expect(palette.background.paper).toBe(colour('surface'));
    expect(palette.primary.main).toBe(colour('primary'));
    expect(palette.secondary.main).toBe(colour('accent'));
    expect(palette.error.main).toBe(colour('danger'));
    expect(palette.error.contrastText).toBe(colour('danger-ink'));
    expect(palette.success.main).toBe(colour('success'));
    for (const filled of [palette.primary, palette.secondary, palette.error]) {
      expect(getContrastRatio(filled.contrastText, filled.main)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('dialogs and drawers are the plain paper colour, with no elevation tint over it', () => {
    const paper = buildTheme(mode, 'ltr').components?.MuiPaper?.styleOverrides?.root as CSSObject | undefined;
    expect(paper?.backgroundImage).toBe('none');
  });
});

it("a closed store's label reads over the lightest picture under its veil", () => {
  const rule = /\.closed \{([^}]*)\}/.exec(read('components', 'catalogue.module.css'))?.[1] ?? '';
  const veil = /background: rgba\((\d+), (\d+), (\d+), ([\d.]+)\)/.exec(rule);
  const label = /\bcolor: (#[0-9a-f]+)/.exec(rule)?.[1] ?? '';
  const alpha = Number(veil?.[4]);
  const [r, g, b] = [veil?.[1], veil?.[2], veil?.[3]].map((c) => Math.round(Number(c) * alpha + 255 * (1 - alpha)));
  expect(getContrastRatio(label, `rgb(${r}, ${g}, ${b})`)).toBeGreaterThanOrEqual(AA);
});
