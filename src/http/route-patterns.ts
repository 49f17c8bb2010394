/**
 * A request's route pattern for the log and the metrics: the page Next would answer it with
 * (`/product/[id]`, from the build's routes manifest), never the raw URL, so the figures of
 * `/product/1` and `/product/2` add up and no id, query or shopper's value reaches a label. The
 * API's calls are labelled by the API router's own pattern instead (the gateway notes it on the
 * response); every path that matches nothing gets one fixed label.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { UNMATCHED_ROUTE } from '../observe/request';

interface Manifest {
  staticRoutes?: { page: string }[];
  dynamicRoutes?: { page: string; regex: string }[];
  i18n?: { locales?: string[] };
}

export interface RoutePatterns {
  /** The pattern of a request target (path and query); UNMATCHED_ROUTE when no route matches. */
  match(target: string): string;
  /** Whether a pattern is a page's or its data's (what Next renders), not a file's or the API's. */
  isPage(pattern: string): boolean;
}

/** Prefixes whose files are answered alike, labelled by the prefix. */
const FILE_PREFIXES = ['/_next/static/', '/_next/image', '/media/'];
const DATA = /^\/_next\/data\/[^/]+(\/.*)\.json$/;

/**
 * The route patterns of a build (its routes manifest) and the top entries of the public folder.
 * @param manifest the parsed routes-manifest.json; @param publicEntries the public folder's names
 */
export function routePatterns(manifest: Manifest, publicEntries: { name: string; folder: boolean }[] = []): RoutePatterns {
  const statics = new Set((manifest.staticRoutes ?? []).map((r) => r.page));
  const dynamics = (manifest.dynamicRoutes ?? []).map((r) => ({ page: r.page, regex: new RegExp(r.regex) }));
  const locales = new Set(manifest.i18n?.locales ?? []);
  const files = new Map(publicEntries.map((e) => [`/${e.name}`, e.folder ? `/${e.name}/*` : `/${e.name}`]));
  const pages = new Set<string>();

  const page = (path: string): string | null => {
    const first = /^\/([^/]+)/.exec(path)?.[1];
    const bare = first !== undefined && locales.has(first) ? path.slice(first.length + 1) || '/' : path;
    const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
    if (statics.has(trimmed)) return trimmed;
    return dynamics.find((d) => d.regex.test(trimmed))?.page ?? null;
  };

  return {
    match(target) {
      const path = target.split('?')[0] ?? '/';
      for (const prefix of FILE_PREFIXES) if (path.startsWith(prefix)) return prefix.replace(/\/$/, '');
      const data = DATA.exec(path);
      if (data) {
        const found = page(data[1] === '/index' ? '/' : (data[1] ?? '/'));
        if (!found || found.startsWith('/api/')) return UNMATCHED_ROUTE;
        const pattern = `/_next/data/[build]${found === '/' ? '/index' : found}.json`;
        pages.add(pattern);
        return pattern;
      }
      const file = files.get(/^\/[^/]+/.exec(path)?.[0] ?? '');
      if (file && (file.endsWith('/*') || file === path)) return file;
      const found = page(path);
      if (!found || found === '/404' || found === '/500') return UNMATCHED_ROUTE;
      if (!found.startsWith('/api/')) pages.add(found);
      return found;
    },
    isPage: (pattern) => pages.has(pattern),
  };
}

/** The build's route patterns (none when the build has no manifest: every page is then unmatched). */
export function loadRoutePatterns(root: string, distDir: string): RoutePatterns {
  const file = join(root, distDir, 'routes-manifest.json');
  const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
  const publicDir = join(root, 'public');
  const entries = existsSync(publicDir) ? readdirSync(publicDir).map((name) => ({ name, folder: statSync(join(publicDir, name)).isDirectory() })) : [];
  return routePatterns(manifest, entries);
}
