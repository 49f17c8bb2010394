import { COOKIE, directionOf, parseLocation, RTL_LANGUAGES, parseModuleId, parseZoneIds, sessionFromCookies } from './session';

describe('session cookies', () => {
  it('reads zone ids only as a non-empty list of positive integers', () => {
    expect(parseZoneIds('[1,2]')).toEqual([1, 2]);
    // ids beyond PostgreSQL's integer name no zone
    expect(parseZoneIds('[1,2147483648]')).toBeNull();
    expect(parseZoneIds('[]')).toBeNull();
    expect(parseZoneIds('[1,"2"]')).toBeNull();
    expect(parseZoneIds('[1,-3]')).toBeNull();
    expect(parseZoneIds('not json')).toBeNull();
    expect(parseZoneIds(undefined)).toBeNull();
  });

  it('reads a module id only when it is a positive whole number', () => {
    expect(parseModuleId('3')).toBe(3);
    expect(parseModuleId('0')).toBeNull();
    expect(parseModuleId('3; drop')).toBeNull();
    expect(parseModuleId('')).toBeNull();
  });

  it('reads a location with coordinates in range and caps the address', () => {
    expect(parseLocation(JSON.stringify({ lat: 25.2, lng: 55.27, address: 'Dubai Mall' }))).toEqual({
      lat: 25.2,
      lng: 55.27,
      address: 'Dubai Mall',
    });
    expect(parseLocation(JSON.stringify({ lat: 91, lng: 0 }))).toBeNull();
    expect(parseLocation(JSON.stringify({ lat: '25', lng: 55 }))).toBeNull();
    expect(parseLocation(JSON.stringify({ lat: 1, lng: 2, address: 'x'.repeat(500) }))?.address).toHaveLength(300);
  });

  it('builds the whole session, the URL locale winning over the language cookie', () => {
    const session = sessionFromCookies(
      { [COOKIE.zone]: '[1]', [COOKIE.module]: '2', [COOKIE.language]: 'en', [COOKIE.theme]: 'dark', [COOKIE.token]: 't' },
      'ar',
    );
    expect(session).toMatchObject({ zoneIds: [1], moduleId: 2, language: 'ar', theme: 'dark', signedIn: true });
    expect(sessionFromCookies({}).signedIn).toBe(false);
    expect(sessionFromCookies({ [COOKIE.theme]: 'purple' }).theme).toBe('light');
  });

  it('knows which languages are written right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ur')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('sets right to left for exactly the spec’s list (02: ar, arc, dv, fa, ha, he, khw, ks, ku, ps, ur, yl)', () => {
    const spec = ['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yl'];
    expect([...RTL_LANGUAGES]).toEqual(spec);
    for (const language of spec) expect(directionOf(language)).toBe('rtl');
    expect(directionOf('yi')).toBe('ltr');
  });
});
