import { expandMediaImageUrl, mediaImageUrl } from './media-url';

describe('picture addresses', () => {
  it('names the site’s own pictures shortly, at a width', () => {
    expect(mediaImageUrl('/media/items/jallab.webp', 200)).toBe('/img/200/items/jallab.webp');
    expect(mediaImageUrl('/media/stores/burger-souk-cover.webp', 640, 75)).toBe('/img/640/stores/burger-souk-cover.webp');
  });

  it('leaves everything else to Next’s own address', () => {
    expect(mediaImageUrl('https://cdn.example.com/a.webp', 200)).toBe('/_next/image?url=https%3A%2F%2Fcdn.example.com%2Fa.webp&w=200&q=75');
    expect(mediaImageUrl('/media/items/jallab.webp', 200, 90)).toBe('/_next/image?url=%2Fmedia%2Fitems%2Fjallab.webp&w=200&q=90');
    expect(mediaImageUrl('/media/items/a b.webp', 200)).toBe('/_next/image?url=%2Fmedia%2Fitems%2Fa%20b.webp&w=200&q=75');
    expect(mediaImageUrl('/media/../secret.webp', 200)).toMatch(/^\/_next\/image\?/);
    expect(mediaImageUrl('/media/items/../../x.webp', 200)).toMatch(/^\/_next\/image\?/);
    expect(mediaImageUrl('/media/items/x.webp?v=2', 200)).toMatch(/^\/_next\/image\?/);
  });

  it('gives SVG files as they are', () => {
    expect(mediaImageUrl('/media/business/logo.svg', 48)).toBe('/media/business/logo.svg');
  });
});

describe('the server’s reading of a short address', () => {
  it('is Next’s optimizer address of the same picture at the same width', () => {
    expect(expandMediaImageUrl('/img/200/items/jallab.webp')).toBe('/_next/image?url=%2Fmedia%2Fitems%2Fjallab.webp&w=200&q=75');
    expect(expandMediaImageUrl(mediaImageUrl('/media/stores/a-cover.webp', 640))).toBe(mediaImageUrl('/media/stores/a-cover.webp', 640, 75, false));
  });

  it('leaves every other path alone', () => {
    for (const url of ['/home', '/img', '/img/', '/img/abc/items/x.webp', '/img/200/', '/img/200/../secret.webp', '/img/200/items/x.txt', '/img/200/items/../../x.webp', '/img/200/items/x.webp?w=1', '/img/12345/items/x.webp', '/images/200/items/x.webp']) {
      expect(expandMediaImageUrl(url)).toBeNull();
    }
  });
});
