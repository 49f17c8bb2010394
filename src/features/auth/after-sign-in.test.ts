import { QueryClient } from '@tanstack/react-query';
import { zoneIdQuery, zonesQuery } from '@/api/zones';
import { refreshAfterSignIn } from './after-sign-in';

function seeded() {
  const client = new QueryClient();
  const zones = zonesQuery({ lang: 'en' }).queryKey;
  const zoneId = zoneIdQuery({ lang: 'en' }, { lat: 25.2, lng: 55.3 }).queryKey;
  client.setQueryData(zones, []);
  client.setQueryData(zoneId, { zone_id: '[1]', zone_data: [] });
  client.setQueryData(['customer', 'info', { lang: 'en' }], { id: 1 });
  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, zones, zoneId, invalidated };
}

describe('refreshAfterSignIn', () => {
  it('refetches the profile and, with a zone stored, the zone data', async () => {
    const { client, zones, zoneId, invalidated } = seeded();
    await refreshAfterSignIn(client, true);
    expect(invalidated(['customer', 'info', { lang: 'en' }])).toBe(true);
    expect(invalidated(zones)).toBe(true);
    expect(invalidated(zoneId)).toBe(true);
  });

  it('leaves the zone data alone when no zone is stored', async () => {
    const { client, zones, zoneId, invalidated } = seeded();
    await refreshAfterSignIn(client, false);
    expect(invalidated(['customer', 'info', { lang: 'en' }])).toBe(true);
    expect(invalidated(zones)).toBe(false);
    expect(invalidated(zoneId)).toBe(false);
  });
});
