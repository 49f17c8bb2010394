/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkEnvironment, configurationTable, env, ENVIRONMENT } from './env';

const root = join(__dirname, '..', '..');

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry.startsWith('.next') || entry === 'data') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mjs|js)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) yield path;
  }
}

describe('the environment', () => {
  it('accepts an empty environment and good values', () => {
    expect(checkEnvironment({})).toEqual([]);
    expect(checkEnvironment({ PORT: '8080', TRUST_PROXY: '1', SITE_URL: 'https://souk.example', SOUK_DB: 'memory', VITALS_SAMPLE_RATE: '0.5', SOUK_CONFIG_OVERRIDES: '{"customer_wallet_status":0}', CORS_ORIGINS: 'https://a.example, https://b.example' })).toEqual([]);
  });

  it('names each bad value with what it must be', () => {
    expect(checkEnvironment({ PORT: 'eighty', SOUK_DB: 'mysql', VITALS_SAMPLE_RATE: '2', SOUK_CONFIG_OVERRIDES: '[1]', SITE_URL: 'souk.example', SOUK_PAYMENT_SECRET: 'short' })).toEqual([
      'PORT="eighty" must be a whole number',
      expect.stringMatching(/^SITE_URL="souk\.example" must be an http\(s\) URL$/),
      expect.stringMatching(/^SOUK_DB="mysql" /),
      expect.stringMatching(/^SOUK_CONFIG_OVERRIDES="\[1\]" must be a JSON object$/),
      expect.stringMatching(/^SOUK_PAYMENT_SECRET="short" must be at least 16 characters$/),
      'VITALS_SAMPLE_RATE="2" must be a number from 0 to 1',
    ]);
  });

  it('refuses the script loading that was removed (paint-first), naming the two that remain', () => {
    expect(checkEnvironment({ SOUK_SCRIPT_LOADING: 'next' })).toEqual([]);
    expect(checkEnvironment({ SOUK_SCRIPT_LOADING: 'paint-first' })).toEqual([expect.stringMatching(/^SOUK_SCRIPT_LOADING="paint-first" .*early.*next/)]);
  });

  it('takes one test step or several, the browser step included, and names the steps when one is unknown', () => {
    expect(checkEnvironment({ SOUK_TEST_ONLY: 'e2e' })).toEqual([]);
    expect(checkEnvironment({ SOUK_TEST_ONLY: 'lint,types,unit' })).toEqual([]);
    expect(checkEnvironment({ SOUK_TEST_ONLY: 'scale' })).toEqual([]);
    expect(checkEnvironment({ SOUK_TEST_ONLY: 'unit,browser' })).toEqual([expect.stringMatching(/^SOUK_TEST_ONLY="unit,browser" must list steps of lockfile, lint, types, unit, postgres, e2e, scale, bench/)]);
  });

  it('takes a service account inline or as a path, and says what an inline one lacks', () => {
    const account = { project_id: 'souk', client_email: 'pushes@souk.iam.gserviceaccount.com', private_key: '-----BEGIN PRIVATE KEY-----\n…' };
    expect(checkEnvironment({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify(account), FCM_API_URL: 'http://127.0.0.1:9099', GOOGLE_OAUTH_TOKEN_URL: 'http://127.0.0.1:9099/token' })).toEqual([]);
    expect(checkEnvironment({ FIREBASE_SERVICE_ACCOUNT: '/etc/souk/firebase-service-account.json' })).toEqual([]);
    expect(checkEnvironment({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ ...account, private_key: '' }), FCM_API_URL: 'fcm.googleapis.com' })).toEqual([
      expect.stringMatching(/^FIREBASE_SERVICE_ACCOUNT=.* must be a service-account JSON with project_id, client_email and private_key, or the path of its file$/),
      'FCM_API_URL="fcm.googleapis.com" must be an http(s) URL',
    ]);
  });

  it('names the limits of a number', () => {
    expect(checkEnvironment({ PORT: '70000', UPSTREAM_TIMEOUT_MS: '0', DATABASE_POOL_MAX: '2.5' })).toEqual([
      'PORT="70000" must be 65535 or less',
      'UPSTREAM_TIMEOUT_MS="0" must be 1 or more',
      'DATABASE_POOL_MAX="2.5" must be a whole number',
    ]);
  });

  it('gives the code the value the check accepted: one flag parser, numbers as numbers', () => {
    for (const on of ['1', 'true', 'yes', 'on', 'ON', ' True ']) expect({ on, value: env('SOUK_API_CACHE', { SOUK_API_CACHE: on }) }).toEqual({ on, value: true });
    for (const off of ['0', 'false', 'no', 'off', 'Off']) expect({ off, value: env('SOUK_API_CACHE', { SOUK_API_CACHE: off }) }).toEqual({ off, value: false });
    expect(checkEnvironment({ SOUK_API_CACHE: 'off', TRUST_PROXY: 'Yes' })).toEqual([]);
    // refused by the check (the server does not start), and never half-read by the code
    expect(checkEnvironment({ SOUK_API_CACHE: 'sometimes' })).toEqual([expect.stringMatching(/^SOUK_API_CACHE="sometimes" must be 1 or 0/)]);
    expect(env('SOUK_API_CACHE', { SOUK_API_CACHE: 'sometimes' })).toBeUndefined();
    expect(env('UPSTREAM_TIMEOUT_MS', { UPSTREAM_TIMEOUT_MS: '1500' })).toBe(1500);
    expect(env('UPSTREAM_TIMEOUT_MS', { UPSTREAM_TIMEOUT_MS: '0' })).toBeUndefined();
    expect(env('UPSTREAM_TIMEOUT_MS', {})).toBeUndefined();
  });

  it('declares every variable the code reads', () => {
    const read = new Set<string>();
    const files = [...['src', 'pages', 'scripts', 'e2e'].flatMap((dir) => [...sources(join(root, dir))]), ...['jest.setup.ts', 'next.config.js', 'playwright.config.ts', 'instrumentation.ts'].map((f) => join(root, f))];
    for (const file of files) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\b(?:process\.)?env\.([A-Z][A-Z0-9_]+)\b/g)) read.add(m[1] as string);
    }
    expect(read.size).toBeGreaterThan(30);
    // set by Node, Next, jest or the test command itself, not by whoever runs the storefront
    const notOurs = new Set(['NODE_ENV', 'NEXT_RUNTIME', 'JEST_WORKER_ID', 'NEXT_TELEMETRY_DISABLED', 'CI', 'SOUK_TYPES_CHECKED', 'SOUK_E2E_SET', 'FORCE_COLOR', 'HOME', 'PATH', 'NODE_OPTIONS']);
    const undeclared = [...read].filter((name) => !notOurs.has(name) && !(name in ENVIRONMENT)).sort();
    expect(undeclared).toEqual([]);
  });

  it("is the README's configuration table (npm run docs:env writes it)", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const table = /<!-- env:start -->\n([\s\S]*?)<!-- env:end -->/.exec(readme)?.[1];
    expect(table).toBe(configurationTable());
  });
});
