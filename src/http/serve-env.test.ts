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
    // one JSON line of the log (src/observe/log.ts) a pipeline can read, naming every bad value
    const lines = run.stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { level: string; msg: string; problems?: string[] });
    const fatal = lines.find((line) => line.level === 'fatal');
    expect(fatal?.msg).toContain('The environment has bad values');
    expect(fatal?.problems).toEqual(expect.arrayContaining(['PORT="eighty" must be a whole number', 'SITE_URL="souk.example" must be an http(s) URL']));
    expect(fatal?.problems?.find((p) => p.startsWith('SOUK_DB='))).toMatch(/SOUK_DB="mysql" .*memory.*pglite/);
    expect(run.stdout + run.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });
});
