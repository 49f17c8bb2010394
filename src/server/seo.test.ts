/**
 * @jest-environment node
 */
import type { IncomingMessage } from 'node:http';
import { absoluteUrl, composeSeo, configuredOrigin, localizedUrl, pageTitle, siteOrigin } from './seo';

function request(headers: Record<string, string>): IncomingMessage {
  return { headers, socket: {} } as unknown as IncomingMessage;
}

describe('the site origin', () => {
  const saved = process.env.SITE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
  });

  it('prefers a configured SITE_URL', () => {
    process.env.SITE_URL = 'https://souk.example/some/path';
    expect(siteOrigin(request({ host: 'internal:3000' }))).toBe('https://souk.example');
  });

  it('falls back to the forwarded host and protocol, then the Host header', () => {
    delete process.env.SITE_URL;
    expect(siteOrigin(request({ host: 'internal:3000', 'x-forwarded-host': 'shop.souk.ae', 'x-forwarded-proto': 'https' }))).toBe(
      'https://shop.souk.ae',
    );
    expect(siteOrigin(request({ host: 'localhost:3200' }))).toBe('http://localhost:3200');
  });

  it('refuses a host that is not a host name rather than inventing one', () => {
    delete process.env.SITE_URL;
    expect(siteOrigin(request({ host: 'evil.example/"><script>' }))).toBeNull();
    expect(siteOrigin(request({}))).toBeNull();
    expect(configuredOrigin('not a url')).toBeNull();
    expect(configuredOrigin('ftp://files.example')).toBeNull();
  });
});

describe('URLs', () => {
  it('makes root-relative media absolute and leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://souk.ae', '/media/items/1.webp')).toBe('https://souk.ae/media/items/1.webp');
    expect(absoluteUrl('https://souk.ae', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(absoluteUrl('https://souk.ae', '//evil.example/x.png')).toBeNull();
    expect(absoluteUrl(null, '/media/x.png')).toBeNull();
  });

  it('puts Arabic under /ar and English unprefixed', () => {
    expect(localizedUrl('https://souk.ae', '/product/karak-chai', 'en')).toBe('https://souk.ae/product/karak-chai');
    expect(localizedUrl('https://souk.ae', '/product/karak-chai', 'ar')).toBe('https://souk.ae/ar/product/karak-chai');
    expect(localizedUrl('https://souk.ae', '/', 'ar')).toBe('https://souk.ae/ar');
  });
});

describe('the metadata builder', () => {
  const site = { name: 'Souk', logo: '/media/brand/logo.png' };

  it('applies the title template once', () => {
    expect(pageTitle('Karak Chai', 'Souk')).toBe('Karak Chai | Souk');
    expect(pageTitle('', 'Souk')).toBe('Souk');
    expect(pageTitle('Souk', 'Souk')).toBe('Souk');
    expect(pageTitle('Everything, delivered', 'Souk', true)).toBe('Souk | Everything, delivered');
  });

  it('builds canonical, hreflang, Open Graph and the Twitter card with absolute URLs', () => {
    const meta = composeSeo('https://souk.ae', 'ar', site, {
      title: 'Karak Chai',
      description: `<p>${'Strong tea with cardamom and evaporated milk. '.repeat(8)}</p>`,
      path: '/product/karak-chai',
      image: '/media/items/karak.webp',
      ogType: 'product',
    });
    expect(meta.canonical).toBe('https://souk.ae/ar/product/karak-chai');
    expect(meta.alternates).toEqual([
      { hrefLang: 'en', href: 'https://souk.ae/product/karak-chai' },
      { hrefLang: 'ar', href: 'https://souk.ae/ar/product/karak-chai' },
      { hrefLang: 'x-default', href: 'https://souk.ae/product/karak-chai' },
    ]);
    expect(meta.image).toBe('https://souk.ae/media/items/karak.webp');
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.description).not.toContain('<p>');
    expect(meta).toMatchObject({ title: 'Karak Chai | Souk', ogType: 'product', locale: 'ar_AE', alternateLocale: 'en_US' });
  });

  it('falls back to the site logo for the image', () => {
    expect(composeSeo('https://souk.ae', 'en', site, { title: 'Brands', path: '/all-brands' }).image).toBe(
      'https://souk.ae/media/brand/logo.png',
    );
  });
});
