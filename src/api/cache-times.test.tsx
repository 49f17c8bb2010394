/** The browser cache times spec 01 section 9 and 02 section 9 set per call. */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { makeQueryClient } from '@/api/query-client';
import { bannersQuery } from './banners';
import { cashbackListQuery } from './cashback';
import { categoriesQuery, featuredCategoriesQuery } from './categories';
import { commonConditionsQuery } from './common-conditions';
import type { ApiScope } from './http';
import { itemListQuery } from './items';
import { combinedSearchQuery } from './search';

const scope: ApiScope = { lang: 'en', zoneIds: [1], moduleId: 2 };
const FIVE = 300_000;
const EIGHT = 480_000;

describe('cache times per call', () => {
  it('are the spec’s: categories 5 min (featured 8), banners 5, search 5 with one retry, common conditions 8, popular items 5', () => {
    expect(categoriesQuery(scope)).toMatchObject({ staleTime: FIVE, gcTime: FIVE });
    expect(featuredCategoriesQuery(scope)).toMatchObject({ staleTime: EIGHT, gcTime: EIGHT });
    expect(bannersQuery(scope)).toMatchObject({ gcTime: FIVE });
    expect(combinedSearchQuery(scope, { data_type: 'searched', list_type: 'item', limit: 12 }, 1)).toMatchObject({ staleTime: FIVE, gcTime: FIVE, retry: 1 });
    expect(commonConditionsQuery(scope)).toMatchObject({ gcTime: EIGHT });
    expect(itemListQuery(scope, 'popular', { limit: 10, offset: 1 })).toMatchObject({ gcTime: FIVE });
  });

  it('cashback offers: stale after 10 s, kept 5 s once no widget shows them', () => {
    expect(cashbackListQuery(scope)).toMatchObject({ staleTime: 10_000, gcTime: 5_000 });
  });

  it('hold for data the server rendered: categories nothing shows any more are gone after 5 minutes, not 30', () => {
    jest.useFakeTimers();
    try {
      const client = makeQueryClient();
      const options = categoriesQuery(scope);
      client.setQueryData(options.queryKey, []); // as hydration puts it in the cache
      function Categories() {
        useQuery({ ...options, enabled: false });
        return null;
      }
      const { unmount } = render(
        <QueryClientProvider client={client}>
          <Categories />
        </QueryClientProvider>,
      );
      unmount();
      act(() => {
        jest.advanceTimersByTime(FIVE - 1_000);
      });
      expect(client.getQueryData(options.queryKey)).toEqual([]);
      act(() => {
        jest.advanceTimersByTime(2_000);
      });
      expect(client.getQueryData(options.queryKey)).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
