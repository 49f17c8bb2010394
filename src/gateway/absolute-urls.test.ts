/** @jest-environment node */
import { absoluteMediaUrls, publicOrigin } from './absolute-urls';

afterEach(() => {
  delete process.env.SITE_URL;
  delete process.env.TRUST_PROXY;
});

describe('the public origin of a request', () => {
  it('is SITE_URL when set, whatever the headers say', () => {
    process.env.SITE_URL = 'https://souk.example/some/path';
    expect(publicOrigin({ headers: { host: 'other:3000' }, secure: false })).toBe('https://souk.example');
  });

  it('is the Host with the request’s scheme otherwise', () => {
    expect(publicOrigin({ headers: { host: 'Souk.Test:8080' }, secure: true })).toBe('https://souk.test:8080');
  });

  it('never takes a host that is not a plain host name', () => {
    expect(publicOrigin({ headers: { host: 'evil.example/"><script>' }, secure: false })).toBeNull();
    expect(publicOrigin({ headers: {}, secure: false })).toBeNull();
    process.env.TRUST_PROXY = '1';
    expect(publicOrigin({ headers: { host: 'souk.test', 'x-forwarded-host': 'a b' }, secure: false })).toBeNull();
  });
});

describe('absolute media URLs', () => {
  it('resolves *_full_url strings and lists and base_urls, and leaves the rest alone', () => {
    const body = {
      image: 'a.webp',
      image_full_url: '/media/items/a.webp',
      images_full_url: ['/media/items/b.webp', null],
      link: '/store/x',
      remote_full_url: 'https://cdn.example/x.webp',
      base_urls: { item_image_url: '/media/items' },
      stores: [{ logo_full_url: '/media/stores/l.webp' }],
    };
    expect(absoluteMediaUrls(body, 'https://souk.example')).toEqual({
      image: 'a.webp',
      image_full_url: 'https://souk.example/media/items/a.webp',
      images_full_url: ['https://souk.example/media/items/b.webp', null],
      link: '/store/x',
      remote_full_url: 'https://cdn.example/x.webp',
      base_urls: { item_image_url: 'https://souk.example/media/items' },
      stores: [{ logo_full_url: 'https://souk.example/media/stores/l.webp' }],
    });
    expect(body.image_full_url).toBe('/media/items/a.webp');
  });

  it('copies a list the answer holds twice once, and makes both absolute', () => {
    const products = [{ image_full_url: '/media/items/a.webp' }];
    const answer = absoluteMediaUrls({ total_size: 1, products, items: products }, 'https://souk.example') as Record<string, unknown>;
    expect(answer.products).toEqual([{ image_full_url: 'https://souk.example/media/items/a.webp' }]);
    expect(answer.items).toBe(answer.products);
    expect(products[0]?.image_full_url).toBe('/media/items/a.webp');
  });

  it('copies only what holds a URL to resolve, and never writes the answer it was given', () => {
    const schedules = [{ day: 1, opening_time: '09:00:00' }];
    const store = { id: 1, logo_full_url: '/media/stores/l.webp', schedules, discount: { discount: 10 } };
    const plain = { id: 2, schedules: [{ day: 2 }] };
    const body = { stores: [store, plain], total_size: 2 };
    const answer = absoluteMediaUrls(body, 'https://souk.example') as { stores: (typeof store)[] };
    expect(answer.stores[0]).toEqual({ ...store, logo_full_url: 'https://souk.example/media/stores/l.webp' });
    expect(answer.stores[0]?.schedules).toBe(schedules);
    expect(answer.stores[1]).toBe(plain);
    expect(store.logo_full_url).toBe('/media/stores/l.webp');
    const none = { stores: [plain], total_size: 1 };
    expect(absoluteMediaUrls(none, 'https://souk.example')).toBe(none);
    // a date is a value, not an object to walk into
    const dated = { created_at: new Date(0), items: [{ image_full_url: '/media/items/a.webp', updated_at: new Date(1) }] };
    const out = absoluteMediaUrls(dated, 'https://souk.example') as typeof dated;
    expect(out.created_at).toBe(dated.created_at);
    expect(out.items[0]).toEqual({ image_full_url: 'https://souk.example/media/items/a.webp', updated_at: new Date(1) });
    expect(absoluteMediaUrls('/media/x.webp', 'https://souk.example')).toBe('/media/x.webp');
  });
});
