import { bannerTarget, campaignBannerTarget } from './banner-links';

describe('banner clicks by type', () => {
  it('sends a store banner to the store page, by slug when there is one', () => {
    expect(bannerTarget({ id: 1, type: 'store_wise', store: { id: 4, slug: 'al-mallah' } })).toEqual({ href: '/store/al-mallah', external: false });
    expect(bannerTarget({ id: 1, type: 'store_wise', store: { id: 4 } })).toEqual({ href: '/store/4', external: false });
  });

  it('sends an item banner to the product page', () => {
    expect(bannerTarget({ id: 2, type: 'item_wise', item: { id: 9, slug: 'karak-chai' } })?.href).toBe('/product/karak-chai');
  });

  it('opens an item banner as the item panel for non-ecommerce modules, the product page for ecommerce', () => {
    const banner = { id: 2, type: 'item_wise' as const, item: { id: 9, slug: 'karak-chai' } };
    expect(bannerTarget(banner, 'grocery')).toEqual({ href: '/product/karak-chai', external: false, quickView: 'grocery' });
    expect(bannerTarget(banner, 'food')?.quickView).toBe('food');
    expect(bannerTarget(banner, 'ecommerce')).toEqual({ href: '/product/karak-chai', external: false });
    expect(bannerTarget({ id: 1, type: 'store_wise', store: { id: 4 } }, 'grocery')?.quickView).toBeUndefined();
  });

  it('follows a default banner link only when it is http(s) or on this site', () => {
    expect(bannerTarget({ id: 3, type: 'default', link: 'https://example.com/sale' })).toEqual({ href: 'https://example.com/sale', external: true });
    expect(bannerTarget({ id: 3, type: 'default', link: '/flash-sales' })).toEqual({ href: '/flash-sales', external: false });
    expect(bannerTarget({ id: 3, type: 'default', link: 'javascript:alert(1)' })).toBeNull();
    expect(bannerTarget({ id: 3, type: 'default', link: '//evil.example' })).toBeNull();
    expect(bannerTarget({ id: 3, type: 'default', link: null })).toBeNull();
  });

  it('opens a campaign banner on its campaign page', () => {
    expect(campaignBannerTarget({ id: 5, slug: 'ramadan-offers' }).href).toBe('/campaigns/5');
  });
});
