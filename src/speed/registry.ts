/**
 * Every speed mechanism of the storefront, in one list: where it lives, what it leans on that Next,
 * React or a library does not promise, its switch, its guard, its tests and its measured reason.
 * docs/performance.md's table is generated from here (`npm run docs:speed`), and
 * ./registry.test.ts fails when the two differ, when a file or test named here is missing, when a
 * switch is not a variable of src/lib/env.ts, or when a file that reaches into Next's or React's
 * internals is not named by a mechanism. A mechanism that no longer pays is removed from the code
 * and kept here as `removed`, with the measurement that removed it.
 */

export interface SpeedMechanism {
  name: string;
  /** Where it lives (the first file is its home). */
  files: string[];
  /** What it relies on that is not a promise of Next, React or the library; null when it uses public APIs only. */
  leansOn: string | null;
  /** How to turn it off: a variable of src/lib/env.ts with the value that does, read when a page renders or when building; or why it has none. */
  switch: { variable: string; off: string; when: 'render' | 'build' | 'start' } | { none: string };
  /** What stops a build (or the type check, or the suite) when what it leans on has moved. */
  guard: string;
  tests: string[];
  /** What it is worth, measured, with the date and where the figures are. */
  reason: string;
  status: 'kept' | 'removed';
}

const GUARDS = 'src/speed/guards.js';

