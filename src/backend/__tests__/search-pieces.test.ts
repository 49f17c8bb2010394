/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { closeDatabase, ensureDatabase } from '../index';
import { getDb } from '../db/client';
import { innerPiecePatterns } from '../handlers/search';

jest.setTimeout(60_000);

/**
 * The property below joins every catalogue word, misspelt three ways, against every item name
 * with word similarity: about 20 s on PGlite (WebAssembly), under a second on a PostgreSQL
 * server. Both run the same pg_trgm, so it runs once, in the PostgreSQL pass of the API tests
 * (`npm run test:slow`, which CI runs after `npm test`).
 */
const onPostgresServer = Boolean(process.env.SOUK_TEST_PG_URL);

beforeAll(async () => {
  if (onPostgresServer) await ensureDatabase();
}, 60_000);
afterAll(async () => {
  if (onPostgresServer) await closeDatabase();
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

  (onPostgresServer ? it : it.skip)('drops no name that word similarity finds, for every catalogue word, misspelt three ways', async () => {
    const db = await getDb();
    const words = await db
      .selectDistinct({ w: sql<string>`w` })
      .from(sql`items, regexp_split_to_table(search_name, '[^a-z0-9]+') AS w`)
      .where(sql`length(w) >= 5`);
    expect(words.length).toBeGreaterThan(100);
    const terms = [...new Set(words.flatMap(({ w }) => [w, w.slice(0, -1) + 'x', w.slice(1), w.charAt(1) + w.charAt(0) + w.slice(2)]))];
    const checked = terms.flatMap((term) => {
      const pieces = innerPiecePatterns(term);
      return pieces ? [{ term, pieces }] : [];
    });
    expect(checked.length).toBeGreaterThan(200);
    // every term at once: the names word similarity finds, and how many of them the piece test keeps
    const counts = await db
      .select({ term: sql<string>`t.term`, n: sql<number>`count(*)::int`, kept: sql<number>`(count(*) FILTER (WHERE i.search_name LIKE ANY (t.pieces)))::int` })
      .from(sql`jsonb_to_recordset(${JSON.stringify(checked)}::jsonb) AS t(term text, pieces text[]) JOIN items i ON souk_fold(t.term) <% i.search_name`)
      .groupBy(sql`t.term`);
    expect(counts.length).toBeGreaterThan(100);
    expect(counts.filter((c) => c.kept !== c.n)).toEqual([]);
  });
});
