import { parseStoreListQuery, storeListUrl, storesParamsFor, topOffersParamsFor } from './store-list-query';

describe('the store lists', () => {
  it('start on the filter each is named after', () => {
    expect(parseStoreListQuery('latest', {}).filter).toBe('newly_joined');
    expect(parseStoreListQuery('popular', {}).filter).toBe('popular');
    expect(parseStoreListQuery('top-offer-nearby', {}).filter).toBe('all');
  });

  it('read the tab, filter, delivery type and page, ignoring what they do not know', () => {
    expect(parseStoreListQuery('popular', { tab: 'top_rated', filter: 'newly_joined', type: 'take_away', page: '2' })).toEqual({
      tab: 'top_rated',
      filter: 'newly_joined',
      type: 'take_away',
      page: 2,
    });
    expect(parseStoreListQuery('popular', { tab: 'cheapest', filter: 'x', type: 'drone' })).toEqual({ tab: 'popular', filter: 'popular', type: 'all', page: 1 });
  });

  it('build links that carry only what differs from the defaults', () => {
    expect(storeListUrl('latest', { tab: 'popular', filter: 'newly_joined', type: 'all', page: 1 })).toBe('/store/latest');
    expect(storeListUrl('latest', { tab: 'new', filter: 'top_rated', type: 'delivery', page: 3 })).toBe('/store/latest?tab=new&filter=top_rated&type=delivery&page=3');
  });

  it('ask the API for 12 stores a page', () => {
    expect(storesParamsFor({ tab: 'new', filter: 'popular', type: 'delivery', page: 2 })).toEqual({ deliveryType: 'delivery', filter: 'popular', limit: 12, offset: 2, sort: 'new' });
  });

  it('ask the API for the tab’s order over every page: Top Rated and New, none for Popular (spec 02)', () => {
    expect(storesParamsFor({ tab: 'top_rated', filter: 'all', type: 'all', page: 3 })).toMatchObject({ sort: 'top_rated', offset: 3 });
    expect(storesParamsFor({ tab: 'popular', filter: 'all', type: 'all', page: 1 })).not.toHaveProperty('sort');
    expect(topOffersParamsFor({ tab: 'new', filter: 'all', type: 'all', page: 2 })).toEqual({ limit: 12, offset: 2, sort: 'new' });
  });
});
