/**
 * The bench's own visits as field data: its server runs on a fresh PGlite folder with every
 * visit sampled (VITALS_SAMPLE_RATE=1); once it has stopped, `npm run vitals` reads the folder.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { RouteReport } from '../../src/backend/services/vitals';
import { root } from './prepare.mjs';
import { vitalsTable } from './vitals-table';

export interface BenchVitals {
  routes: RouteReport[];
}

export async function benchVitals(): Promise<{ env: Record<string, string>; report: () => Promise<BenchVitals> }> {
  const dir = mkdtempSync(join(tmpdir(), 'souk-bench-vitals-'));
  const env = { SOUK_DB: 'pglite', DATA_DIR: dir, VITALS_SAMPLE_RATE: '1' };
  return {
    env,
    report: async () => {
      try {
        const { stdout } = await promisify(execFile)(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'scripts/vitals.ts'), '--json'], {
          cwd: root,
          env: { ...process.env, ...env, NODE_ENV: 'production' },
          maxBuffer: 4 * 1024 * 1024,
        });
        const routes = JSON.parse(stdout.trim().split('\n').pop() ?? '[]') as RouteReport[];
        console.log(`› Field data of the bench's visits\n${vitalsTable(routes)}`);
        return { routes };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export function vitalsMarkdown(vitals: BenchVitals): string[] {
  return [
    '## Field data of the bench’s own visits (`npm run vitals`)',
    '',
    'Every visit of the run sampled, stored by `/api/v1/vitals`, read back from the database: the 75th percentile per route (all device classes).',
    '',
    vitalsTable(vitals.routes),
    '',
  ];
}
