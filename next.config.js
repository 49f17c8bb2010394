// @ts-check
const path = require('node:path');
const { i18n } = require('./next-i18next.config');
const { ChunkReportPlugin, chunkReportPath } = require('./scripts/lib/chunk-report-plugin');
const { assertNextInternals, ReplacementGuardPlugin } = require('./src/speed/guards');
const { CompileHintsPlugin, compileHintsOn } = require('./src/speed/compile-hints-plugin');
const { applyShortClassNames, shortClassNamesOn } = require('./src/speed/short-class-names');
const { INLINE_SCRIPTS } = require('./src/speed/inline-scripts');
const { contentSecurityPolicy, remoteImageHosts, scriptHash, SECURITY_HEADERS, thirdPartySettings } = require('./src/lib/security-policy');

// the build stops with a clear message when an internal a speed trick relies on has moved
assertNextInternals();

const distDir = process.env.NEXT_DIST_DIR || '.next';

/** Remote image hosts an external backend may serve (comma-separated host names). */
const remoteHosts = remoteImageHosts(process.env.IMAGE_REMOTE_HOSTS);

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // a separate build folder lets several builds of the tree live side by side (e.g. parallel work)
  distDir,
  poweredByHeader: false,
  // always defined at build time, so that without a web push key the push code (and Firebase) is left
  // out of the build entirely (src/features/chat/live.tsx)
  env: { NEXT_PUBLIC_FIREBASE_VAPID_KEY: process.env.NEXT_PUBLIC_FIREBASE_VAPID_KEY || '' },
  // `npm test` type-checks in a step of its own, side by side with this build (SOUK_TYPES_CHECKED=1);
  // every other build checks the types itself
  typescript: { ignoreBuildErrors: process.env.SOUK_TYPES_CHECKED === '1' },
  // Back (and Forward) between the storefront's pages returns to where the shopper was: Next keeps
  // each history entry's scroll position and restores it once the page has rendered (the
  // browser's own restoration ran before that, on a page not yet drawn, and left the top)
  experimental: { scrollRestoration: true },
  i18n,
  // Next 16 can load two copies of @emotion/react in the pages router; bundling the
  // dependencies keeps one emotion cache (and with it the RTL plugin) on the server.
  bundlePagesRouterDependencies: true,
  // prom-client and pino from node_modules in every bundle: one registry of metrics and one log per
  // process, shared by the server's own modules and Next's bundles (src/observe)
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pg-boss', 'sharp', 'drizzle-orm', 'lighthouse', '@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner', 'prom-client', 'pino', 'pino-pretty'],
  images: {
    formats: ['image/webp'],
    deviceSizes: [360, 480, 640, 828, 1080, 1200],
    imageSizes: [48, 64, 96, 128, 160, 200, 256, 320],
    minimumCacheTTL: 86400,
    remotePatterns: remoteHosts.map((hostname) => ({ protocol: 'https', hostname })),
  },
  webpack(config, { isServer, dev, webpack }) {
    // CSS-module classes named by a short hash in production (src/speed/short-class-names.js)
    if (!dev && shortClassNamesOn() && applyShortClassNames(config) === 0) throw new Error('short class names: no css-loader naming CSS-module classes was found in the webpack config (Next moved its CSS rules). See docs/performance.md, or build with SOUK_SHORT_CLASS_NAMES=0.');
    if (!isServer && !dev) config.plugins.push(new ChunkReportPlugin(chunkReportPath(path.resolve(distDir))));
    // first-load chunks compiled while they download, not function by function as they run
    if (!isServer && !dev && compileHintsOn()) config.plugins.push(new CompileHintsPlugin());
    if (!isServer) {
      // Next's client entry hydrates through src/speed/announce-root.ts, which tells the tap
      // keeper (src/speed/tap-keeper.ts) that React's root exists
      const nextClientEntry = path.join('next', 'dist', 'client', 'index.js');
      const guard = new ReplacementGuardPlugin();
      if (!dev) config.plugins.push(guard);
      config.plugins.push(
        new webpack.NormalModuleReplacementPlugin(/^react-dom\/client$/, (resource) => {
          if (resource.contextInfo?.issuer?.endsWith(nextClientEntry)) {
            resource.request = path.resolve(__dirname, 'src/speed/announce-root.ts');
            guard.hit();
          }
        }),
      );
    }
    return config;
  },
  // What Next answers carries the security headers and the pages their Content-Security-Policy, under
  // plain `next start` as behind the production server (src/lib/security-policy.js). `locale: false`:
  // the rules match the path as requested, so Next's own files (/_next/static) get them too.
  async headers() {
    const policy = contentSecurityPolicy(INLINE_SCRIPTS.map(scriptHash), thirdPartySettings((name) => process.env[name]));
    return [
      { source: '/:path*', locale: false, headers: [...SECURITY_HEADERS] },
      // the pages' policy (not on Next's files, pictures or the service worker, which runs under its own);
      // `next dev` runs without it (its hot reloading evaluates code)
      ...(process.env.NODE_ENV === 'development'
        ? []
        : [{ source: '/:path((?!_next/static/|_next/image|media/|firebase-messaging-sw\\.js).*)', locale: false, headers: [{ key: 'Content-Security-Policy', value: policy }] }]),
      {
        source: '/media/:path*',
        locale: false,
        headers: [{ key: 'Cache-Control', value: 'public, max-age=604800, stale-while-revalidate=86400' }],
      },
    ];
  },
};

module.exports = nextConfig;
