import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { stores } from '../db/schema';
import { haversineKm } from '../../contract/distance';
import { boxWithin, leastMetresBeyond, nearestFirst, pagedStores, storeScope } from '../services/store-lists';

/** A repeatable run of numbers in [0, 1) (the same points on every run). */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

type Point = { lat: number; lng: number };

const metres = (a: Point, b: Point) => haversineKm(a, b) * 1000;

/** The active stores moved to `place(i)` for the test, then back: every page of `size` listed nearest first from `shopper`, against the order in metres. */
async function pagesFrom(shopper: Point, place: (i: number) => Point, size: number): Promise<{ listed: number[]; byMetres: number[]; placed: (Point & { id: number })[] }> {
  const db = await getDb();
  const active = await db.select({ id: stores.id, latitude: stores.latitude, longitude: stores.longitude }).from(stores).where(eq(stores.status, 1));
  expect(active.length).toBeGreaterThan(30);
  const placed = active.map((s, i) => ({ id: s.id, ...place(i) }));
  const byMetres = [...placed].sort((a, b) => metres(shopper, a) - metres(shopper, b) || a.id - b.id).map((s) => s.id);
  try {
    for (const s of placed) await db.update(stores).set({ latitude: s.lat, longitude: s.lng }).where(eq(stores.id, s.id));
    const listed: number[] = [];
    for (let offset = 1; listed.length < placed.length; offset++) {
      const { rows } = await pagedStores(db, nearestFirst(storeScope(null, null), shopper.lat, shopper.lng), { offset, limit: size });
      expect(rows.length).toBe(Math.min(size, placed.length - listed.length));
      listed.push(...rows.map((r) => r.id));
    }
    return { listed, byMetres, placed };
  } finally {
    for (const s of active) await db.update(stores).set({ latitude: s.latitude, longitude: s.longitude }).where(eq(stores.id, s.id));
  }
}

describe('stores nearest first', () => {
  it('never puts a store past the walk nearer than the bound says', () => {
    const next = numbers(7);
    let checked = 0;
    for (let i = 0; i < 20_000; i++) {
      const from = { lat: (next() - 0.5) * 150, lng: (next() - 0.5) * 300 };
      const to = { lat: from.lat + (next() - 0.5) * 8, lng: from.lng + (next() - 0.5) * 8 };
      const reach = Math.hypot(to.lat - from.lat, to.lng - from.lng);
      const least = leastMetresBeyond(reach, from.lat, from.lng);
      if (least === null) continue;
      checked++;
      expect(metres(from, to)).toBeGreaterThanOrEqual(least);
    }
    expect(checked).toBeGreaterThan(15_000);
    expect(leastMetresBeyond(10, 25, 55)).toBeNull();
    // a reach across the 180th meridian proves nothing: its far side is near
    expect(leastMetresBeyond(0.05, -16.8, 179.98)).toBeNull();
  });

  it('holds every point within the distance in the box it reads again', () => {
    const next = numbers(11);
    let checked = 0;
    for (let i = 0; i < 20_000; i++) {
      const from = { lat: (next() - 0.5) * 170, lng: (next() - 0.5) * 358 };
      const to = { lat: from.lat + (next() - 0.5) * 2, lng: from.lng + (next() - 0.5) * 2 / Math.max(Math.cos((from.lat * Math.PI) / 180), 0.05) };
      const box = boxWithin(metres(from, to), from.lat, from.lng);
      if (!box || Math.abs(to.lat) > 90 || Math.abs(to.lng) > 180) continue;
      checked++;
      const [west, south, east, north] = box;
      expect(to.lng).toBeGreaterThanOrEqual(west);
      expect(to.lng).toBeLessThanOrEqual(east);
      expect(to.lat).toBeGreaterThanOrEqual(south);
      expect(to.lat).toBeLessThanOrEqual(north);
    }
    expect(checked).toBeGreaterThan(15_000);
    // no one box past a pole or across the 180th meridian
    expect(boxWithin(50_000, 89.9, 0)).toBeNull();
    expect(boxWithin(50_000, -16.8, 179.9)).toBeNull();
    // a box a little wider than the circle, not the whole zone: 1 km in Dubai
    const dubai = boxWithin(1000, 25.2, 55.27);
    expect(dubai && dubai[2] - dubai[0]).toBeLessThan(0.025);
  });

  it('orders every page by distance in metres where the stores crowd just past the shopper (many as near, north and east)', async () => {
    // Dubai: a dense row of stores 0.01 degree north of the shopper and another as far east, each a
    // few metres apart, so that the nearest twelve in degrees are not the nearest twelve in metres
    const shopper = { lat: 25.2, lng: 55.27 };
    const { listed, byMetres } = await pagesFrom(shopper, (i) => (i % 2 === 0 ? { lat: shopper.lat + 0.0099 + (i % 7) * 0.00002, lng: shopper.lng + (i - 20) * 0.00003 } : { lat: shopper.lat + (i - 20) * 0.00003, lng: shopper.lng + 0.0103 + (i % 5) * 0.00002 }), 12);
    expect(listed).toEqual(byMetres);
  });

  it('orders every page by distance in metres across the 180th meridian', async () => {
    // Taveuni, Fiji: half the stores just east of the meridian, half just west of it
    const shopper = { lat: -16.8, lng: 179.98 };
    const { listed, byMetres } = await pagesFrom(shopper, (i) => ({ lat: shopper.lat + (i % 9) * 0.01, lng: i % 2 === 0 ? -179.99 + i * 0.001 : 179.9 - i * 0.001 }), 7);
    expect(listed).toEqual(byMetres);
  });

  it('orders every page by distance in metres where nearest in degrees differs (far north, a degree of longitude a fifth as long)', async () => {
    // Longyearbyen: every other store east of the shopper, the rest north, about 2.3 km apart on each
    // line, so that a store 0.1 degree east is as near as one 0.02 degree north
    const shopper = { lat: 78.22, lng: 15.65 };
    const { listed, byMetres, placed } = await pagesFrom(
      shopper,
      (i) => {
        const step = Math.floor(i / 2) + 1;
        return i % 2 === 0 ? { lat: shopper.lat, lng: shopper.lng + step * 0.1 } : { lat: shopper.lat + (step + 0.5) * 0.0204, lng: shopper.lng };
      },
      5,
    );
    const byDegrees = [...placed].sort((a, b) => Math.hypot(a.lat - shopper.lat, a.lng - shopper.lng) - Math.hypot(b.lat - shopper.lat, b.lng - shopper.lng)).map((s) => s.id);
    // the two orders part: the second page's stores are not all among twice its end's worth of the nearest in degrees
    expect(byMetres.slice(5, 10).every((id) => byDegrees.slice(0, 20).includes(id))).toBe(false);
    expect(listed).toEqual(byMetres);
  });
});
