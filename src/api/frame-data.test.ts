/** The frame's data (config, modules, the footer's landing fields) travels in every page's HTML: only what screens read is kept. */
import { QueryClient } from '@tanstack/react-query';
import { getConfig } from './config';
import { footerLandingQuery } from './content';
import { bindHttp, type Http } from './http';
import { getModules } from './modules';
import type { AppConfig, Module } from './types';

function answering(data: unknown): Http {
  return { get: async () => ({ data }) } as unknown as Http;
}

describe('the frame data kept in the page', () => {
  it('keeps a module’s zones as their ids, not their polygons and delivery terms', async () => {
    const zone = { id: 1, name: 'Central Dubai', coordinates: { type: 'Polygon', coordinates: [[[55.25, 25.29]]] }, pivot: { per_km_shipping_charge: 1.5 } };
    const food = { id: 1, module_name: 'Food', module_type: 'food', zones: [zone, { ...zone, id: 2 }] } as unknown as Module;
    const [module] = await getModules(answering([food]), { lang: 'en', zoneIds: [1] });
    expect(module).toEqual({ id: 1, module_name: 'Food', module_type: 'food', zones: [{ id: 1 }, { id: 2 }] });
  });

  it('leaves out the config parts no screen reads, and keeps the rest', async () => {
    const config = { business_name: 'Souk', digit_after_decimal_point: 2, module_config: { food: {} }, base_urls: { item: '/x' }, cookies_text: 'x', currency_symbol: '$' };
    const kept = await getConfig(answering(config), { lang: 'en' });
    expect(kept).toEqual({ business_name: 'Souk', digit_after_decimal_point: 2, currency_symbol: '$' } as AppConfig);
  });

  it('gives the footer only its landing fields', async () => {
    const client = new QueryClient();
    bindHttp(client, answering({ fixed_footer_description: 'Dubai, delivered', fixed_newsletter_title: 'News', testimonial_list: [{ name: 'A' }], module_list: [1, 2] }));
    const data = await client.fetchQuery(footerLandingQuery({ lang: 'en' }));
    expect(data).toEqual({ fixed_footer_description: 'Dubai, delivered', fixed_newsletter_title: 'News' });
  });
});
