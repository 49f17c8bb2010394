/** The catalogue calls send the parameters spec 02 section 7 lists, at the contract's paths. */
import { getFeaturedCategories } from './categories';
import { getFlashSale } from './flash-sales';
import type { ApiScope, Http } from './http';
import { getParcelInstructions } from './parcel-booking';

const scope: ApiScope = { lang: 'en', zoneIds: [1], moduleId: 2 };

function recording() {
  const calls: { path: string; params: unknown }[] = [];
  const get = (path: string, config?: { params?: unknown }) => {
    calls.push({ path, params: config?.params });
    return Promise.resolve({ data: {} });
  };
  return { http: { get } as unknown as Http, calls };
}

describe('catalogue call parameters', () => {
  it('asks flash sales with limit=2, offset=1', async () => {
    const { http, calls } = recording();
    await getFlashSale(http, scope);
    expect(calls).toEqual([{ path: 'flash-sales', params: { limit: 2, offset: 1 } }]);
  });

  it('asks featured categories with page_limit 20', async () => {
    const { http, calls } = recording();
    await getFeaturedCategories(http, scope);
    expect(calls).toEqual([{ path: 'categories/featured/items', params: { page_limit: 20, offset: 1 } }]);
  });

  it("asks the parcel delivery instructions at the contract's path", async () => {
    const { http, calls } = recording();
    await getParcelInstructions(http, scope);
    expect(calls).toEqual([{ path: 'customer/order/parcel-instructions', params: { limit: 50, offset: 1 } }]);
  });
});
