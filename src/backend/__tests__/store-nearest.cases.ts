import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { stores } from '../db/schema';
import { haversineKm } from '../../contract/distance';
import { leastMetresBeyond, nearestFirst, pagedStores, storeScope } from '../services/store-lists';

/** A repeatable run of numbers in [0, 1) (the same points on every run). */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const metres = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => haversineKm(a, b) * 1000;

describe('stores nearest first', () => {
  it('never puts a store past the walk nearer than the bound says', () => {
    const next = numbers(7);
    let checked = 0;
    for (let i = 0; i < 20_000; i++) {
      const from = { lat: (next() - 0.5) * 150, lng: (next() - 0.5) * 300 };
      const to = { lat: from.lat + (next() - 0.5) * 8, lng: from.lng + (next() - 0.5) * 8 };
      const reach = Math.hypot(to.lat - from.lat, to.lng - from.lng);
      const least = leastMetresBeyond(reach, from.lat);
      if (least === null) continue;
      checked++;
      expect(metres(from, to)).toBeGreaterThanOrEqual(least);
    }
    expect(checked).toBeGreaterThan(15_000);
    expect(leastMetresBeyond(10, 25)).toBeNull();
  });

  it('orders every page by distance in metres where nearest in degrees differs (far north, a degree of longitude a fifth as long)', async () => {
    const db = await getDb();
    const active = await db.select({ id: stores.id, latitude: stores.latitude, longitude: stores.longitude }).from(stores).where(eq(stores.status, 1));
    expect(active.length).toBeGreaterThan(30);
    // Longyearbyen: every other store east of the shopper, the rest north, about 2.3 km apart on each
    // line, so that a store 0.1 degree east is as near as one 0.02 degree north
    const shopper = { lat: 78.22, lng: 15.65 };
    const placed = active.map((s, i) => {
      const step = Math.floor(i / 2) + 1;
      return i % 2 === 0 ? { id: s.id, lat: shopper.lat, lng: shopper.lng + step * 0.1 } : { id: s.id, lat: shopper.lat + (step + 0.5) * 0.0204, lng: shopper.lng };
    });
    const byMetres = [...placed].sort((a, b) => metres(shopper, a) - metres(shopper, b) || a.id - b.id).map((s) => s.id);
    const byDegrees = [...placed].sort((a, b) => Math.hypot(a.lat - shopper.lat, a.lng - shopper.lng) - Math.hypot(b.lat - shopper.lat, b.lng - shopper.lng)).map((s) => s.id);
    // the two orders part: the second page's stores are not all among twice its end's worth of the nearest in degrees
    expect(byMetres.slice(5, 10).every((id) => byDegrees.slice(0, 20).includes(id))).toBe(false);
    try {
      for (const s of placed) await db.update(stores).set({ latitude: s.lat, longitude: s.lng }).where(eq(stores.id, s.id));
      const listed: number[] = [];
      for (let offset = 1; listed.length < placed.length; offset++) {
        const { rows } = await pagedStores(db, nearestFirst(storeScope(null, null), shopper.lat, shopper.lng), { offset, limit: 5 });
        expect(rows.length).toBe(Math.min(5, placed.length - listed.length));
        listed.push(...rows.map((r) => r.id));
      }
      expect(listed).toEqual(byMetres);
    } finally {
      for (const s of active) await db.update(stores).set({ latitude: s.latitude, longitude: s.longitude }).where(eq(stores.id, s.id));
    }
  });
});
