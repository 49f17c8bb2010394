import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { FakeIntersectionObserver, observed } from './near-view-testing';
import { HydrateNearView, usePageHydrated } from './hydrate-near-view';

const rendered = jest.fn<void, [string]>();
const renders = (name: string) => rendered.mock.calls.filter(([block]) => block === name).length;
function Basket({ name }: { name: string }) {
  rendered(name);
  const [count, setCount] = useState(0);
  return (
    <section aria-label={name}>
      <a href="#deals">Deals</a>
      <button type="button" onClick={() => setCount(count + 1)}>
        Add ({count})
      </button>
    </section>
  );
}

/** What the server sent for a block: the markup the component renders. */
const served = (name: string) =>
  `<div><section aria-label="${name}"><a href="#deals">Deals</a><button type="button">Add (<!-- -->0<!-- -->)</button></section></div>`;

const client = new QueryClient();
const WithData = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

function Page() {
  usePageHydrated();
  return (
    <WithData>
      <HydrateNearView>
        <Basket name="Popular" />
      </HydrateNearView>
      <HydrateNearView>
        <Basket name="Newest" />
      </HydrateNearView>
      <HydrateNearView>
        <Basket name="Offers" />
      </HydrateNearView>
    </WithData>
  );
}

describe('blocks that hydrate near the viewport', () => {
  beforeAll(() => Object.assign(window, { IntersectionObserver: FakeIntersectionObserver }));

  it('keep the server HTML while the page hydrates, and render when they near the viewport, take focus or are tapped', async () => {
    const container = document.createElement('div');
    container.innerHTML = served('Popular') + served('Newest') + served('Offers');
    document.body.appendChild(container);
    const popular = screen.getByRole('region', { name: 'Popular' });
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    try {
      // hydrated, yet neither block has rendered: their server nodes are untouched
      expect(rendered).not.toHaveBeenCalled();
      expect(screen.getByRole('region', { name: 'Popular' })).toBe(popular);

      // scrolled near: the block renders in place and works
      const wrapper = popular.parentElement;
      if (!wrapper) throw new Error('no wrapper');
      act(() => observed.get(wrapper)?.());
      expect(renders('Popular')).toBeGreaterThan(0);
      expect(renders('Newest')).toBe(0);
      const block = screen.getByRole('region', { name: 'Popular' });
      fireEvent.click(within(block).getByRole('button', { name: 'Add (0)' }));
      expect(within(block).getByRole('button', { name: 'Add (1)' })).toBeInTheDocument();
      expect(screen.getAllByRole('region', { name: 'Popular' })).toHaveLength(1);

      // reached with the keyboard: it renders, and focus stays on the element reached
      const newest = () => screen.getByRole('region', { name: 'Newest' });
      act(() => within(newest()).getByRole('button', { name: 'Add (0)' }).focus());
      expect(renders('Newest')).toBeGreaterThan(0);
      expect(within(newest()).getByRole('button', { name: 'Add (0)' })).toHaveFocus();

      // tapped before it woke: it renders, and the tap reaches the button, once
      const offers = () => screen.getByRole('region', { name: 'Offers' });
      expect(renders('Offers')).toBe(0);
      fireEvent.click(within(offers()).getByRole('button', { name: 'Add (0)' }));
      expect(within(offers()).getByRole('button', { name: 'Add (1)' })).toBeInTheDocument();
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('render at once when mounted after the page has hydrated', () => {
    // the test above hydrated a page, so this mount is a client-side one
    render(
      <HydrateNearView>
        <Basket name="Later" />
      </HydrateNearView>,
      { wrapper: WithData },
    );
    expect(renders('Later')).toBe(1);
    expect(screen.getByRole('link', { name: 'Deals' })).toBeInTheDocument();
  });
});
