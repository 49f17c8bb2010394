// @ts-check
// Build guards for the speed tricks (docs/performance.md). Each trick leans on a Next or React
// internal; when an upgrade moves one, `next build` stops here with a message saying which and
// what to do, instead of shipping the site without the trick (or broken).
const { readFileSync } = require('node:fs');

/** Next's pages-router client entry, whose `react-dom/client` import is swapped (next.config.js). */
const NEXT_CLIENT_ENTRY = 'next/dist/client/index.js';

const UPGRADE = 'See docs/performance.md ("On an upgrade"), or turn the trick off with its switch.';

/**
 * What has moved, as messages (empty when every internal is where the tricks expect it).
 * @param {{ clientEntrySource: string, Head: { prototype: object } }} next
 * @returns {string[]}
 */
function movedInternals({ clientEntrySource, Head }) {
  /** @type {string[]} */
  const problems = [];
  if (!/require\(["']react-dom\/client["']\)/.test(clientEntrySource) || !/\.hydrateRoot\(/.test(clientEntrySource)) {
    problems.push(
      `no lost taps: ${NEXT_CLIENT_ENTRY} no longer imports react-dom/client and calls hydrateRoot, so src/speed/announce-root.ts would not tell the tap keeper that React's root exists.`,
    );
  }
  if (!/window\.__NEXT_DATA__\s*=/.test(clientEntrySource)) {
    problems.push(`field data: ${NEXT_CLIENT_ENTRY} no longer sets window.__NEXT_DATA__, which src/lib/vitals-client.ts reads the route from.`);
  }
  const proto = /** @type {Record<string, unknown>} */ (Head.prototype);
  for (const method of ['getScripts', 'getDynamicChunks']) {
    const render = typeof proto.render === 'function' ? String(proto.render) : '';
    if (typeof proto[method] !== 'function' || !render.includes(`this.${method}(`)) {
      problems.push(
        `script loading: next/document's Head no longer renders through ${method}(), which ScriptLoadingHead in pages/_document.tsx overrides (switch: SOUK_SCRIPT_LOADING=next).`,
      );
    }
  }
  return problems;
}

/** The fields of a dehydrated query that src/lib/compact-state.ts carries (or knows to leave out: a pending query's promise). */
const DEHYDRATED_QUERY_FIELDS = ['queryKey', 'queryHash', 'dehydratedAt', 'state', 'meta', 'queryType', 'promise'];

/**
 * What has moved among the library behaviours other tricks lean on (docs/performance.md's table).
 * @param {{ dehydratedQuery: object, listSrcSet: string | undefined, experimental: object }} seen
 * @returns {string[]}
 */
function movedLibraryInternals({ dehydratedQuery, listSrcSet, experimental }) {
  /** @type {string[]} */
  const problems = [];
  const unknown = Object.keys(dehydratedQuery).filter((field) => !DEHYDRATED_QUERY_FIELDS.includes(field));
  if (unknown.length) {
    problems.push(`compact query data: TanStack's dehydrate() now writes ${unknown.join(', ')} for a query, which src/lib/compact-state.ts would drop.`);
  }
  if (!/^\S+ 1x, \S+ 2x$/.test(listSrcSet ?? '')) {
    problems.push(`list pictures as plain img: next/image's getImageProps no longer gives a fixed-size picture a 1x and a 2x address ("${listSrcSet}"), which src/components/MediaImage.tsx splits.`);
  }
  if (!('scrollRestoration' in experimental)) {
    problems.push("sections laid out near the viewport: Next no longer knows experimental.scrollRestoration, which restores Back's scroll position once the page has rendered (src/lib/client-navigation.ts).");
  }
  return problems;
}

/** What the installed libraries do today, for movedLibraryInternals. */
function seenLibraries() {
  const { QueryClient, dehydrate } = require('@tanstack/react-query');
  const client = new QueryClient();
  client.setQueryData(['guard'], 1);
  const { getImageProps } = require('next/image');
  /** @param {{ src: string, width: number }} picture */
  const loader = ({ src, width }) => `${src}?w=${width}`;
  const listSrcSet = getImageProps({ src: '/media/guard.webp', width: 200, height: 200, alt: '', loader }).props.srcSet;
  const { defaultConfig } = require('next/dist/server/config-shared');
  return { dehydratedQuery: dehydrate(client).queries[0] ?? {}, listSrcSet, experimental: defaultConfig.experimental ?? {} };
}

/** Throws a clear build error when an internal a trick relies on has moved. */
function assertNextInternals() {
  const clientEntrySource = readFileSync(require.resolve(NEXT_CLIENT_ENTRY), 'utf8');
  const { Head } = require('next/document');
  const problems = [...movedInternals({ clientEntrySource, Head }), ...movedLibraryInternals(seenLibraries())];
  if (problems.length) {
    throw new Error(`A speed trick relies on a Next internal that has moved:\n- ${problems.join('\n- ')}\n${UPGRADE}`);
  }
}

/**
 * A webpack plugin that fails the client build when the `react-dom/client` replacement of
 * next.config.js never applied (Next's entry moved, or imports React DOM another way).
 */
class ReplacementGuardPlugin {
  constructor() {
    this.applied = false;
  }

  /** Called by the replacement when it swaps the module in. */
  hit() {
    this.applied = true;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SoukReplacementGuard', (compilation) => {
      compilation.hooks.finishModules.tap('SoukReplacementGuard', () => {
        if (this.applied) return;
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `No lost taps: no module of ${NEXT_CLIENT_ENTRY} imported react-dom/client, so src/speed/announce-root.ts was not swapped in and the tap keeper would never hear that React's root exists. ${UPGRADE}`,
          ),
        );
      });
    });
  }
}

module.exports = { assertNextInternals, movedInternals, movedLibraryInternals, seenLibraries, ReplacementGuardPlugin, NEXT_CLIENT_ENTRY };
