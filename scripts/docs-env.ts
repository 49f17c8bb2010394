// `npm run docs:env`: writes the README's configuration table from src/lib/env.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { configurationTable } from '../src/lib/env';

const file = join(__dirname, '..', 'README.md');
const readme = readFileSync(file, 'utf8');
const marked = /<!-- env:start -->\n[\s\S]*?<!-- env:end -->/;
if (!marked.test(readme)) throw new Error('README.md has no <!-- env:start --> … <!-- env:end --> markers');
writeFileSync(file, readme.replace(marked, `<!-- env:start -->\n${configurationTable()}<!-- env:end -->`));
console.log('README.md: configuration table written');
