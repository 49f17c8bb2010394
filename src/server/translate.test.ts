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
});
