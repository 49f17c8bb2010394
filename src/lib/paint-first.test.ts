import { paintFirstLoader, sharedRuntime } from './paint-first';

const SOURCES = ['/_next/static/chunks/webpack.js', '/_next/static/chunks/framework.js', '/_next/static/chunks/main.js'];

function inserted(): string[] {
  return [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src') ?? '');
}

function runLoader(sources: readonly string[], options?: { early?: readonly string[]; atPaint?: readonly string[] }) {
  // the loader is an inline script in the server HTML; here it runs on a parsed document
  new Function(paintFirstLoader(sources, options))();
}

const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')];

describe('the paint-first loader', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '<main><h1>Dates</h1></main>';
  });
  afterEach(() => jest.useRealTimers());

  it('starts the chunks after the first frame, once, in their order', () => {
    runLoader(SOURCES);
    expect(inserted()).toEqual([]);
    jest.advanceTimersByTime(1000);
    expect(inserted()).toEqual(SOURCES);
    for (const script of document.head.querySelectorAll('script')) expect(script.async).toBe(false);
    jest.advanceTimersByTime(5000);
    expect(inserted()).toHaveLength(SOURCES.length);
  });

  it('early: fetches the chunks it is given at once at low priority, and still runs them all after the first frame', () => {
    runLoader(SOURCES, { early: SOURCES.slice(1) });
    expect(preloaded().map((l) => l.getAttribute('href'))).toEqual(SOURCES.slice(1));
    for (const link of preloaded()) expect(link.getAttribute('fetchpriority')).toBe('low');
    expect(inserted()).toEqual([]);
    jest.advanceTimersByTime(1000);
    expect(inserted()).toEqual(SOURCES);
  });

  it('fetches nothing before the paint unless asked to', () => {
    runLoader(SOURCES);
    expect(preloaded()).toEqual([]);
    jest.advanceTimersByTime(1000); // started, so its tap listener has nothing left to start
    expect(preloaded()).toEqual([]);
  });

  it('starts them at once when the shopper presses a key or taps', () => {
    runLoader(SOURCES);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(inserted()).toEqual(SOURCES);
  });

  it('cannot be broken out of its script element by a chunk name', () => {
    const source = paintFirstLoader(['/x</script><script>alert(1)//.js']);
    expect(source).not.toContain('</script');
    runLoader(['/x</script>.js']);
    jest.advanceTimersByTime(1000);
    expect(inserted()).toEqual(['/x</script>.js']);
  });

  describe('with paint timing', () => {
    // every observer waiting for a paint; report() is the browser painting
    const waiting = new Set<() => void>();
    const report = () => [...waiting].forEach((callback) => callback());
    const paints: { name: string }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: () => void) {}
      observe() {
        waiting.add(this.callback);
      }
      disconnect() {
        waiting.delete(this.callback);
      }
    }
    beforeEach(() => {
      paints.length = 0;
      waiting.clear();
      Object.assign(window, { PerformanceObserver: FakeObserver });
      Object.defineProperty(performance, 'getEntriesByType', { value: () => paints, configurable: true });
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'PerformanceObserver');
      Reflect.deleteProperty(performance, 'getEntriesByType');
    });

    it('waits for the first paint before fetching the chunks', () => {
      runLoader(SOURCES);
      jest.advanceTimersByTime(2000);
      expect(inserted()).toEqual([]);
      report();
      jest.advanceTimersByTime(1000);
      expect(inserted()).toEqual(SOURCES);
    });

    it('goes on without a paint report after 3 s', () => {
      runLoader(SOURCES);
      jest.advanceTimersByTime(2900);
      expect(inserted()).toEqual([]);
      jest.advanceTimersByTime(1200);
      expect(inserted()).toEqual(SOURCES);
    });

    it('early: fetches the page\'s own chunks when the browser reports its first paint', () => {
      runLoader(SOURCES, { early: SOURCES.slice(0, 2), atPaint: SOURCES.slice(2) });
      expect(preloaded().map((l) => l.getAttribute('href'))).toEqual(SOURCES.slice(0, 2));
      jest.advanceTimersByTime(2000);
      expect(preloaded()).toHaveLength(2);
      report();
      expect(preloaded().map((l) => l.getAttribute('href'))).toEqual(SOURCES);
      jest.advanceTimersByTime(1000);
      expect(inserted()).toEqual(SOURCES);
    });

    it('does not wait when the page has already painted', () => {
      paints.push({ name: 'first-contentful-paint' });
      runLoader(SOURCES);
      jest.advanceTimersByTime(1000);
      expect(inserted()).toEqual(SOURCES);
    });
  });

  it('starts them at once in a tab opened in the background', () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runLoader(SOURCES);
    expect(inserted()).toEqual(SOURCES);
    visibility.mockRestore();
  });
});

describe('the shared runtime fetched early', () => {
  const page = [
    '/_next/static/chunks/webpack-95d8bf459c0fb462.js',
    '/_next/static/chunks/framework-8783de545d777692.js',
    '/_next/static/chunks/main-9901763b10391557.js',
    '/_next/static/chunks/pages/_app-7ed1a7aba3f9b168.js',
    '/_next/static/chunks/8250-d6c9242e256873fb.js',
    '/_next/static/chunks/pages/product/%5Bid%5D-55df15373ce2023c.js',
  ];

  it("is Next's webpack runtime, React and Next's client, not the app shell or the page", () => {
    expect(sharedRuntime(page)).toEqual(page.slice(0, 3));
  });

  it('fails loudly when React or the client chunk is no longer found by name', () => {
    expect(() => sharedRuntime(page.filter((src) => !src.includes('framework-')))).toThrow(/framework/);
    expect(() => sharedRuntime(page.filter((src) => !src.includes('/main-')))).toThrow(/main/);
  });
});
