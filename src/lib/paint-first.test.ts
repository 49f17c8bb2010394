import { paintFirstLoader } from './paint-first';

const SOURCES = ['/_next/static/chunks/webpack.js', '/_next/static/chunks/framework.js', '/_next/static/chunks/main.js'];

function inserted(): string[] {
  return [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src') ?? '');
}

function runLoader(sources: readonly string[], options?: { fetchEarly?: boolean }) {
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

  it('early: fetches the chunks at once at low priority, and still runs them after the first frame', () => {
    runLoader(SOURCES, { fetchEarly: true });
    expect(preloaded().map((l) => l.getAttribute('href'))).toEqual(SOURCES);
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
    let report: (() => void) | undefined;
    const paints: { name: string }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: () => void) {}
      observe() {
        report = () => this.callback();
      }
      disconnect() {
        report = undefined;
      }
    }
    beforeEach(() => {
      paints.length = 0;
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
      report?.();
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
