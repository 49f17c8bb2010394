import { markLanguageChanged, takeLanguageChanged } from './language-change';

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
