/** @jest-environment node */
import { routePatterns } from './route-patterns';

// the shape of Next's routes manifest (.next/routes-manifest.json) for a few of the storefront's pages
const routes = routePatterns(
  {
    staticRoutes: [{ page: '/' }, { page: '/404' }, { page: '/500' }, { page: '/home' }, { page: '/api/health' }, { page: '/store/latest' }],
    dynamicRoutes: [
      { page: '/api/v1/[...path]', regex: '^/api/v1/(.+?)(?:/)?$' },
      { page: '/product/[id]', regex: '^/product/([^/]+?)(?:/)?$' },
      { page: '/store/[id]', regex: '^/store/([^/]+?)(?:/)?$' },
    ],
    i18n: { locales: ['en', 'ar'] },
  },
  [
    { name: 'favicon.svg', folder: false },
    { name: 'locales', folder: true },
  ],
);

describe('route patterns', () => {
  it('labels a page by its pattern, whatever its id, language, trailing slash or query', () => {
    const targets = ['/product/12', '/product/999999?utm=x', '/ar/product/12', '/en/product/spiced-tea/', '/product/%3Cscript%3E'];
    expect(targets.map((t) => routes.match(t))).toEqual(targets.map(() => '/product/[id]'));
    expect(routes.match('/store/latest')).toBe('/store/latest');
    expect(routes.match('/store/7')).toBe('/store/[id]');
    expect(routes.match('/ar')).toBe('/');
    expect(routes.match('/?lang=ar')).toBe('/');
  });

  it('labels a page’s data, files by their prefix, and everything else with one label', () => {
    expect(routes.match('/_next/data/AbC123/ar/product/12.json')).toBe('/_next/data/[build]/product/[id].json');
    expect(routes.match('/_next/data/AbC123/index.json')).toBe('/_next/data/[build]/index.json');
    expect(routes.match('/_next/static/chunks/main-1a2b.js')).toBe('/_next/static');
    expect(routes.match('/_next/image?url=%2Fmedia%2Fx.png&w=360&q=75')).toBe('/_next/image');
    expect(routes.match('/media/items/1.png')).toBe('/media');
    expect(routes.match('/favicon.svg')).toBe('/favicon.svg');
    expect(routes.match('/locales/ar/common.json')).toBe('/locales/*');
    const unknown = ['/no-such-page', '/product/1/2', '/404', '/wp-login.php', '/favicon.svg/x', '/_next/data/AbC123/api/health.json'];
    expect(unknown.map((t) => routes.match(t))).toEqual(unknown.map(() => '(unmatched)'));
  });

  it('knows which patterns are pages Next renders, not the API or files', () => {
    for (const target of ['/product/1', '/home', '/api/health', '/api/v1/zone/list', '/media/x.png', '/_next/data/b/home.json']) routes.match(target);
    expect(['/product/[id]', '/home', '/_next/data/[build]/home.json'].every((p) => routes.isPage(p))).toBe(true);
    expect(['/api/health', '/api/v1/[...path]', '/media', '(unmatched)'].some((p) => routes.isPage(p))).toBe(false);
  });
});
