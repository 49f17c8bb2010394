/**
 * @jest-environment node
 */
import { interpolate, serverTranslator } from './translate';

describe('server-side translation', () => {
  it('fills in {{values}} and leaves unknown ones', () => {
    expect(interpolate('{{amount}} OFF', { amount: '10%' })).toBe('10% OFF');
    expect(interpolate('Hello {{ name }}, {{missing}}', { name: 'Amal' })).toBe('Hello Amal, {{missing}}');
  });

  it('reads the Arabic catalogue and falls back to the English key', async () => {
    const t = await serverTranslator('ar', 'catalogue');
    expect(t('Visit Again')).not.toBe('Visit Again');
    expect(t('A sentence nobody translated')).toBe('A sentence nobody translated');
    const missing = await serverTranslator('ar', 'no-such-namespace');
    expect(missing('Visit Again')).toBe('Visit Again');
  });

  it('says a count in the language’s plural form, as the page does', async () => {
    const en = await serverTranslator('en', 'catalogue');
    expect([1, 2].map((count) => en('{{count}} reviews', { count }))).toEqual(['1 review', '2 reviews']);
    const ar = await serverTranslator('ar', 'catalogue');
    expect([1, 2, 3, 100].map((count) => ar('{{count}} reviews', { count }))).toEqual(['تقييم واحد', 'تقييمان', '3 تقييمات', '100 تقييم']);
  });
});
