import { readGuestInterests, saveGuestInterests } from './guest-interests';
import { toggleInterest } from './interest-selection';

describe('toggleInterest', () => {
  it('adds a category that is not chosen and removes one that is', () => {
    expect(toggleInterest([], 3)).toEqual([3]);
    expect(toggleInterest([3, 5], 7)).toEqual([3, 5, 7]);
    expect(toggleInterest([3, 5, 7], 5)).toEqual([3, 7]);
  });
});

describe('guest interests', () => {
  beforeEach(() => window.localStorage.clear());

  it('are kept per module on this browser', () => {
    saveGuestInterests(2, [4, 5]);
    saveGuestInterests(3, [9]);
    expect(readGuestInterests()).toEqual({ 2: [4, 5], 3: [9] });
  });

  it('start empty when nothing (or garbage) is stored', () => {
    expect(readGuestInterests()).toEqual({});
    window.localStorage.setItem('souk_interests', 'not json');
    expect(readGuestInterests()).toEqual({});
  });
});
