/** Each file hydrates one page: a block is asleep only until the page's first hydration. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';

import { FakeIntersectionObserver, hydrate } from './near-view-testing';
import { HydrateNearView } from './hydrate-near-view';

describe('a block that has not hydrated yet', () => {
  beforeAll(() => Object.assign(window, { IntersectionObserver: FakeIntersectionObserver }));

  it('leaves a link clicked with a modifier key or another button to the browser (a new tab or window)', async () => {
    const renders = jest.fn();
    function Deals() {
      renders();
      const [n, setN] = useState(0);
      return (
        <section aria-label="Deals">
          <a href="#dates" onClick={() => setN(n + 1)}>
            Dates {n}
          </a>
        </section>
      );
    }
    const { root, container } = await hydrate(
      '<div><section aria-label="Deals"><a href="#dates">Dates <!-- -->0</a></section></div>',
      <QueryClientProvider client={new QueryClient()}>
        <HydrateNearView>
          <Deals />
        </HydrateNearView>
      </QueryClientProvider>,
    );
    try {
      const link = screen.getByRole('link', { name: 'Dates 0' });
      for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
        const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
        act(() => {
          link.dispatchEvent(click);
        });
        expect(click.defaultPrevented).toBe(false);
      }
      expect(renders).not.toHaveBeenCalled();
      // a plain click wakes the block and reaches the link
      act(() => {
        fireEvent.click(link);
      });
      expect(renders).toHaveBeenCalled();
      expect(screen.getByRole('link', { name: 'Dates 1' })).toBeInTheDocument();
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

});