export const SPEED_MECHANISMS: SpeedMechanism[] = [
  {
    name: 'script loading',
    files: ['src/speed/script-loading.ts', 'src/speed/inline-scripts.js', 'pages/_document.tsx'],
    leansOn: "next/document's `Head` rendering its chunks through `getScripts()` and `getDynamicChunks()`; webpack's `framework-`/`main-` chunk names",
    switch: { variable: 'SOUK_SCRIPT_LOADING', off: 'next', when: 'render' },
    guard: `${GUARDS} (\`Head\` must render through both methods); \`_document\` throws when Next's scripts carry no \`src\`, \`sharedRuntime\` when no \`framework-\`/\`main-\` chunk is found (the prerendered 404 page fails the build)`,
    tests: ['src/speed/script-loading.test.ts', 'e2e/paint-first.spec.ts', 'e2e/speed-switches.spec.ts'],
    reason: "the first screen's largest paint 0.1–0.6 s sooner on the food home, a store and a product on the throttled phone; Lighthouse 98, 75, 98, 95 against 85, 80, 97, 90 (2026-11-26)",
    status: 'kept',
  },
  {
    name: 'no lost taps',
    files: ['src/speed/tap-keeper.ts', 'src/speed/announce-root.ts', 'src/speed/inline-scripts.js', 'next.config.js'],
    leansOn: "Next's client entry (`next/dist/client/index.js`) importing `react-dom/client` and calling `hydrateRoot`, swapped for announce-root.ts by next.config.js",
    switch: { none: 'it makes script loading safe; with `SOUK_SCRIPT_LOADING=next` it has nothing to keep' },
    guard: `${GUARDS}: the client entry must import \`react-dom/client\` and call \`hydrateRoot\`; \`ReplacementGuardPlugin\` fails the client build when the swap never applied`,
    tests: ['src/speed/tap-keeper.test.ts', 'src/speed/guards.test.ts', 'e2e/taps.spec.ts'],
    reason: 'no tap lost or answered twice in 192 taps at the load event (three runs); before it, 3 of 3 such taps were lost (2026-11-26)',
    status: 'kept',
  },
  {
    name: 'compile hints',
    files: ['src/speed/compile-hints-plugin.js', 'next.config.js'],
    leansOn: "webpack's entry chunks as Next builds them; V8's `//# allFunctionsCalledOnLoad` hint (Chromium only)",
    switch: { variable: 'SOUK_COMPILE_HINTS', off: '0', when: 'build' },
    guard: 'the client build fails when no first-load chunk was found to hint',
    tests: ['src/speed/compile-hints-plugin.test.ts'],
    reason: 'hydration 0.2–1.0 s sooner and the tap answered 0.2–1.0 s sooner on the throttled phone; Lighthouse 98, 75, 98, 95 against 80, 80, 89, 80 (2026-11-26)',
    status: 'kept',
  },
  {
    name: 'short class names',
    files: ['src/speed/short-class-names.js', 'next.config.js'],
    leansOn: "the css-loader rules of Next's webpack configuration (`modules.getLocalIdent`)",
    switch: { variable: 'SOUK_SHORT_CLASS_NAMES', off: '0', when: 'build' },
    guard: 'next.config.js stops the build when no css-loader naming CSS-module classes is found',
    tests: ['src/speed/short-class-names.test.ts'],
    reason: "a food home's class names 42 → 21 KB of its HTML (2026-11-26, bench/measurements.md, issue 37)",
    status: 'kept',
  },
  {
    name: 'field data',
    files: ['src/lib/vitals-client.ts', 'src/components/VitalsReporter.tsx', 'pages/_app.tsx'],
    leansOn: "`window.__NEXT_DATA__.page` set by Next's client entry (the route pattern a visit is counted under)",
    switch: { variable: 'VITALS_SAMPLE_RATE', off: '0', when: 'render' },
    guard: `${GUARDS}: the client entry must still set \`window.__NEXT_DATA__\``,
    tests: ['src/lib/vitals-client.test.ts', 'e2e/vitals.spec.ts'],
    reason: 'the real shoppers’ p75 by route (`npm run vitals`); a visit outside the sample downloads nothing of it (its sending left the home’s first load, 170.2 → 169.7 KB gzip, 2026-11-27)',
    status: 'kept',
  },
  {
    name: 'shared page cache',
    files: ['src/http/shared-cache.ts', 'src/http/http-cache.ts', 'src/http/shopper-scope.ts', 'src/http/serve.ts'],
    leansOn: null,
    switch: { variable: 'SHARED_CACHE_MB', off: '0', when: 'start' },
    guard: 'none needed: plain HTTP caching rules (RFC 9111) in front of Next',
    tests: ['src/http/shared-cache.test.ts', 'src/http/shared-cache-rules.test.ts', 'src/http/shopper-scope.test.ts', 'e2e/shared-cache.spec.ts', 'e2e/shoppers.spec.ts'],
    reason: 'under 50 connections a product page for shoppers with a location went from 6.7 % of the 404 floor’s throughput (p95 3.36 s, 80 timeouts) to 254 % (p95 136 ms, none) (2026-11-23)',
    status: 'kept',
  },
  {
    name: 'own translation client',
    files: ['src/lib/i18n.tsx', 'src/server/translations.ts'],
    leansOn: "next-i18next's page props (`_nextI18Next.initialI18nStore`), read without next-i18next's client",
    switch: { none: "next-i18next's client (i18next, react-i18next) is 21.5 KB gzip more on every page: over the 170 KB budget" },
    guard: "the type check: `_nextI18Next` is next-i18next's `SSRConfig` type, which src/server/translations.ts reads",
    tests: ['src/lib/translations.test.ts', 'e2e/budget.spec.ts'],
    reason: "i18next, react-i18next and next-i18next's client (21.5 KB gzip) out of every first load (the home 197.0 → 174.0 KB with the toasts, 2026-11-27); the food home's page data 37.5 → 14.9 KB with only what the lookup cannot work out sent (bench/measurements.md)",
    status: 'kept',
  },
  {
    name: 'compact query data',
    files: ['src/lib/compact-state.ts', 'src/server/page.ts', 'pages/_app.tsx'],
    leansOn: "TanStack Query's dehydrated form (a query's fields and its state's usual values), rebuilt in the browser",
    switch: { none: 'TanStack gets back exactly what `dehydrate` wrote; off, a module home’s data would exceed its budget (e2e/budget.spec.ts)' },
    guard: `${GUARDS}: \`dehydrate\` must write no query field the compact form drops`,
    tests: ['src/lib/compact-state.test.ts', 'e2e/shoppers.spec.ts', 'e2e/catalogue.spec.ts'],
    reason: "a food home's query data 54 → 29 KB, about 15 KB of it the compact form (2026-11-26, issue 37); nothing is fetched again at hydration",
    status: 'kept',
  },
  {
    name: 'list pictures as plain img',
    files: ['src/components/MediaImage.tsx'],
    leansOn: "next/image's `getImageProps` writing a fixed-size picture's `srcSet` as its 1x and 2x addresses",
    switch: { none: 'next/image itself draws the same picture' },
    guard: `${GUARDS}: \`getImageProps\` must give a fixed-size picture a 1x and a 2x address`,
    tests: ['src/components/cards.test.tsx', 'e2e/budget.spec.ts'],
    reason: 'about 80 bytes less per picture, a hundred on a list page; with two files per picture shown at one size, the food home’s picture addresses 78 → 19 KB of HTML (2026-11-26)',
    status: 'kept',
  },
  {
    name: 'short picture addresses',
    files: [],
    leansOn: "the address of Next's image optimizer (`/_next/image?url=…&w=…&q=…`), rewritten from `/img/<width>/<path>` by the production server",
    switch: { none: 'removed' },
    guard: '–',
    tests: [],
    reason: 'removed 2026-11-28: 8 to 261 bytes of gzip HTML a page (0.1–2 %: landing, food and grocery homes, product, store), nothing a shopper feels on the throttled phone, and the pictures of plain `next start` failed without the production server (bench/measurements.md)',
    status: 'removed',
  },
  {
    name: 'sections laid out near the viewport, and the heights Back needs',
    files: ['src/components/Section.tsx', 'src/components/catalogue.module.css', 'src/shell/frame.module.css', 'src/lib/client-navigation.ts', 'src/components/RouteProgress.tsx', 'src/features/home/sections.ts', 'next.config.js'],
    leansOn: "Next's `experimental.scrollRestoration` (it restores a history entry's scroll position in pixels once the page has rendered), with the estimated heights of sections not yet laid out",
    switch: { none: 'content-visibility is CSS: a browser without it lays everything out' },
    guard: `${GUARDS}: Next must still know \`experimental.scrollRestoration\``,
    tests: ['e2e/long-pages.spec.ts', 'src/features/home/sections.test.ts'],
    reason: 'without it the parser’s layouts of a long home after the early first paint counted as blocking time (2026-11-22); Back from a store far down the food home returns to the same place (2026-11-27)',
    status: 'kept',
  },
  {
    name: 'MUI on first use',
    files: ['src/theme/lazy-mui.tsx', 'src/theme/MuiScope.tsx', 'pages/_document.tsx'],
    leansOn: null,
    switch: { none: 'the frame and the catalogue pages are CSS modules; MUI is what dialogs, menus and drawers are drawn with' },
    guard: 'e2e/budget.spec.ts fails when MUI or emotion reach a catalogue page’s first load',
    tests: ['e2e/budget.spec.ts'],
    reason: 'MUI and emotion out of every catalogue first load: the product page 232.9 → 174.5 KB gzip (2026-11-22)',
    status: 'kept',
  },
  {
    name: 'a home’s later blocks with their code and data',
    files: ['src/features/home/LaterBlock.tsx', 'src/features/home/LaterSections.tsx', 'src/features/home/section-data.ts'],
    leansOn: null,
    switch: { none: 'a crawler and a shopper without JavaScript get the first screen’s blocks; the items and stores below have their own pages' },
    guard: 'src/features/home/section-split.test.ts keeps every block a first screen can show in the first load',
    tests: ['src/features/home/section-split.test.ts', 'e2e/catalogue.spec.ts', 'e2e/budget.spec.ts'],
    reason: "the home's first load 174.0 → 171.1 KB gzip; its HTML 85–96 KB and data 13–18 KB (2026-11-27)",
    status: 'kept',
  },
  {
    name: 'toasts on the first toast',
    files: ['src/components/toast.tsx'],
    leansOn: null,
    switch: { none: 'react-hot-toast is loaded with the first toast a page shows' },
    guard: 'e2e/budget.spec.ts fails when the toasts reach a catalogue page’s first load',
    tests: ['src/components/toast.test.tsx', 'e2e/budget.spec.ts'],
    reason: 'react-hot-toast and goober, 4.8 KB gzip, out of every first load (2026-11-27)',
    status: 'kept',
  },
  {
    name: 'the browser reads its own cookies',
    files: ['src/lib/cookies-client.ts'],
    leansOn: null,
    switch: { none: 'the cookie parser stays on the server' },
    guard: 'src/lib/cookies-client.test.ts holds it to the server’s parser (src/lib/cookie-header.ts)',
    tests: ['src/lib/cookies-client.test.ts', 'e2e/budget.spec.ts'],
    reason: 'the cookie parser and the review prompt, 1.7 KB gzip together, out of every first load (2026-11-27)',
    status: 'kept',
  },
];

const code = (text: string) => `\`${text}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function switchCell(entry: SpeedMechanism): string {
  if ('none' in entry.switch) return entry.status === 'removed' ? '–' : `none: ${entry.switch.none}`;
  const when = { render: 'read when a page renders', build: 'when building', start: 'when the server starts' }[entry.switch.when];
  return `${code(`${entry.switch.variable}=${entry.switch.off}`)} (${when})`;
}

/** docs/performance.md's table of the mechanisms (`npm run docs:speed` writes it). */
export function speedTable(): string {
  const rows = SPEED_MECHANISMS.map((entry) =>
    [
      entry.status === 'removed' ? `~~${entry.name}~~ (removed)` : `**${entry.name}**`,
      entry.files.map(code).join(', ') || '–',
      entry.leansOn ?? 'public APIs only',
      switchCell(entry),
      entry.guard,
      entry.tests.map(code).join(', ') || '–',
      entry.reason,
    ]
      .map(cell)
      .join(' | '),
  );
  return ['| mechanism | where | leans on | switch | guard | tests | measured reason |', '|---|---|---|---|---|---|---|', ...rows.map((row) => `| ${row} |`)].join('\n') + '\n';
}
