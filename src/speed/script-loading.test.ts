import { SCRIPT_LIST_ID, SCRIPT_LOADER } from './inline-scripts';
import { scriptList, sharedRuntime } from './script-loading';

const SOURCES = ['/_next/static/chunks/webpack.js', '/_next/static/chunks/framework.js', '/_next/static/chunks/main.js'];

function inserted(): string[] {
  return [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src') ?? '');
}

/** The shared runtime (webpack, framework) fetched at once; the page's own chunk (main here) at the first paint. */
const EARLY = SOURCES.slice(0, 2);

function runLoader(sources: readonly string[] = SOURCES, early: readonly string[] = EARLY) {
  // the loader is an inline script in the server HTML after the page's list; here it runs on a parsed document
  const list = document.createElement('script');
  list.id = SCRIPT_LIST_ID;
  list.type = 'application/json';
  list.textContent = scriptList(sources, early);
  document.head.appendChild(list);
  new Function(SCRIPT_LOADER)();
}

const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')];

describe('the script loader (SOUK_SCRIPT_LOADING=early)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '<main><h1>Dates</h1></main>';
  });
  afterEach(() => jest.useRealTimers());

  it('starts the chunks after the first frame, once, in their order', () => {
    runLoader();
    expect(inserted()).toEqual([]);
    jest.advanceTimersByTime(1000);
    expect(inserted()).toEqual(SOURCES);
    for (const script of document.head.querySelectorAll('script[src]')) expect((script as HTMLScriptElement).async).toBe(false);
    jest.advanceTimersByTime(5000);
    expect(inserted()).toHaveLength(SOURCES.length);
  });

  it('fetches the shared runtime at once at low priority, and still runs every chunk after the first frame', () => {
    runLoader();
    expect(preloaded().map((l) => l.getAttribute('href'))).toEqual(EARLY);
    for (const link of preloaded()) expect(link.getAttribute('fetchpriority')).toBe('low');
    expect(inserted()).toEqual([]);
    jest.advanceTimersByTime(1000);
    expect(inserted()).toEqual(SOURCES);
  });

  it('starts them at once when the shopper presses a key or taps', () => {
    runLoader();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(inserted()).toEqual(SOURCES);
  });

  it('cannot be broken out of its script element by a chunk name', () => {
    const source = scriptList(['/x</script><script>alert(1)//.js', '/y</script>.js'], ['/x</script><script>alert(1)//.js']);
    expect(source).not.toContain('</script');
    expect(JSON.parse(source)).toEqual({ all: ['/x</script><script>alert(1)//.js', '/y</script>.js'], early: ['/x</script><script>alert(1)//.js'] });
    runLoader(['/x</script>.js', '/y</script>.js'], ['/x</script>.js']);
    expect(preloaded().map((l) => l.getAttribute('href'))).toEqual(['/x</script>.js']);
    jest.advanceTimersByTime(1000);
    expect(inserted()).toEqual(['/x</script>.js', '/y</script>.js']);
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

    it('waits for the first paint before running the chunks', () => {
      runLoader();
      jest.advanceTimersByTime(2000);
      expect(inserted()).toEqual([]);
      report();
      jest.advanceTimersByTime(1000);
      expect(inserted()).toEqual(SOURCES);
    });

    it('goes on without a paint report after 3 s', () => {
      runLoader();
      jest.advanceTimersByTime(2900);
      expect(inserted()).toEqual([]);
      jest.advanceTimersByTime(1200);
      expect(inserted()).toEqual(SOURCES);
    });

    it('fetches the page\'s own chunks when the browser reports its first paint', () => {
      runLoader();
      expect(preloaded().map((l) => l.getAttribute('href'))).toEqual(EARLY);
      jest.advanceTimersByTime(2000);
      expect(preloaded()).toHaveLength(2);
      report();
      expect(preloaded().map((l) => l.getAttribute('href'))).toEqual(SOURCES);
      jest.advanceTimersByTime(1000);
      expect(inserted()).toEqual(SOURCES);
    });

    it('does not wait when the page has already painted', () => {
      paints.push({ name: 'first-contentful-paint' });
      runLoader();
      expect(preloaded().map((l) => l.getAttribute('href'))).toEqual(SOURCES);
      jest.advanceTimersByTime(1000);
      expect(inserted()).toEqual(SOURCES);
    });
  });

  it('starts them at once in a tab opened in the background', () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runLoader();
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
