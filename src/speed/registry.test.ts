/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ENVIRONMENT } from '../lib/env';
import { SPEED_MECHANISMS, speedTable } from './registry';

const root = join(__dirname, '..', '..');
const kept = SPEED_MECHANISMS.filter((m) => m.status === 'kept');
const named = new Set(kept.flatMap((m) => m.files));

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(tsx?|js|css)$/.test(entry) && !/\.(test|cases|d)\.tsx?$/.test(entry)) yield relative(root, path);
  }
}

/** What reaches into Next's, React's or a library's behaviour beyond its promises: a file doing it belongs to a mechanism. */
const INTERNALS = /next\/dist\/|__NEXT_DATA__|getImageProps|\bdehydrate\(|_nextI18Next|react-dom\/client|content-visibility|experimental:/;

/** The registry's own machinery: the guards, the switches' reader and this list. */
const MACHINERY = ['src/speed/guards.js', 'src/speed/registry.ts', 'src/speed/switches.ts'];

describe('the speed mechanisms (src/speed/registry.ts)', () => {
  it("are docs/performance.md's table (npm run docs:speed writes it)", () => {
    const doc = readFileSync(join(root, 'docs', 'performance.md'), 'utf8');
    const table = /<!-- speed:start -->\n([\s\S]*?)<!-- speed:end -->/.exec(doc)?.[1];
    expect(table).toBe(speedTable());
  });

  it('name files and tests that exist, and switches that are variables of src/lib/env.ts', () => {
    for (const mechanism of SPEED_MECHANISMS) {
      for (const file of [...mechanism.files, ...mechanism.tests]) expect(existsSync(join(root, file)) ? file : `${mechanism.name}: ${file} is missing`).toBe(file);
      if ('variable' in mechanism.switch) expect(Object.keys(ENVIRONMENT)).toContain(mechanism.switch.variable);
      if (mechanism.status === 'kept') {
        expect(mechanism.tests.length).toBeGreaterThan(0);
        expect(mechanism.reason).toMatch(/\d{4}-\d{2}-\d{2}/);
      }
    }
  });

  it('hold every file that leans on an internal, and every trick in src/speed', () => {
    const unnamed: string[] = [];
    for (const file of [...sources(join(root, 'src')), ...sources(join(root, 'pages')), 'next.config.js']) {
      if (file.startsWith('src/testing/') || MACHINERY.includes(file) || named.has(file)) continue;
      if (file.startsWith('src/speed/') || INTERNALS.test(readFileSync(join(root, file), 'utf8'))) unnamed.push(file);
    }
    expect(unnamed).toEqual([]);
  });
});
