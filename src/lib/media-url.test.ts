import { mediaImageUrl } from './media-url';

describe('picture addresses', () => {
  it('are Next’s optimizer’s own, which plain `next start` answers too', () => {
    expect(mediaImageUrl('/media/items/jallab.webp', 200)).toBe('/_next/image?url=%2Fmedia%2Fitems%2Fjallab.webp&w=200&q=75');
    expect(mediaImageUrl('https://cdn.example.com/a.webp', 200)).toBe('/_next/image?url=https%3A%2F%2Fcdn.example.com%2Fa.webp&w=200&q=75');
    expect(mediaImageUrl('/media/items/jallab.webp', 200, 90)).toBe('/_next/image?url=%2Fmedia%2Fitems%2Fjallab.webp&w=200&q=90');
    expect(mediaImageUrl('/media/items/a b.webp', 200)).toBe('/_next/image?url=%2Fmedia%2Fitems%2Fa%20b.webp&w=200&q=75');
  });

  it('gives SVG files as they are', () => {
    expect(mediaImageUrl('/media/business/logo.svg', 48)).toBe('/media/business/logo.svg');
  });
});
