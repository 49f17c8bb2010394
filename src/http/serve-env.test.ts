/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

describe('the production server with a bad environment', () => {
  it('does not start, and says which variables are wrong and what they must be', () => {
    const run = spawnSync(process.execPath, ['--require', 'tsx/cjs', 'src/http/serve.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', PORT: 'eighty', SOUK_DB: 'mysql', SITE_URL: 'souk.example' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('✗ The environment has bad values');
    expect(run.stderr).toContain('PORT="eighty" must be a whole number');
    expect(run.stderr).toContain('SITE_URL="souk.example" must be an http(s) URL');
    expect(run.stderr).toMatch(/SOUK_DB="mysql" .*memory.*pglite/);
    expect(run.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });
});
