// `npm run lint`'s second part (and a step of `npm test`): fails on any import cycle in src and
// pages, type-only imports included, which eslint's import/no-cycle does not follow. madge reads
// every import (static, dynamic, `import type`) through tsconfig.json's paths.
import madge from 'madge';

const started = performance.now();
const graph = await madge(['src', 'pages'], {
  fileExtensions: ['ts', 'tsx', 'mts'],
  tsConfig: 'tsconfig.json',
  detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
});
const cycles = graph.circular();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (cycles.length > 0) {
  console.error(`✗ ${cycles.length} import cycle${cycles.length === 1 ? '' : 's'} (type imports included): move the shared piece into a module both import.`);
  for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' → ')}`);
  process.exit(1);
}
console.log(`› No import cycles in ${Object.keys(graph.obj()).length} files of src and pages (${seconds} s).`);
