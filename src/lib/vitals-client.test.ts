import { deviceClass, reportVital } from './vitals-client';

describe('field data in the browser', () => {
  it('classes devices by pointer, screen and power, nothing more', () => {
    expect(deviceClass({ coarse: false, shortSide: 1080 })).toBe('desktop');
    expect(deviceClass({ coarse: true, shortSide: 800 })).toBe('tablet');
    expect(deviceClass({ coarse: true, shortSide: 412, cores: 8, memoryGb: 8 })).toBe('phone');
    expect(deviceClass({ coarse: true, shortSide: 360, cores: 4 })).toBe('phone-low');
    expect(deviceClass({ coarse: true, shortSide: 360, cores: 8, memoryGb: 2 })).toBe('phone-low');
  });

  it('sends a sampled visit’s vitals once the page is hidden, with its route and no address', () => {
    document.documentElement.dataset.soukVitals = '1';
    Object.assign(window, { __NEXT_DATA__: { page: '/product/[slug]' } });
    window.matchMedia = () => ({ matches: false }) as MediaQueryList;
    const sent: string[] = [];
    Object.assign(navigator, { sendBeacon: (url: string, body: Blob) => (sent.push(url), body.size > 0) });
    reportVital({ name: 'TTFB', value: 120 });
    reportVital({ name: 'LCP', value: 900, navigationType: 'soft-navigation' }); // a client-side navigation's: not ours
    reportVital({ name: 'Next.js-hydration', value: 300 });
    expect(sent).toEqual([]);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toEqual(['/api/v1/vitals']);
    reportVital({ name: 'CLS', value: 0.01 }); // final once hidden: leaves at once
    expect(sent).toHaveLength(2);
  });
});
