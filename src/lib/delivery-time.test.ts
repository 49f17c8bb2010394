/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deliveryTimeText } from './delivery-time';
import { Translations } from './i18n';

const catalogue = (lang: 'en' | 'ar') => JSON.parse(readFileSync(join(process.cwd(), 'public', 'locales', lang, 'catalogue.json'), 'utf8')) as Record<string, string>;
const say = (lang: 'en' | 'ar') => {
  const tr = new Translations(lang, { en: { catalogue: catalogue('en') }, ar: { catalogue: catalogue('ar') } });
  return (key: string, values?: Record<string, string | number>) => tr.translate('catalogue', key, values);
};

describe("a store's delivery time", () => {
  it('is said in English and Arabic', () => {
    expect(deliveryTimeText('30-40 min', say('en'))).toBe('30-40 min');
    expect(deliveryTimeText('30-40 min', say('ar'))).toBe('30-40 دقيقة');
    expect(deliveryTimeText('1-2 hours', say('ar'))).toBe('1-2 ساعة');
    expect(deliveryTimeText('2 - 3 Days', say('ar'))).toBe('2-3 يوم');
    expect(deliveryTimeText('2-3 days', say('en'))).toBe('2-3 days');
  });

  it('shows a text of another shape as it is', () => {
    expect(deliveryTimeText('same day', say('ar'))).toBe('same day');
    expect(deliveryTimeText('30 min', say('ar'))).toBe('30 min');
    expect(deliveryTimeText('10-20 fortnights', say('ar'))).toBe('10-20 fortnights');
  });
});
