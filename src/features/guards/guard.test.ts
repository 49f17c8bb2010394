import { unmetRequirement } from './guard';

describe('page guards', () => {
  it('stops a guest at a page that needs a signed-in shopper (wallet, loyalty points)', () => {
    expect(unmetRequirement({ signedIn: false, zoneIds: [1] }, ['sign-in'])).toBe('sign-in');
    expect(unmetRequirement({ signedIn: true, zoneIds: [1] }, ['sign-in'])).toBeNull();
  });

  it('stops a visitor without a zone at a page that needs one (campaigns)', () => {
    expect(unmetRequirement({ signedIn: true, zoneIds: null }, ['zone'])).toBe('zone');
    expect(unmetRequirement({ signedIn: false, zoneIds: [] }, ['zone'])).toBe('zone');
    expect(unmetRequirement({ signedIn: false, zoneIds: [2] }, ['zone'])).toBeNull();
  });

  it('reports the first unmet requirement in the order asked', () => {
    expect(unmetRequirement({ signedIn: false, zoneIds: null }, ['zone', 'sign-in'])).toBe('zone');
  });
});
