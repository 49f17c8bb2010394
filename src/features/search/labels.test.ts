/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Translations } from '@/lib/i18n';
import { TOTAL_CAP } from '@/contract/paging';
import { resultsCountLabel } from './labels';

const results = (lang: 'en' | 'ar') => JSON.parse(readFileSync(join(process.cwd(), 'public', 'locales', lang, 'results.json'), 'utf8')) as Record<string, string>;
const say = (lang: 'en' | 'ar') => {
  const tr = new Translations(lang, { en: { results: results('en') }, ar: { results: results('ar') } });
  return (key: string, values?: Record<string, string | number>) => tr.translate('results', key, values);
};

describe('the results line', () => {
  it('says how many were found, in English and Arabic', () => {
    expect(resultsCountLabel(1, say('en'))).toBe('1 result');
    expect(resultsCountLabel(37, say('en'))).toBe('37 results');
    expect(resultsCountLabel(999, say('en'))).toBe('999 results');
    expect(resultsCountLabel(2, say('ar'))).toBe('نتيجتان');
    expect(resultsCountLabel(37, say('ar'))).toBe('37 نتيجة');
  });

  it('says "or more" once the count reaches the cap it stops at', () => {
    expect(resultsCountLabel(TOTAL_CAP, say('en'))).toBe('1000+ results');
    expect(resultsCountLabel(TOTAL_CAP + 250, say('en'))).toBe('1000+ results');
    expect(resultsCountLabel(TOTAL_CAP, say('ar'))).toBe('1000 نتيجة أو أكثر');
  });
});
