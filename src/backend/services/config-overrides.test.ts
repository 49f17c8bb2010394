/** @jest-environment node */
import { configOverrides } from './config-overrides';

describe('config overrides from the environment', () => {
  it('merges flat fields from a JSON object', () => {
    expect(configOverrides('{"customer_wallet_status":0,"business_name":"Souk Test"}')).toEqual({
      customer_wallet_status: 0,
      business_name: 'Souk Test',
    });
  });

  it('ignores anything that is not a flat JSON object', () => {
    expect(configOverrides(undefined)).toEqual({});
    expect(configOverrides('not json')).toEqual({});
    expect(configOverrides('[1,2]')).toEqual({});
    expect(configOverrides('{"nested":{"a":1}}')).toEqual({});
  });
});
