import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { stores } from '../db/schema';
import { haversineKm } from '../../contract/distance';
import { metresOfChord, nearestFirst, pagedStores, storeScope } from '../services/store-lists';

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
    // the straight line through the unit sphere, as the index measures it
    const onSphere = (p: Point) => {
      const [phi, lambda] = [(p.lat * Math.PI) / 180, (p.lng * Math.PI) / 180];
      return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
    };
    const chord = (a: Point, b: Point) => Math.hypot(...onSphere(a).map((v, i) => v - (onSphere(b)[i] ?? 0)));
    const next = numbers(7);
    for (let i = 0; i < 20_000; i++) {
      const from = { lat: (next() - 0.5) * 178, lng: (next() - 0.5) * 358 };
      const to = { lat: Math.max(-90, Math.min(90, from.lat + (next() - 0.5) * 2 ** (next() * 12 - 10))), lng: from.lng + (next() - 0.5) * 2 ** (next() * 12 - 10) };
      const least = metresOfChord(chord(from, to));
      expect(metres(from, to)).toBeGreaterThan(least);
      // and close: a millimetre under, for the rounding
      expect(metres(from, to) - least).toBeLessThan(0.002);
    }
    // a store across the 180th meridian is as near as it is
    expect(metresOfChord(chord({ lat: -16.8, lng: 179.99 }, { lat: -16.8, lng: -179.99 }))).toBeCloseTo(metres({ lat: -16.8, lng: 179.99 }, { lat: -16.8, lng: -179.99 }), 2);
  });

  it('orders every page by distance in metres where many stores stand at one point around a page\'s end (a mall)', async () => {
    // Dubai: every third store in one building 300 m east of the shopper, the others spread around it
    const shopper = { lat: 25.2, lng: 55.27 };
    const mall = { lat: 25.2, lng: 55.273 };
    const { listed, byMetres } = await pagesFrom(shopper, (i) => (i % 3 === 0 ? mall : { lat: shopper.lat + ((i % 11) - 5) * 0.0009, lng: shopper.lng + ((i % 13) - 6) * 0.0008 }), 5);
    expect(listed).toEqual(byMetres);
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
