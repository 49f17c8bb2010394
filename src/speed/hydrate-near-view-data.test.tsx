/** Each file hydrates one page: a block is asleep only until the page's first hydration. */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';

import { FakeIntersectionObserver, hydrate, observed } from './near-view-testing';
import { HydrateNearView } from './hydrate-near-view';

describe('a block that has not hydrated yet', () => {
  beforeAll(() => Object.assign(window, { IntersectionObserver: FakeIntersectionObserver }));

  it('keeps the page’s data while it sleeps, so woken after half an hour it renders it, not an empty block', async () => {
    jest.useFakeTimers();
    const client = new QueryClient({ defaultOptions: { queries: { gcTime: 60_000, staleTime: Infinity } } });
    client.setQueryData(['deals'], ['Dates', 'Figs']);
    function Deals() {
      const { data } = useQuery({ queryKey: ['deals'], queryFn: () => new Promise<string[]>(() => undefined) });
      return (
        <ul aria-label="Deals">
          {data?.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      );
    }
    const { root, container } = await hydrate(
      '<div><ul aria-label="Deals"><li>Dates</li><li>Figs</li></ul></div>',
      <QueryClientProvider client={client}>
        <HydrateNearView>
          <Deals />
        </HydrateNearView>
      </QueryClientProvider>,
    );
    try {
      act(() => {
        jest.advanceTimersByTime(30 * 60_000); // well past gcTime
      });
      expect(client.getQueryData(['deals'])).toEqual(['Dates', 'Figs']);
      const wrapper = screen.getByRole('list', { name: 'Deals' }).parentElement;
      if (!wrapper) throw new Error('no wrapper');
      act(() => observed.get(wrapper)?.());
      expect(within(screen.getByRole('list', { name: 'Deals' })).getAllByRole('listitem')).toHaveLength(2);
    } finally {
      act(() => root?.unmount());
      container.remove();
      jest.useRealTimers();
    }
  });
});
