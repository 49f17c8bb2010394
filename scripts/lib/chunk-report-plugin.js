// A small webpack plugin (client build only) that writes which packages make up each
// emitted JavaScript chunk, so `npm run bench` can say what the largest chunks contain.
const { writeFileSync, mkdirSync } = require('node:fs');
const { join, dirname } = require('node:path');

function packageOf(resource) {
  if (!resource) return '(generated)';
  const i = resource.lastIndexOf('node_modules/');
  if (i === -1) {
    const rel = resource.split('/').slice(-3).join('/');
    return `(app) ${rel.includes('/src/') ? 'src' : 'app'}`;
  }
  const parts = resource.slice(i + 'node_modules/'.length).split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? '(unknown)');
}

class ChunkReportPlugin {
  constructor(outFile) {
    this.outFile = outFile;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('SoukChunkReport', (compilation) => {
      const chunks = [];
      for (const chunk of compilation.chunks) {
        const files = [...chunk.files].filter((f) => f.endsWith('.js'));
        if (!files.length) continue;
        const packages = {};
        const modules = {};
        for (const chunkModule of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          const inner = chunkModule.modules ?? [chunkModule]; // concatenated modules
          for (const m of inner) {
            const name = packageOf(m.resource ?? (typeof m.nameForCondition === 'function' ? m.nameForCondition() : undefined));
            packages[name] = (packages[name] ?? 0) + (typeof m.size === 'function' ? m.size() : 0);
            if (process.env.SOUK_CHUNK_MODULES) modules[m.resource ?? String(m.identifier?.())] = typeof m.size === 'function' ? m.size() : 0;
          }
        }
        chunks.push(process.env.SOUK_CHUNK_MODULES ? { files, packages, modules } : { files, packages });
      }
      mkdirSync(dirname(this.outFile), { recursive: true });
      writeFileSync(this.outFile, JSON.stringify({ chunks }, null, 0));
    });
  }
}

module.exports = { ChunkReportPlugin, chunkReportPath: (distDir) => join(distDir, 'souk-chunks.json') };
