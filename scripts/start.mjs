// `npm start`: install what is missing, build when stale, migrate and seed the database,
// then serve the production build with the embedded API on PORT (default 3000), through
// src/http/serve.ts, run with tsx (Next behind the shared page cache; SHARED_CACHE_MB=0 turns the cache off).
// It runs the production server whatever NODE_ENV the environment sets. With --cluster (`npm run
// cluster`), once the dependencies are there, it hands over to scripts/cluster.ts.
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, generateMedia, guarded, root, run, runOrExit, tsx } from './lib/prepare.mjs';

await guarded(() => {
  ensureInstalled();
  // `npm run cluster`: the production shape (nginx, N processes, PostgreSQL), scripts/cluster.ts
  if (process.argv[2] === '--cluster') process.exit(tsx('scripts/cluster.ts', process.argv.slice(3)));
  generateMedia();
  ensureBuilt();
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  if (!process.env.API_BASE_URL) {
    console.log('› Preparing the database (migrations, seed when empty)…');
    const status = tsx('scripts/db.ts', ['migrate'], { env });
    if (status !== 0) process.exit(status);
    runOrExit(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/db.ts', 'seed'], { env });
  }
  const port = process.env.PORT || '3000';
  console.log(`› Souk is starting on http://localhost:${port}`);
  process.exit(run(process.execPath, ['--require', 'tsx/cjs', join(root, 'src', 'http', 'serve.ts'), '-p', port], { env }));
});
