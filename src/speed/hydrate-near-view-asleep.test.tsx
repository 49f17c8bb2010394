/** Each file hydrates one page: a block is asleep only until the page's first hydration. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

import { HydrateNearView } from './hydrate-near-view';

const observed = new Map<Element, () => void>();
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.set(target, () => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
  disconnect() {}
}

async function hydrate(html: string, page: ReactNode): Promise<{ root: Root | undefined; container: HTMLElement }> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  return { root, container };
}

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
