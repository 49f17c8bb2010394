/**
 * A test file of several parts on one database. Each part is a module of its own
 * (`<part>.cases.ts`, with its describes, tests and hooks) loaded inside a describe named after it,
 * so its hooks stay its own; the database is opened once for the file and closed after its last
 * part. Opening a test file's database from the seeded copy (./seed-copy.ts) costs 2–4 s of
 * CPU, which most API test files spent again for a few hundred milliseconds of tests (jest spent
 * 238 of its 304 s of test-file time in the 42 API test files, 2026-11-27). Every part makes the
 * customers, guests and orders it needs, as it did in a file of its own.
 */
import path from 'node:path';
import { closeDatabase, ensureDatabase } from '../backend';

/** Opens the embedded API's database before the file's first test and closes it after its last. */
export function openDatabaseForFile(): void {
  beforeAll(async () => {
    await ensureDatabase();
  }, 120_000);
  afterAll(async () => {
    await closeDatabase();
  }, 30_000);
}

/** The parts (`<dir>/<part>.cases.ts`) of the test file in `dir` (its __dirname). */
export function partsOnOneDatabase(parts: string[], dir: string): void {
  openDatabaseForFile();
  for (const part of parts) {
    describe(part, () => {
      jest.requireActual(path.join(dir, `${part}.cases`));
    });
  }
}
