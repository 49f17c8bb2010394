/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { closeDatabase, ensureDatabase } from '../index';
import { getDb } from '../db/client';
import { innerPiecePatterns } from '../handlers/search';

jest.setTimeout(60_000);

beforeAll(async () => {
  await ensureDatabase();
}, 60_000);
afterAll(async () => {
  await closeDatabase();
});

describe('innerPiecePatterns, the cheap test before word similarity', () => {
  it('gives the inner three-letter pieces of one long ASCII word, and nothing where the rule does not hold', () => {
    expect(innerPiecePatterns('Shawar')).toEqual(['%sha%', '%haw%', '%awa%', '%war%']);
    expect(innerPiecePatterns(' chiken ')).toEqual(['%chi%', '%hik%', '%ike%', '%ken%']);
    // too short: three padded trigrams of six or fewer are close enough on their own
    expect(innerPiecePatterns('pizza')).toBeNull();
    expect(innerPiecePatterns('aaaaaaaa')).toBeNull();
    // several words, other scripts, accents and LIKE's own characters
    expect(innerPiecePatterns('chicken burger')).toBeNull();
    expect(innerPiecePatterns('شاورما')).toBeNull();
    expect(innerPiecePatterns('crème brûlée')).toBeNull();
    expect(innerPiecePatterns('50%_off_')).toBeNull();
  });

  it('drops no name that word similarity finds, for every catalogue word, misspelt three ways', async () => {
    const db = await getDb();
    const rows = await db.execute<{ w: string }>(sql`SELECT DISTINCT w FROM items, regexp_split_to_table(search_name, '[^a-z0-9]+') AS w WHERE length(w) >= 6 ORDER BY w LIMIT 40`);
    const words = (rows as unknown as { rows?: { w: string }[] }).rows ?? (rows as unknown as { w: string }[]);
    expect(words.length).toBeGreaterThan(20);
    const terms = words.flatMap(({ w }) => [w, w.slice(0, -1) + 'x', w.slice(1), w.charAt(1) + w.charAt(0) + w.slice(2)]);
    let checked = 0;
    for (const term of terms) {
      const pieces = innerPiecePatterns(term);
      if (!pieces) continue;
      checked += 1;
      const close = await db.execute<{ n: number; kept: number }>(
        sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE search_name LIKE ANY (${sql.param(pieces)}::text[]))::int AS kept FROM items WHERE souk_fold(${term}) <% search_name`,
      );
      const [counts] = (close as unknown as { rows?: { n: number; kept: number }[] }).rows ?? (close as unknown as { n: number; kept: number }[]);
      expect({ term, kept: counts?.kept }).toEqual({ term, kept: counts?.n });
    }
    expect(checked).toBeGreaterThan(50);
  });
});
