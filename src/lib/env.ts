/**
 * Every environment variable the storefront, its embedded API, its build and its tools read: one
 * zod schema, default and meaning each. The production server checks them all when it starts and
 * stops with one clear line per bad value (`checkEnvironment`); the README's configuration table is
 * generated from here (`npm run docs:env`), and a test fails when the two differ.
 *
 * Code in src reads a variable only through `env(name)` (lint refuses `process.env` elsewhere,
 * NODE_ENV and the build-time NEXT_PUBLIC_* aside): the value as its schema reads it, a flag as a
 * boolean and a number as a number, so a value the check accepts is the value the code uses.
 * A new variable: add a line to ENVIRONMENT below, read it with `env('NAME') ?? default`, and run
 * `npm run docs:env` for the README's table.
 */
import { z } from 'zod';

type Area = 'server' | 'operations' | 'database' | 'accounts' | 'maps and media' | 'speed' | 'build and tests';

interface Variable<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** The default as the README shows it ('unset' when there is none). */
  default: string;
  meaning: string;
  area: Area;
}

const integer = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be ${min} or more`)
    .max(max, `must be ${max} or less`);
/** The steps of `npm test` and `npm run test:slow` (scripts/test.mjs). */
const TEST_STEPS = ['lockfile', 'lint', 'types', 'unit', 'postgres', 'e2e', 'scale', 'bench'];

/** The one flag parser: on is 1, true, yes or on; off is 0, false, no or off (any case); nothing else is accepted. */
const FLAG_ON = ['1', 'true', 'yes', 'on'] as const;
const FLAG_OFF = ['0', 'false', 'no', 'off'] as const;
const flag = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum([...FLAG_ON, ...FLAG_OFF], { message: 'must be 1 or 0 (or true/false, yes/no, on/off)' }))
  .transform((value) => (FLAG_ON as readonly string[]).includes(value));
const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });
const origins = z.string().refine((value) => value.split(',').every((o) => !o.trim() || /^https?:\/\/[^/]+$/.test(o.trim())), 'must be comma-separated origins such as https://shop.example');
const hosts = z.string().regex(/^[\w.,\s-]*$/, 'must be comma-separated host names');
const json = z.string().refine((value) => {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}, 'must be a JSON object');

/** A service-account JSON object with the fields FCM needs, or a file path (read when the first push is sent). */
const serviceAccount = z.string().refine((value) => {
  if (!value.trim().startsWith('{')) return true;
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    return ['project_id', 'client_email', 'private_key'].every((field) => typeof parsed[field] === 'string' && parsed[field] !== '');
  } catch {
    return false;
  }
}, 'must be a service-account JSON with project_id, client_email and private_key, or the path of its file');

const v = <S extends z.ZodType>(area: Area, schema: S, def: string, meaning: string): Variable<S> => ({ area, schema, default: def, meaning });

export const ENVIRONMENT = {
  PORT: v('server', integer(0, 65535), '3000', 'port `npm start` serves on'),
  API_BASE_URL: v('server', httpUrl, 'unset', 'a 6amMart-compatible backend; unset, the embedded API answers in-process'),
  SITE_URL: v('server', httpUrl, "the request's host", 'absolute origin for canonical URLs, Open Graph, the sitemap and absolute media URLs'),
  TRUST_PROXY: v('server', flag, 'unset', '`1` when a proxy in front sets `X-Forwarded-Host`, `-Proto` and `-For`: they then count for absolute media URLs (when `SITE_URL` is unset), HSTS on HTTPS requests and the client address sign-in throttling counts; unset, those headers are ignored'),
  CORS_ORIGINS: v('server', origins, 'unset', 'comma-separated origins of other web clients allowed to call `/api/v1` (CORS, bearer tokens); see docs/api.md, "Callers"'),
  UPSTREAM_TIMEOUT_MS: v('server', integer(1), '3000', 'slower upstream answers make the page answer 503 with Retry-After'),
  UPSTREAM_CACHE_MS: v('server', integer(0), '30000', 'server-side cache of anonymous catalogue reads from `API_BASE_URL` (0 turns it off)'),
  SHARED_CACHE_MB: v('server', z.coerce.number({ message: 'must be a number of megabytes' }).min(0, 'must be 0 or more'), '64', 'size of the shared cache of anonymous pages in front of Next (0 turns it off); see docs/performance.md'),
  SHARED_CACHE_ANONYMOUS: v('server', flag, '1', '`0` when a cache in front keeps the pages asked for without cookies (nginx in `npm run cluster`): the shared cache then keeps only the renders shared by shoppers with cookies, so no page is kept by two caches (docs/deploy.md)'),
  SOUK_API_VIA_NEXT: v('server', flag, 'unset', "`1`: the production server sends `/api/v1` through Next's router instead of calling the gateway's compiled handler straight (for comparison)"),
  METRICS_TOKEN: v('operations', z.string().min(16, 'must be at least 16 characters'), 'unset', '`/metrics` answers a caller off this machine that sends `Authorization: Bearer <this token>`; unset, only loopback callers (behind `TRUST_PROXY`, the forwarded client address counts); see docs/deploy.md, "Metrics, logs and traces"'),
  LOG_LEVEL: v('operations', z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { message: 'must be fatal, error, warn, info, debug, trace or silent' }), '`info` (`silent` under jest)', 'the least severe log lines written (one JSON line per request at `info`; pretty lines when stdout is a terminal)'),
  OTEL_EXPORTER_OTLP_ENDPOINT: v('operations', httpUrl, 'unset', 'an OpenTelemetry collector (OTLP over HTTP, e.g. `http://127.0.0.1:4318`): requests, page data, API calls and SQL statements are traced there, joined by the request id; unset, none of OpenTelemetry’s SDK is loaded'),
  OTEL_SERVICE_NAME: v('operations', z.string().min(1), '`souk-storefront`', 'the service name of the traces'),
  SHUTDOWN_GRACE_MS: v('operations', integer(0, 600_000), '0', 'after SIGTERM, how long the process goes on serving while `/api/health?ready=1` answers 503 (draining), before it stops taking connections; `npm run cluster` uses 2000'),
  DATABASE_URL: v('database', z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'), 'unset', 'PostgreSQL server for the embedded API; unset, embedded PGlite under `DATA_DIR`'),
  DATABASE_POOL_MAX: v('database', integer(1), '10', 'connections to `DATABASE_URL` per server process'),
  DATABASE_CONNECT_TIMEOUT_MS: v('database', integer(1), '2000', 'how long a new connection to `DATABASE_URL` may take; past it (or on a refused or dropped connection) the database counts as unreachable: calls answer 503 with Retry-After and `/api/health` 503'),
  DATABASE_POOL_WAIT_MS: v('database', integer(1), '10000', 'how long a call may wait for one of the pool\'s connections when all are lent out (a busy process, not an outage); past it the call answers 503 with Retry-After'),
  DATA_DIR: v('database', z.string().min(1), '`./data/pglite`', 'where the embedded database lives'),
  SOUK_DB: v('database', z.enum(['memory', 'pglite']), 'unset', '`memory` runs the embedded database in memory, seeded at start (tests and the bench use it)'),
  SOUK_SEED_SCALE: v('database', integer(1, 10000), '1', 'seeds an empty database N times larger with the same shape: each demo store again at other places of the zones its module serves, with its items, add-ons and reviews, a long tail of popularity, shoppers and their past orders (100: about 3 900 stores and 62 800 items). Read when the database is seeded (`npm start` on an empty one, `db:seed`, `db:reset`); docs/deploy.md, "Sizing"'),
  SOUK_PGLITE_WORKER: v('database', flag, 'on', '`0`: PGlite on the server\'s main thread instead of a worker thread, for comparison (docs/api.md, "Database")'),
  SOUK_PGLITE_PREPARE: v('database', flag, 'on', '`0`: every statement parsed and planned afresh, for comparison'),
  SOUK_API_CACHE: v('database', flag, 'on', "`0` turns off the embedded API's cache of anonymous catalogue answers"),
  SOUK_API_CACHE_TTL_MS: v('database', integer(0), '30000', "how long the embedded API's cache keeps an answer (0 turns it off)"),
  SOUK_CONFIG_OVERRIDES: v('database', json, 'unset', 'JSON object of flat config fields merged over the embedded API\'s `config` (e.g. `{"customer_wallet_status":0}`)'),
  SOUK_ORDER_PACE_MS: v('database', integer(1), '60000', "time between two steps of an order's lifecycle (pending → … → delivered, the rider's moves); the browser tests use 700"),
  SOUK_REFUND_REVIEW: v('database', z.enum(['lifecycle', 'admin']), '`lifecycle`', "who approves a delivered order's refund request: the order lifecycle one pace later, or `admin` (`tsx scripts/db.ts refund <id> approve|reject`)"),
  SOUK_ORDER_WORKER: v('database', flag, 'on', '`0`: this process queues order steps but leaves running them to other processes sharing the database'),
  SOUK_PAYMENT_SECRET: v('database', z.string().min(16, 'must be at least 16 characters'), 'generated', 'HMAC key signing payment links and the payment gateway\'s results; unset, one is generated once and kept in the database'),
  SOUK_DEMO_MODE: v('accounts', flag, 'unset', '`1`: one-time codes are 123456 (no SMS provider needed); ignored when `SOUK_OTP_WEBHOOK_URL` is set'),
  SOUK_PHONE_VERIFICATION: v('accounts', flag, 'unset', '`1`: a new phone number is verified by a one-time code at sign-up'),
  SOUK_EMAIL_VERIFICATION: v('accounts', flag, 'unset', '`1`: a new e-mail address is verified by a one-time code at sign-up (needs `SOUK_OTP_WEBHOOK_URL` or `SOUK_DEMO_MODE`)'),
  SOUK_OTP_WEBHOOK_URL: v('accounts', httpUrl, 'unset', 'where one-time codes are posted for an SMS gateway to send'),
  SOUK_LOGIN_METHODS: v('accounts', z.string().regex(/^\s*(manual|otp|social)(\s*,\s*(manual|otp|social))*\s*$/i, 'must list manual, otp and/or social, comma-separated'), '`manual,otp,social`', 'sign-in methods offered'),
  SIGN_IN_MAX_FAILURES: v('accounts', integer(1), '5', 'wrong passwords per account in 15 minutes before sign-in answers 429 for 15 minutes'),
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: v('accounts', integer(1), '50', 'wrong passwords per client address in 15 minutes before sign-in answers 429 for 15 minutes'),
  NEXT_PUBLIC_GOOGLE_CLIENT_ID: v('accounts', z.string().min(1), 'unset', 'Google sign-in (its ID tokens must carry this audience)'),
  NEXT_PUBLIC_FACEBOOK_APP_ID: v('accounts', z.string().min(1), 'unset', 'Facebook sign-in, offered only together with `FACEBOOK_APP_SECRET`'),
  FACEBOOK_APP_SECRET: v('accounts', z.string().min(1), 'unset', "checks the web SDK's access token with the Graph API"),
  SOUK_FACEBOOK_GRAPH_URL: v('accounts', httpUrl, "Facebook's Graph API", 'where Facebook access tokens are checked (a stand-in in tests)'),
  NEXT_PUBLIC_APPLE_CLIENT_ID: v('accounts', z.string().min(1), 'unset', 'Apple sign-in (its ID tokens must carry this audience)'),
  APPLE_REDIRECT_URL: v('accounts', httpUrl, 'unset', "Apple sign-in's redirect address, given to web clients in `config`"),
  SOUK_GOOGLE_JWKS: v('accounts', z.string().min(1), "Google's published keys", "a JWKS URL or JWKS JSON to check Google's ID tokens with"),
  SOUK_APPLE_JWKS: v('accounts', z.string().min(1), "Apple's published keys", "a JWKS URL or JWKS JSON to check Apple's ID tokens with"),
  SOUK_FACEBOOK_JWKS: v('accounts', z.string().min(1), "Facebook's published keys", "a JWKS URL or JWKS JSON to check Facebook's limited-login ID tokens with"),
  SOUK_FIREBASE_JWKS: v('accounts', z.string().min(1), "Firebase's published keys", "a JWKS URL or JWKS JSON to check Firebase's phone sign-in tokens with"),
  NEXT_PUBLIC_FIREBASE_API_KEY: v('accounts', z.string().min(1), 'unset', 'Firebase phone sign-in (with the three below); the Content-Security-Policy then allows its origins'),
  NEXT_PUBLIC_FIREBASE_APP_ID: v('accounts', z.string().min(1), 'unset', 'Firebase app id'),
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: v('accounts', z.string().min(1), 'unset', 'Firebase auth domain'),
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: v('accounts', z.string().min(1), 'unset', 'Firebase project id (the audience of its tokens)'),
  NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: v('accounts', z.string().min(1), 'unset', 'Firebase Cloud Messaging sender id: push notifications (with the API key, project id, app id and the key below; build time)'),
  NEXT_PUBLIC_FIREBASE_VAPID_KEY: v('accounts', z.string().min(1), 'unset', "Firebase Cloud Messaging's web push key; unset, no Firebase code is built in and the live events (Server-Sent Events) carry every notification"),
  FIREBASE_SERVICE_ACCOUNT: v('accounts', serviceAccount, 'unset', "the service-account JSON Google issues for the Firebase project (inline, or the path of its file): the server then sends pushes through Firebase Cloud Messaging's HTTP v1 API to every device a shopper registered (order statuses, messages from the store or rider, refunds, wallet credits); unset, none are sent and the live events carry everything. See README, \"Push notifications\""),
  FCM_API_URL: v('accounts', httpUrl, '`https://fcm.googleapis.com`', 'where messages are sent (`<url>/v1/projects/<project_id>/messages:send`): a stand-in in tests, or a private gateway'),
  GOOGLE_OAUTH_TOKEN_URL: v('accounts', httpUrl, '`https://oauth2.googleapis.com/token`', "where the service account's signed JWT is exchanged for an access token: a stand-in in tests, or a private gateway"),
  NEXT_PUBLIC_GOOGLE_MAPS_KEY: v('maps and media', z.string().min(1), 'unset', 'Google Maps for the location picker (read at build time); unset, or when Google\'s script cannot load, a keyless Leaflet map is used'),
  NEXT_PUBLIC_MAP_TILE_URL: v('maps and media', z.string().regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'must be a tile URL template with {z}, {x} and {y}'), 'unset', 'tiles for the keyless map (e.g. an OpenStreetMap tile server); unset, zones and pins on a plain background, as offline and in tests'),
  NEXT_PUBLIC_MAP_TILE_ATTRIBUTION: v('maps and media', z.string().min(1), 'unset', "the tiles' attribution"),
  IMAGE_REMOTE_HOSTS: v('maps and media', hosts, 'unset', 'comma-separated image hosts of an external backend, for next/image (build time)'),
  UPLOADS_S3_BUCKET: v('maps and media', z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name'), 'unset', "shoppers' uploads (prescriptions, profile photos, refund and chat images, partner documents) go to this S3-compatible bucket; unset, into the database (every process serves them). Credentials come from the AWS SDK's own chain (`AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY`, a profile or a role); see README, \"Uploads\""),
  UPLOADS_S3_REGION: v('maps and media', z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-west-1'), '`AWS_REGION`', "the bucket's region (one of the two must be set with a bucket)"),
  UPLOADS_S3_ENDPOINT: v('maps and media', httpUrl, "AWS's own", 'an S3-compatible server (MinIO, Ceph, R2…) instead of AWS S3'),
  UPLOADS_S3_FORCE_PATH_STYLE: v('maps and media', flag, 'off', '`1`: address the bucket as `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (most S3-compatible servers want it)'),
  UPLOADS_S3_PREFIX: v('maps and media', z.string().regex(/^[\w./-]*$/, 'must be letters, digits and . _ - /'), 'none', 'put before every object key in the bucket (e.g. `uploads/`)'),
  UPLOADS_S3_PUBLIC_URL: v('maps and media', httpUrl, 'unset', "a public base URL of the bucket's objects (a public bucket or a CDN in front of it): `/api/v1/files/<key>` redirects there; unset, it redirects to a presigned URL"),
  UPLOADS_S3_URL_SECONDS: v('maps and media', integer(60, 604800), '900', 'how long a presigned URL of an upload is good for'),
  SOUK_SCRIPT_LOADING: v('speed', z.enum(['early', 'next']), '`early`', "how pages load their scripts: `early` fetches the shared runtime at once and runs every chunk after the first paint, `next` is Next's own; see docs/performance.md"),
  SOUK_CHUNK_MODULES: v('speed', flag, 'off', "`1` when building: the chunk report (`.next/souk-chunks.json`) also lists each module's size, to see what a first load is made of"),
  SOUK_COMPILE_HINTS: v('speed', flag, 'on', '`0` when building: no compile hints on first-load chunks'),
  VITALS_SAMPLE_RATE: v('speed', z.coerce.number({ message: 'must be a number from 0 to 1' }).min(0, 'must be a number from 0 to 1').max(1, 'must be a number from 0 to 1'), '0.1', 'share of page loads that report their Core Web Vitals to `/api/v1/vitals` (`npm run vitals` prints p75 per route)'),
  NEXT_DIST_DIR: v('build and tests', z.string().min(1), '`.next`', 'the build folder (several builds of the tree side by side)'),
  PLAYWRIGHT_CHROMIUM_PATH: v('build and tests', z.string().min(1), '`/usr/bin/chromium-headless-shell` for `npm test`, `/usr/bin/chromium` for the slow specs and the bench', 'the one Chromium the browser tests and the bench drive instead'),
  CHROME_PATH: v('build and tests', z.string().min(1), 'the same Chromium', 'the Chromium Lighthouse drives in `npm run bench`'),
  SOUK_PG_BIN: v('build and tests', z.string().min(1), "Debian's `postgresql` folder", 'a folder with `initdb` and `pg_ctl` for the API tests on PostgreSQL'),
  SOUK_PG_PORT: v('build and tests', integer(1, 65535), 'a free port', 'the port of that test server'),
  SOUK_TEST_ONLY: v('build and tests', z.string().refine((list) => list.split(',').every((step) => TEST_STEPS.includes(step.trim())), `must list steps of ${TEST_STEPS.join(', ')}, comma-separated`), 'every step', 'the steps of `npm test` to run, comma-separated (while iterating)'),
  SOUK_TEST_PG_URL: v('build and tests', z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'), 'unset', 'a PostgreSQL server the API tests run against (`npm test` starts one for its second jest run); each test file gets a database of its own there'),
  SOUK_TEST_SEED_COPY: v('build and tests', flag, 'on', "`0`: every jest file migrates and seeds its own database instead of starting from a copy of one seeded database (node_modules/.cache/souk)"),
  E2E_PORT: v('build and tests', integer(1, 65534), '3100', 'the browser tests\' server port (the next ports serve the other configurations)'),
} satisfies Record<string, Variable>;

export type VariableName = keyof typeof ENVIRONMENT;
/** A variable's value as its schema reads it (`boolean` for a flag, `number` for a number…). */
export type EnvValue<N extends VariableName> = z.output<(typeof ENVIRONMENT)[N]['schema']>;
/** Where variables are read from: the process's environment, or a test's own record. */
export type EnvSource = Readonly<Record<string, string | undefined>>;

/** Values read from the process's environment, kept while the raw text stays the same (hot paths read some per request). */
const read = new Map<VariableName, { raw: string; value: unknown }>();

/**
 * The variable's value, parsed by its schema; undefined when it is unset, empty, or a value its
 * schema refuses (the production server does not start with such a value: checkEnvironment).
 * Callers give the default: `env('UPSTREAM_TIMEOUT_MS') ?? 3000`.
 */
export function env<N extends VariableName>(name: N, source?: EnvSource): EnvValue<N> | undefined {
  const raw = (source ?? process.env)[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  const known = source ? undefined : read.get(name);
  if (known && known.raw === raw) return known.value as EnvValue<N>;
  const parsed = ENVIRONMENT[name].schema.safeParse(raw);
  const value = parsed.success ? (parsed.data as EnvValue<N>) : undefined;
  if (!source) read.set(name, { raw, value });
  return value;
}

/**
 * The variable's text as set (trimmed), unchecked: only for a reader that explains a refused value
 * itself (the push sender's service account); undefined when unset or empty.
 */
export function envText(name: VariableName, source?: EnvSource): string | undefined {
  const raw = (source ?? process.env)[name]?.trim();
  return raw ? raw : undefined;
}

/** Node's own options (NODE_OPTIONS), as text; '' when unset. */
export function nodeOptions(): string {
  return process.env.NODE_OPTIONS ?? '';
}

/** Sets the variables the production server gives a default before Next loads (NODE_ENV…), where unset. */
export function setDefaultEnvironment(defaults: Readonly<Record<'NODE_ENV' | 'NEXT_TELEMETRY_DISABLED', string>>): void {
  const target = process.env as Record<string, string | undefined>;
  for (const [name, value] of Object.entries(defaults)) target[name] ??= value;
}

/** One line per variable that is set to a value its schema refuses, naming the variable. */
export function checkEnvironment(source: EnvSource = process.env): string[] {
  const problems: string[] = [];
  for (const [name, variable] of Object.entries(ENVIRONMENT) as [VariableName, Variable][]) {
    const raw = source[name];
    if (raw === undefined || raw.trim() === '') continue;
    const parsed = variable.schema.safeParse(raw.trim());
    if (!parsed.success) problems.push(`${name}=${JSON.stringify(raw.length > 60 ? `${raw.slice(0, 60)}…` : raw)} ${parsed.error.issues[0]?.message ?? 'is not valid'}`);
  }
  return problems;
}

const AREA_TITLES: Record<Area, string> = {
  server: 'Server',
  operations: 'Operations: metrics, logs, traces, health',
  database: 'Embedded API and database',
  accounts: 'Accounts and sign-in',
  'maps and media': 'Maps and media',
  speed: 'Speed switches',
  'build and tests': 'Build and tests',
};

/** The README's configuration table, one row per variable, grouped by area. */
export function configurationTable(): string {
  const rows = ['| variable | default | meaning |', '|---|---|---|'];
  for (const area of Object.keys(AREA_TITLES) as Area[]) {
    rows.push(`| **${AREA_TITLES[area]}** | | |`);
    for (const [name, variable] of Object.entries(ENVIRONMENT) as [VariableName, Variable][]) {
      if (variable.area === area) rows.push(`| \`${name}\` | ${variable.default} | ${variable.meaning} |`);
    }
  }
  return `${rows.join('\n')}\n`;
}
