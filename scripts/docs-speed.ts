// `npm run docs:speed`: writes docs/performance.md's table of the speed mechanisms from src/speed/registry.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { speedTable } from '../src/speed/registry';

const file = join(__dirname, '..', 'docs', 'performance.md');
const doc = readFileSync(file, 'utf8');
const marked = /<!-- speed:start -->\n[\s\S]*?<!-- speed:end -->/;
if (!marked.test(doc)) throw new Error('docs/performance.md has no <!-- speed:start --> … <!-- speed:end --> markers');
writeFileSync(file, doc.replace(marked, `<!-- speed:start -->\n${speedTable()}<!-- speed:end -->`));
console.log('docs/performance.md: the speed mechanisms written');
