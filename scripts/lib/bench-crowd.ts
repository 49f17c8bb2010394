/**
 * A crowd of shoppers, each at their own address (issue 37): the store page, the food home and
 * the product page with a new delivery point on every request, for guests and for a signed-in
 * shopper, at CROWD_CONNECTIONS against the 404 floor measured at the same count in the same run;
 * and the cold render (a request the shared page cache cannot answer: a cookie it does not know),
 * whose CPU time per answer is what a new scope costs the server.
 */
import { CROWD_CONNECTIONS, measure, type ShopperFigures, type ShopperPage } from './bench-measure';

interface Point {
  lat: number;
  lng: number;
}

/** Points of a grid around Downtown Dubai that the API places in the zone (the crowd's homes are near these). */
async function pointsInZone(base: string, zone: string): Promise<Point[]> {
  const candidates: Point[] = [];
  for (let i = 0; i < 8; i += 1) for (let j = 0; j < 8; j += 1) candidates.push({ lat: 25.16 + i * 0.01, lng: 55.23 + j * 0.01 });
  const inside: Point[] = [];
  for (const p of candidates) {
    const answer = await fetch(`${base}/api/v1/config/get-zone-id?lat=${p.lat}&lng=${p.lng}`);
    if (answer.ok && ((await answer.json()) as { zone_id?: string }).zone_id === zone) inside.push(p);
  }
  if (!inside.length) throw new Error('no point of the grid lies in the zone');
  return inside;
}

let served = 0;

/** A point no request has had: one of the zone's grid points moved by up to about 400 m. */
function anotherPoint(points: Point[]): Point {
  served += 1;
  const base = points[served % points.length] ?? { lat: 25.2, lng: 55.27 };
  const jitter = () => (Math.random() - 0.5) * 0.008;
  return { lat: Number((base.lat + jitter()).toFixed(6)), lng: Number((base.lng + jitter()).toFixed(6)) };
}

export async function measureCrowd(
  server: { base: string; pid: number },
  zone: string,
  pages: ShopperPage[],
  token: string | null,
  duration: number,
): Promise<{ floor: ShopperFigures; rows: ShopperFigures[] }> {
  const points = await pointsInZone(server.base, zone);
  const located = (page: ShopperPage) => {
    const p = anotherPoint(points);
    return `souk_zone=${encodeURIComponent(zone)}; souk_module=${page.moduleId}; souk_location=${encodeURIComponent(JSON.stringify({ lat: p.lat, lng: p.lng, address: `Villa ${served}` }))}`;
  };
  const connections = CROWD_CONNECTIONS;
  const floor = await measure(server.base, server.pid, 'floor (404 page)', 'anonymous', '/this-page-does-not-exist', undefined, connections, duration);
  const rows: ShopperFigures[] = [];
  const ratio = (f: ShopperFigures) => (floor.rps > 0 ? Number((f.rps / floor.rps).toFixed(3)) : undefined);
  for (const page of pages) {
    const crowd: { name: string; cookie: () => string }[] = [
      { name: 'crowd of addresses · guests', cookie: () => located(page) },
      ...(token ? [{ name: 'crowd of addresses · signed in', cookie: () => `${located(page)}; souk_token=${token}; souk_auth=1` }] : []),
      // a cookie the shared page cache does not know: every answer is a render of its own
      { name: 'cold render (new scope)', cookie: () => `${located(page)}; souk_bench_cold=${served}` },
    ];
    for (const shopper of crowd) {
      const figures = await measure(server.base, server.pid, page.name, shopper.name, page.path, shopper.cookie, connections, duration);
      figures.ratioToFloor = ratio(figures);
      rows.push(figures);
    }
  }
  return { floor, rows };
}

/** Issue 37's target for a crowd row: ≥ 50% of the floor, p95 under 100 ms, no errors; none for the cold render. */
export function meetsCrowdTarget(f: ShopperFigures): boolean | null {
  if (!f.shopper.startsWith('crowd')) return null;
  return f.errors === 0 && f.non2xx === 0 && (f.ratioToFloor ?? 0) >= 0.5 && f.p95Ms < 100;
}
