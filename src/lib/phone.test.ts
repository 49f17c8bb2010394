import { countryOfTyped, countryOptions, flagOf, joinPhone, looksLikePhoneInput, pickerCountry, splitPhone } from './phone';

describe('the country picker', () => {
  it('is on with the config country, off when the config switches it off or names no known country', () => {
    expect(pickerCountry({ country: 'AE', country_picker_status: 1 })).toBe('AE');
    expect(pickerCountry({ country: 'sa', country_picker_status: 1 })).toBe('SA');
    expect(pickerCountry({ country: 'AE', country_picker_status: 0 })).toBeNull();
    expect(pickerCountry({ country: 'Narnia', country_picker_status: 1 })).toBeNull();
    expect(pickerCountry(undefined)).toBeNull();
  });

  it('lists every country once with its calling code, named in the shopper language', () => {
    const en = countryOptions('en');
    expect(en.find((c) => c.code === 'AE')).toEqual({ code: 'AE', name: 'United Arab Emirates', dial: '971' });
    expect(new Set(en.map((c) => c.code)).size).toBe(en.length);
    expect(en.length).toBeGreaterThan(200);
    const ar = countryOptions('ar');
    expect(ar.find((c) => c.code === 'AE')?.name).toBe('الإمارات العربية المتحدة');
    expect(flagOf('AE')).toBe('🇦🇪');
  });

  it('puts the country code before a national number and drops the trunk 0', () => {
    expect(joinPhone('AE', '050 123 4567')).toBe('+971501234567');
    expect(joinPhone('AE', '501234567')).toBe('+971501234567');
    expect(joinPhone('SA', '0512345678')).toBe('+966512345678');
    expect(joinPhone('GB', '07700 900123')).toBe('+447700900123');
  });

  it('keeps a number typed with its own plus, and keeps a short one short so the length rule speaks', () => {
    expect(joinPhone('AE', '+44 7700 900123')).toBe('+447700900123');
    expect(joinPhone('AE', '5012')).toBe('+9715012');
    expect(joinPhone('AE', '')).toBe('');
    expect(joinPhone('AE', '   ')).toBe('');
  });

  it('splits an international number back into its country and national number', () => {
    expect(splitPhone('+971501234567', 'SA')).toEqual({ country: 'AE', national: '501234567' });
    expect(splitPhone('+447700900123', 'AE')).toEqual({ country: 'GB', national: '7700900123' });
    expect(splitPhone('', 'AE')).toEqual({ country: 'AE', national: '' });
    expect(splitPhone('0501234567', 'AE')).toEqual({ country: 'AE', national: '0501234567' });
  });

  it('tells a phone being typed from an e-mail', () => {
    expect(looksLikePhoneInput('05')).toBe(true);
    expect(looksLikePhoneInput('+971 50-123 (4567)')).toBe(true);
    expect(looksLikePhoneInput('noor@example.com')).toBe(false);
    expect(looksLikePhoneInput('n0')).toBe(false);
    expect(looksLikePhoneInput('')).toBe(false);
    expect(looksLikePhoneInput('+')).toBe(false);
  });

  it('finds the country of a number typed with its plus', () => {
    expect(countryOfTyped('+971 50 123 4567')).toBe('AE');
    expect(countryOfTyped('0501234567')).toBeNull();
  });
});
