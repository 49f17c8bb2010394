import { paintFirstLoader } from './paint-first';

const SOURCES = ['/_next/static/chunks/webpack.js', '/_next/static/chunks/framework.js', '/_next/static/chunks/main.js'];

function inserted(): string[] {
  return [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src') ?? '');
}

function runLoader(sources: readonly string[]) {
  // the loader is an inline script in the server HTML; here it runs on a parsed document
  new Function(paintFirstLoader(sources))();
}

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
});
