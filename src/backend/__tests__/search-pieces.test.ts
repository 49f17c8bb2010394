/** @jest-environment node */
import { and, eq, sql } from 'drizzle-orm';
import { closeDatabase, ensureDatabase } from '../index';
import { getDb } from '../db/client';
import { innerPiecePatterns } from '../handlers/search';
import { PROBE_NAMES, probeTerm, walkIsCheaper, walksFor } from '../services/search-walk';
import { items, modules } from '../db/schema';

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

describe('walkIsCheaper, the choice between the walk of the popular order and the trigram index', () => {
  const probed = PROBE_NAMES;
  // the scopes of zone 1's food items at 1 000 and 100 times the demo catalogue: 120 081 and 12 785 active items
  it('walks a word a twentieth of a large scope holds, and takes the trigram index at a tenth of the size', () => {
    expect(walkIsCheaper({ probed, hits: probed * 0.05, scopeItems: 120_081 })).toBe(true);
    expect(walkIsCheaper({ probed, hits: probed * 0.05, scopeItems: 12_785 })).toBe(false);
  });
  it('walks a word a tenth of the names hold at a tenth of the size', () => {
    expect(walkIsCheaper({ probed, hits: probed * 0.1, scopeItems: 12_785 })).toBe(true);
  });
  it('takes the trigram index for a rare word or none, whatever the size', () => {
    expect(walkIsCheaper({ probed, hits: probed * 0.006, scopeItems: 120_081 })).toBe(false);
    expect(walkIsCheaper({ probed, hits: 0, scopeItems: 120_081 })).toBe(false);
  });
  it('counts a scope smaller than the probe as the probe read it, whatever the estimate says', () => {
    // 600 names, ten holding the term: the trigram index reads 10 rows (180 entries' worth), the walk
    // all 600; taken at its estimate, a million items, the scope would be walked
    expect(walkIsCheaper({ probed: 600, hits: 10, scopeItems: 1_000_000 })).toBe(false);
    expect(walkIsCheaper({ probed: 600, hits: 600, scopeItems: 0 })).toBe(true);
  });
});

describe('probeTerm, on PostgreSQL (where the search walks)', () => {
  (onPostgresServer ? it : it.skip)('reads the scope’s names in the popular order and counts those holding the term as the search’s own condition does', async () => {
    const db = await getDb();
    const [food] = await db.select({ id: modules.id }).from(modules).where(eq(modules.moduleType, 'food'));
    if (!food) throw new Error('no food module in the seed');
    const scope = and(eq(items.status, 1), eq(items.zoneId, 1), eq(items.moduleId, food.id));
    const [all] = await db.select({ n: sql<number>`count(*)::int` }).from(items).where(scope);
    for (const term of ['chicken', 'Pizza', '50%', 'a_b']) {
      const [holding] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(items)
        .where(and(scope, sql`${items}."search_name" LIKE '%' || souk_fold(${term.replace(/[\\%_]/g, (m) => `\\${m}`)}) || '%'`));
      const probe = await probeTerm(db, term, 1, food.id);
      // the demo's scope is smaller than the probe: it reads all of it
      expect(probe.probed).toBe(Math.min(all?.n ?? 0, PROBE_NAMES));
      expect(probe.hits).toBe(holding?.n);
      expect(Number.isFinite(probe.scopeItems)).toBe(true);
    }
  });
});

describe('walksFor, the kept choice', () => {
  (onPostgresServer ? it : it.skip)('probes a term once, keeps its choice ten minutes, then probes again', async () => {
    const db = await getDb();
    const [food] = await db.select({ id: modules.id }).from(modules).where(eq(modules.moduleType, 'food'));
    if (!food) throw new Error('no food module in the seed');
    const unused = new Proxy({}, { get: () => { throw new Error('the database was asked'); } }) as unknown as typeof db;
    const term = `kept-${Date.now()}`;
    const first = await walksFor(db, term, 1, food.id, 0);
    expect(await walksFor(unused, term, 1, food.id, 9 * 60_000)).toBe(first);
    await expect(walksFor(unused, term, 1, food.id, 11 * 60_000)).rejects.toThrow('the database was asked');
  });
});
