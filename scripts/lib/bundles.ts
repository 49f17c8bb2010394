/**
 * First-load JavaScript per page route, summed from the build manifest (Next 16 no longer
 * prints it): the files of `/_app` plus the route's own, each counted once, raw and gzip.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface RouteSize {
  route: string;
  files: string[];
  raw: number;
  gzip: number;
}

export interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
  packages: { name: string; bytes: number }[];
}

interface BuildManifest {
  pages: Record<string, string[]>;
  polyfillFiles?: string[];
}

export function distDir(root: string): string {
  return join(root, process.env.NEXT_DIST_DIR || '.next');
}

const sizeCache = new Map<string, { raw: number; gzip: number }>();

function fileSize(dist: string, file: string): { raw: number; gzip: number } {
  const path = join(dist, file.replace(/^_next\//, ''));
  const cached = sizeCache.get(path);
  if (cached) return cached;
  const bytes = readFileSync(path);
  const size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  sizeCache.set(path, size);
  return size;
}

export function readManifest(root: string): BuildManifest {
  const file = join(distDir(root), 'build-manifest.json');
  if (!existsSync(file)) throw new Error(`No build manifest at ${file}: build first (npm run build).`);
  return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
}

/** Page routes (not /_app, /_error, /_document, API routes). */
export function pageRoutes(manifest: BuildManifest): string[] {
  return Object.keys(manifest.pages)
    .filter((route) => !route.startsWith('/_'))
    .sort();
}

export function firstLoad(root: string, route: string, manifest = readManifest(root)): RouteSize {
  const dist = distDir(root);
  const files = [...new Set([...(manifest.pages['/_app'] ?? []), ...(manifest.pages[route] ?? [])])].filter((f) =>
    f.endsWith('.js'),
  );
  if (!manifest.pages[route]) throw new Error(`Route ${route} is not in the build manifest.`);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const size = fileSize(dist, file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { route, files, raw, gzip };
}

export function allFirstLoads(root: string): RouteSize[] {
  const manifest = readManifest(root);
  return pageRoutes(manifest).map((route) => firstLoad(root, route, manifest));
}

/** The largest client chunks and the packages inside them (from the build's chunk report). */
export function largestChunks(root: string, count = 10): ChunkSize[] {
  const dist = distDir(root);
  const reportFile = join(dist, 'souk-chunks.json');
  if (!existsSync(reportFile)) return [];
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { chunks: { files: string[]; packages: Record<string, number> }[] };
  const out: ChunkSize[] = [];
  for (const chunk of report.chunks) {
    for (const file of chunk.files) {
      const path = join('static', file.replace(/^static\//, ''));
      if (!existsSync(join(dist, path))) continue;
      const size = fileSize(dist, path);
      const packages = Object.entries(chunk.packages)
        .map(([name, bytes]) => ({ name, bytes }))
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 8);
      out.push({ file: path, ...size, packages });
    }
  }
  return out.sort((a, b) => b.gzip - a.gzip).slice(0, count);
}

export const KB = 1024;

/** The budgets the project holds itself to (gzip bytes of first-load JS). */
export const FIRST_LOAD_BUDGET: Record<string, number> = {
  // issue 16: the checkout (its dialogs, the address form and the maps load on demand)
  '/checkout': 230 * KB,
};
/** Pages outside the catalogue that are held to a budget of their own. */
export const SHOPPER_ROUTES = ['/checkout'];
export const CATALOGUE_ROUTES = [
  '/',
  '/home',
  '/store/[id]',
  '/store/latest',
  '/store/popular',
  '/store/top-offer-nearby',
  '/product/[id]',
  '/categories',
  '/category/[id]',
  '/campaigns/[id]',
  '/flash-sales',
  '/all-brands',
  '/parcel/[slug]',
];
/**
 * Every catalogue page (the module homes and results, stores, products, categories, campaigns,
 * brands, the parcel booking page): issue 30's 170 KB, down from 186–198 KB, by leaving i18next,
 * the toasts, the cookie parser and the homes' later blocks out of the first load.
 */
export const DEFAULT_CATALOGUE_BUDGET = 170 * KB;

export function budgetFor(route: string): number {
  return FIRST_LOAD_BUDGET[route] ?? DEFAULT_CATALOGUE_BUDGET;
}

/**
 * Packages that must never be in a catalogue route's first load: MUI and its styling runtime
 * (the frame and the catalogue are plain CSS; MUI parts load with the dialog or menu that
 * needs them), forms, maps, Firebase, the HTTP client (loaded on the first browser call), the
 * toasts (loaded with the first one), and what runs on the server only: i18next (the browser
 * reads the translations the page carries, src/lib/i18n.tsx) and the cookie parser (the browser
 * reads its own cookies, src/lib/cookies-client.ts).
 */
export const LAZY_ONLY_PACKAGES = [
  'i18next',
  'react-i18next',
  'next-i18next',
  'react-hot-toast',
  'goober',
  'cookie',
  '@mui/material',
  '@mui/system',
  '@mui/icons-material',
  '@emotion/react',
  '@emotion/cache',
  'stylis',
  'formik',
  'yup',
  'leaflet',
  '@react-google-maps/api',
  'firebase',
  '@firebase/app',
  'axios',
];

/** The packages (from the build's chunk report) inside a route's first-load files. */
export function firstLoadPackages(root: string, route: string): Set<string> {
  const reportFile = join(distDir(root), 'souk-chunks.json');
  if (!existsSync(reportFile)) throw new Error(`No chunk report at ${reportFile}: build first (npm run build).`);
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { chunks: { files: string[]; packages: Record<string, number> }[] };
  const files = new Set(firstLoad(root, route).files.map((file) => file.replace(/^_next\//, '')));
  const packages = new Set<string>();
  for (const chunk of report.chunks) {
    if (chunk.files.some((file) => files.has(file))) for (const name of Object.keys(chunk.packages)) packages.add(name);
  }
  return packages;
}

/**
 * Packages of the server's own: the log, the metrics and the traces (src/observe, src/http/tracing.ts).
 * No file the browser loads may hold any of them, on any route, first load or later.
 */
export const SERVER_ONLY_PACKAGES = ['pino', 'pino-pretty', 'prom-client', 'thread-stream', 'sonic-boom', '@opentelemetry/api', '@opentelemetry/sdk-trace-node', '@opentelemetry/sdk-trace-base', '@opentelemetry/exporter-trace-otlp-http', '@opentelemetry/resources', '@opentelemetry/core'];

/** Every package in any of the build's client files (the chunk report). */
export function clientPackages(root: string): Set<string> {
  const reportFile = join(distDir(root), 'souk-chunks.json');
  if (!existsSync(reportFile)) throw new Error(`No chunk report at ${reportFile}: build first (npm run build).`);
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { chunks: { packages: Record<string, number> }[] };
  return new Set(report.chunks.flatMap((chunk) => Object.keys(chunk.packages)));
}
