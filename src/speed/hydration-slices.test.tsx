import { act, fireEvent, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationSlice, SLICE_MARK, slicesOn } from './hydration-slices';

// what each component saw when its layout effect ran (they run when its part of the page hydrates)
let log: string[] = [];

function Counter() {
  const [count, setCount] = useState(0);
  useLayoutEffect(() => {
    log.push('slice hydrated');
  }, []);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {`Added ${count}`}
    </button>
  );
}

function Page({ rootDone }: { rootDone?: () => void }) {
  useLayoutEffect(() => {
    log.push('root hydrated');
    rootDone?.();
  }, [rootDone]);
  return (
    <main>
      <h1>Falafel House</h1>
      <HydrationSlice>
        <Counter />
      </HydrationSlice>
    </main>
  );
}

/** Server-renders the page into the document, as the server would. */
function serve(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.replaceChildren(container);
  return container;
}

let root: Root | null = null;
const errors: unknown[] = [];
const marks: string[] = [];

beforeEach(() => {
  log = [];
  errors.length = 0;
  marks.length = 0;
  // jsdom has no user timing
  performance.mark = (name: string) => {
    marks.push(name);
    return undefined as unknown as PerformanceMark;
  };
  delete document.documentElement.dataset.soukSlices;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

function hydrate(container: HTMLElement, rootDone?: () => void) {
  root = hydrateRoot(container, <Page rootDone={rootDone} />, { onRecoverableError: (error) => errors.push(error) });
}

describe('hydration in slices (SOUK_HYDRATION_SLICES)', () => {
  it('sends a slice inline with the page, between markers, not as a part revealed later by a script', () => {
    const html = serve().innerHTML;
    expect(html).toMatch(/<h1>Falafel House<\/h1><!--&--><button type="button">Added 0<\/button><!--\/&-->/);
    expect(html).not.toMatch(/<template|hidden|<script/);
  });

  it('hydrates the page first and the slice after it, keeping the server’s nodes', async () => {
    const container = serve();
    const button = screen.getByRole('button', { name: 'Added 0' });
    await act(async () => hydrate(container));
    // children hydrated with their parent run their layout effects first: here the slice came later
    expect(log).toEqual(['root hydrated', 'slice hydrated']);
    expect(screen.getByRole('button', { name: 'Added 0' })).toBe(button);
    expect(errors).toEqual([]);
    // the bench's measure of the hydration's end (scripts/lib/throttled.ts)
    expect(marks).toEqual([SLICE_MARK]);
  });

  it('marks nothing for a slice drawn in the browser after the page hydrated', async () => {
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    root = createRoot(container);
    await act(async () => root?.render(<Page />));
    expect(screen.getByRole('button', { name: 'Added 0' })).toBeTruthy();
    expect(marks).toEqual([]);
  });

  it('answers a tap on a slice that has not hydrated yet', async () => {
    const container = serve();
    const rootHydrated = new Promise<void>((resolve) => hydrate(container, resolve));
    await rootHydrated;
    // the root is interactive, the slice not yet: the tap has React hydrate it first, then answers
    expect(log).toEqual(['root hydrated']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Added 0' }));
    });
    expect(screen.getByRole('button', { name: 'Added 1' })).toBeTruthy();
    expect(errors).toEqual([]);
  });

  it('switched off, draws no boundary and the page hydrates in one piece', async () => {
    document.documentElement.dataset.soukSlices = 'off';
    expect(slicesOn()).toBe(false);
    const container = serve();
    expect(container.innerHTML).not.toContain('<!--&-->');
    await act(async () => hydrate(container));
    expect(log).toEqual(['slice hydrated', 'root hydrated']);
    expect(errors).toEqual([]);
  });
});
