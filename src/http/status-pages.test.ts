/**
 * @jest-environment node
 */
import { notAnErrorPagePath } from './status-pages';

describe('the 500 page requested by its path', () => {
  it('becomes the 404 page of the same language, with its query', () => {
    expect(notAnErrorPagePath('/500')).toBe('/404');
    expect(notAnErrorPagePath('/500/')).toBe('/404');
    expect(notAnErrorPagePath('/ar/500')).toBe('/ar/404');
    expect(notAnErrorPagePath('/en/500?x=1')).toBe('/en/404?x=1');
  });

  it('leaves every other target alone', () => {
    for (const url of ['/', '/home', '/404', '/5000', '/product/500', '/500x', '/fr/500', '/api/v1/500', '/_next/data/b/en/500.json', '/?page=500']) {
      expect(notAnErrorPagePath(url)).toBe(url);
    }
  });
});
