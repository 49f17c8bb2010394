import { dehydrate, hashKey, QueryClient } from '@tanstack/react-query';
import { compactState, expandState, pack, unpack } from './compact-state';

describe('the page’s compact query data', () => {
  it('writes a list of objects as its shapes and rows, and reads it back exactly', () => {
    const items = [
      { id: 1, name: 'Karak', price: 8, discount_type: 'percent', nested: [{ a: 1 }, { a: 2, b: null }] },
      { id: 2, name: 'Chai', price: 9 },
      { id: 3, name: 'Laban', price: 4 },
    ];
    const packed = pack({ items, total: 3, tags: ['x', 'y'], empty: [] });
    expect(unpack(JSON.parse(JSON.stringify(packed)))).toEqual({ items, total: 3, tags: ['x', 'y'], empty: [] });
  });

  it('gives TanStack back what dehydrate wrote, so hydration neither refetches nor changes the data', async () => {
    const server = new QueryClient();
    await server.prefetchQuery({ queryKey: ['items', 'popular', { lang: 'en' }], queryFn: () => ({ items: [{ id: 1, name: 'A' }, { id: 2, name: 'B' }], total: 2 }) });
    await server.prefetchQuery({ queryKey: ['odd'], queryFn: () => [{ '~': 1 }, { '~': 2 }], meta: { silent: true } });
    await server.prefetchQuery({ queryKey: ['failed'], queryFn: () => Promise.reject(new Error('no')) });
    const full = dehydrate(server);
    const wire = JSON.parse(JSON.stringify(compactState(full))) as ReturnType<typeof compactState>;
    expect(JSON.stringify(wire).length).toBeLessThan(JSON.stringify(full).length / 2);
    const expanded = expandState(wire, hashKey);
    expect(expanded.queries.map((q) => ({ ...q, dehydratedAt: 0 }))).toEqual(full.queries.map((q) => ({ ...q, dehydratedAt: 0 })));
  });

  it('reads a page without query data as none', () => {
    expect(expandState(undefined, hashKey)).toEqual({ mutations: [], queries: [] });
  });
});
