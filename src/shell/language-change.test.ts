import { localizedPath, markLanguageChanged, takeLanguageChanged } from './language-change';

describe('the "Language has been changed" notice', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows once, on the first page in the new language', () => {
    markLanguageChanged('ar', 1_000);
    expect(takeLanguageChanged('ar', 2_000)).toBe(true);
    expect(takeLanguageChanged('ar', 3_000)).toBe(false);
  });

  it('waits through renders still in the old language', () => {
    markLanguageChanged('ar', 1_000);
    expect(takeLanguageChanged('en', 1_500)).toBe(false);
    expect(takeLanguageChanged('ar', 2_000)).toBe(true);
  });

  it('forgets a switch that never landed', () => {
    markLanguageChanged('ar', 1_000);
    expect(takeLanguageChanged('en', 60_000)).toBe(false);
    expect(takeLanguageChanged('ar', 61_000)).toBe(false);
  });

  it('says nothing when no switch happened', () => {
    expect(takeLanguageChanged('en')).toBe(false);
  });
});

describe('the notice after a full navigation', () => {
  const fresh = () => {
    let mod: typeof import('./language-change') | undefined;
    jest.isolateModules(() => {
      mod = jest.requireActual<typeof import('./language-change')>('./language-change');
    });
    return mod!;
  };
  const cameFrom = (referrer: string) => jest.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);

  beforeEach(() => {
    window.sessionStorage.clear();
    window.sessionStorage.setItem('souk_language_changed', `ar:${Date.now()}`); // left by the page the shopper switched on
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows on the first page reached from one of this site’s pages', () => {
    cameFrom(`${window.location.origin}/product/1`);
    expect(fresh().takeLanguageChanged('ar')).toBe(true);
  });

  it('does not open the tab’s storage on a visit from elsewhere (no switch can have happened)', () => {
    cameFrom('https://search.example/?q=souk');
    const read = jest.spyOn(Storage.prototype, 'getItem');
    expect(fresh().takeLanguageChanged('ar')).toBe(false);
    cameFrom('');
    expect(fresh().takeLanguageChanged('ar')).toBe(false);
    expect(read).not.toHaveBeenCalled();
  });
});

describe('the page in another language', () => {
  it('is unprefixed in English and under /ar in Arabic', () => {
    expect(localizedPath('/about-us', 'ar')).toBe('/ar/about-us');
    expect(localizedPath('/', 'ar')).toBe('/ar');
    expect(localizedPath('/?x=1', 'ar')).toBe('/ar?x=1');
    expect(localizedPath('/store/1?page=2', 'en')).toBe('/store/1?page=2');
  });
});
