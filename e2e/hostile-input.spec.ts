import { request as httpRequest, Agent } from 'node:http';
import { connect } from 'node:net';
import { expect, test } from './fixtures';

/**
 * A stream of generated hostile requests against the production server: odd and huge ids,
 * NUL bytes, inherited property names, SQL and script payloads, malformed JSON and multipart,
 * wrong types, over-long strings, hostile headers, cookies and request targets. Whatever
 * arrives, the answer is never a 5xx, never shows a stack trace or SQL, never redirects to
 * another host, and the server stays healthy. Every write is sent twice under one
 * Idempotency-Key and must be answered the same both times. The inputs are fixed (no
 * randomness), so a failure names one reproducible request.
 */
test.describe.configure({ mode: 'serial' });

interface Case {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

function send(base: URL, c: Case): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: base.hostname, port: base.port, method: c.method, path: c.path, headers: { accept: '*/*', ...c.headers }, agent, timeout: 60_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    if (c.body !== undefined) req.write(c.body);
    req.end();
  });
}

/** What the server let slip: a stack frame, an SQL error, a database's name for itself. */
const LEAKS = [
  /\bat [\w$.<>[\] ]+ \((?:\/|file:|node:)/,
  /node:internal/,
  /node_modules\//,
  /syntax error at or near/i,
  /out of range for type/i,
  /invalid input syntax for/i,
  /violates [\w ]+constraint/i,
  /Failed query:/i,
  /DrizzleQueryError|PGlite|PostgresError/,
  /relation "[\w]+" does not exist/i,
];

function problems(c: Case, a: Answer, origin: string): string[] {
  const found: string[] = [];
  if (a.status >= 500) found.push(`answered ${a.status}`);
  for (const leak of LEAKS) if (leak.test(a.body)) found.push(`body matches ${leak}`);
  const location = a.headers.location;
  if (typeof location === 'string' && location) {
    const target = new URL(location, origin);
    if (target.origin !== origin) found.push(`redirects to ${target.origin}`);
  }
  return found.map((p) => `${c.method} ${c.path.slice(0, 160)}${c.body !== undefined ? ` body ${c.body.slice(0, 80)}` : ''}: ${p}`);
}

const RUN = Date.now().toString(36);

/**
 * A write (any method but GET and HEAD) is sent twice under one Idempotency-Key, as a retried or
 * double-submitted one would be: the second answer must be the first (status and body).
 */
async function sendTwiceIfWrite(base: URL, c: Case, index: number): Promise<{ answers: Answer[]; problem: string | null }> {
  if (c.method === 'GET' || c.method === 'HEAD') return { answers: [await send(base, c)], problem: null };
  const keyed: Case = { ...c, headers: { 'Idempotency-Key': `hostile-${RUN}-${index}`, ...c.headers } };
  const first = await send(base, keyed);
  const again = await send(base, keyed);
  // a case with a hostile key of its own checks only that it is refused or ignored without a 5xx
  const kept = first.status < 500 && first.status !== 429 && c.headers?.['Idempotency-Key'] === undefined;
  const same = again.status === first.status && again.body === first.body;
  const problem = kept && !same ? `${c.method} ${c.path.slice(0, 160)}${c.body !== undefined ? ` body ${c.body.slice(0, 80)}` : ''}: sent twice with one key, answered ${first.status} then ${again.status}${again.status === first.status ? ' with another body' : ''}` : null;
  return { answers: [first, again], problem };
}

async function runAll(base: URL, cases: Case[], concurrency = 4) {
  const failures: string[] = [];
  let fiveHundreds = 0;
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const index = next;
      const c = cases[index] as Case;
      next += 1;
      const { answers, problem } = await sendTwiceIfWrite(base, c, index);
      for (const answer of answers) {
        if (answer.status >= 500) fiveHundreds += 1;
        failures.push(...problems(c, answer, base.origin));
      }
      if (problem) failures.push(problem);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { failures, fiveHundreds };
}

// ── the inputs ──────────────────────────────────────────────────────────────────────────
const enc = encodeURIComponent;
const LONG = 'x'.repeat(5000);
/** Hostile values for an id in a path (already in the form they travel in). */
const IDS = [
  '2147483648',
  '2147483647',
  '9223372036854775808',
  '99999999999999999999999999',
  '-1',
  '0',
  '00000000000000000001',
  '1e9',
  '1.5',
  '0x10',
  'NaN',
  '%00',
  'a%00b',
  '1%00',
  enc("1' OR '1'='1"),
  enc('1; DROP TABLE items;--'),
  enc('<script>alert(1)</script>'),
  enc('"><img src=x onerror=alert(1)>'),
  '..%2F..%2Fetc%2Fpasswd',
  'constructor',
  '__proto__',
  'toString',
  enc('١٢٣'),
  enc('🙂'),
  '%E0%A4%A',
  '%C0%AF',
  LONG.slice(0, 3000),
];
const PAGES = ['product', 'store', 'campaigns', 'category'];
const QUERY_VALUES = [
  '2147483648',
  '-1',
  '99999999999999999999',
  '%00',
  enc('[2147483648]'),
  enc('[1,"a",null,{}]'),
  enc("' OR 1=1--"),
  enc('<script>alert(1)</script>'),
  enc('{"$gt":""}'),
  LONG,
  'NaN',
  'Infinity',
  '1e400',
];
const QUERY_KEYS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'limit', 'offset', 'store_id', 'category_ids', 'name', 'lat', 'lng', 'type', 'zone_id', 'item_id', 'basic_campaign_id', 'flash_sale_id', 'filter'];
const API_GETS = [
  'items/latest',
  'items/popular',
  'items/search',
  'items/discounted',
  'items/details/1',
  'stores/get-stores/all',
  'stores/details/1',
  'stores/reviews',
  'categories',
  'categories/items/list',
  'categories/stores/list',
  'get-combined-data',
  'banners',
  'brand',
  'campaigns/basic-campaign-details',
  'flash-sales/items',
  'config/get-zone-id',
  'config/place-api-autocomplete',
  'config/distance-api',
  'zone/check',
  'coupon/list',
  'module',
];
const HEADER_CASES: Record<string, string>[] = [
  { zoneId: '[2147483648]' },
  { zoneId: '[99999999999999999999]' },
  { zoneId: '[-1]' },
  { zoneId: '{}' },
  { zoneId: 'null' },
  { zoneId: '[[1]]' },
  { zoneId: '["a"]' },
  { zoneId: `[${'1,'.repeat(500)}1]` },
  { moduleId: '2147483648' },
  { moduleId: '-1' },
  { moduleId: 'abc' },
  { moduleId: '1e3' },
  { moduleId: "1' OR 1=1" },
  { latitude: 'NaN', longitude: 'Infinity' },
  { latitude: '1e400', longitude: '-1e400' },
  { 'X-localization': '../../etc' },
  { Authorization: `Bearer ${LONG}` },
  { Authorization: "Bearer ' OR 1=1--" },
  { Authorization: 'Basic Og==' },
  { Cookie: 'souk_zone=[2147483648]; souk_module=99999999999' },
  { Cookie: 'souk_token=%00; souk_location={"lat":1e400}' },
  { Cookie: `souk_token=${LONG}` },
  { Cookie: 'souk_zone=%5B1%2C2%5D; souk_guest=../../x' },
  { 'Content-Type': 'text/html' },
  { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'javascript' },
];
const JSON_BODIES = [
  '{',
  '{"email_or_phone":',
  '[',
  'null',
  '"text"',
  '123',
  '[]',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"email_or_phone":123,"password":[]}',
  '{"email_or_phone":{"toString":1},"password":{"valueOf":2}}',
  '{"email_or_phone":"a\\u0000@b.co","password":"x"}',
  '{"email":"x\\u0000@y.z"}',
  '{"_method":{"toString":1}}',
  '{"_method":["PUT"]}',
  '{"_method":null}',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  `{"email_or_phone":"${'a'.repeat(100_000)}@b.co","password":"x"}`,
  '{"email_or_phone":"\' OR 1=1--","password":"\' OR 1=1--"}',
  '{"name":"<script>alert(1)</script>","email":"<svg onload=alert(1)>","phone":"1","password":"1"}',
  '{"interest":"[2147483648]"}',
  '{"interest":[null,{},[]]}',
  '{"guest_id":"99999999999999999999"}',
];
const POSTS = ['auth/login', 'auth/sign-up', 'newsletter/subscribe', 'customer/update-interest', 'auth/guest/request', 'auth/logout'];

function pageCases(buildId: string): Case[] {
  const cases: Case[] = [];
  for (const page of PAGES) {
    for (const id of IDS) {
      cases.push({ method: 'GET', path: `/${page}/${id}` }, { method: 'GET', path: `/ar/${page}/${id}` });
      cases.push({ method: 'GET', path: `/_next/data/${buildId}/en/${page}/${id}.json` });
    }
  }
  for (const key of QUERY_KEYS) {
    cases.push({ method: 'GET', path: `/home?${key}=1` }, { method: 'GET', path: `/product/1?${key}=%00` }, { method: 'GET', path: `/store/1?${key}=2147483648` });
  }
  for (const headers of HEADER_CASES) cases.push({ method: 'GET', path: '/product/1', headers }, { method: 'GET', path: '/home', headers });
  return cases;
}

function apiCases(): Case[] {
  const cases: Case[] = [];
  const base = { zoneId: '[1,2]', moduleId: '1' };
  for (const path of API_GETS) {
    for (const key of QUERY_KEYS) cases.push({ method: 'GET', path: `/api/v1/${path}?${key}=${QUERY_VALUES[(key.length + path.length) % QUERY_VALUES.length]}`, headers: base });
    for (const value of QUERY_VALUES) cases.push({ method: 'GET', path: `/api/v1/${path}?name=${value}&limit=${value}&offset=${value}`, headers: base });
  }
  for (const path of ['items/details', 'stores/details', 'categories/childes', 'items/related-items', 'banners', 'brand/items', 'common-condition/items', 'stores/popular-items']) {
    for (const id of IDS) cases.push({ method: 'GET', path: `/api/v1/${path}/${id}`, headers: base });
  }
  for (const headers of HEADER_CASES) {
    for (const path of ['items/latest', 'stores/get-stores/all', 'customer/info', 'banners', 'module', 'categories']) cases.push({ method: 'GET', path: `/api/v1/${path}`, headers: { ...base, ...headers } });
  }
  for (const path of POSTS) {
    for (const body of JSON_BODIES) cases.push({ method: 'POST', path: `/api/v1/${path}`, headers: { 'Content-Type': 'application/json' }, body });
    cases.push(
      { method: 'POST', path: `/api/v1/${path}`, headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x' },
      { method: 'POST', path: `/api/v1/${path}`, headers: { 'Content-Type': 'multipart/form-data' }, body: 'garbage' },
      { method: 'POST', path: `/api/v1/${path}`, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '__proto__[admin]=1&constructor=x&_method[]=PUT&email=%00' },
      { method: 'POST', path: `/api/v1/${path}`, headers: { 'Content-Type': 'application/xml' }, body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
      { method: 'POST', path: `/api/v1/${path}`, headers: { 'Content-Type': 'application/json; charset=utf-16' }, body: '\u00ff\u00fe{' },
      { method: 'PUT', path: `/api/v1/${path}`, headers: { 'Content-Type': 'application/json' }, body: '{}' },
      { method: 'DELETE', path: `/api/v1/${path}` },
      { method: 'PATCH', path: `/api/v1/${path}`, body: '{}' },
    );
    // hostile keys: too long, blank, odd characters (each is refused or ignored, never a 5xx)
    for (const key of ['k'.repeat(300), ' ', '%00', '../../etc/passwd', "1' OR '1'='1", '{"a":1}']) {
      cases.push({ method: 'POST', path: `/api/v1/${path}`, headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body: '{}' });
    }
  }
  return cases;
}

/** Requests no client library would send: written on a socket as they are. */
const RAW = [
  'GET http://other.example/ HTTP/1.1\r\nHost: other.example\r\n\r\n',
  'GET http://other.example/api/v1/config HTTP/1.1\r\nHost: localhost\r\n\r\n',
  'OPTIONS * HTTP/1.1\r\nHost: localhost\r\n\r\n',
  'CONNECT other.example:443 HTTP/1.1\r\nHost: other.example:443\r\n\r\n',
  'GET /product/1%00 HTTP/1.1\r\nHost: localhost\r\n\r\n',
  'GET /api/v1/items/latest HTTP/1.1\r\nHost: localhost\r\nzoneId: [1\u0000]\r\n\r\n',
  'GET /home HTTP/1.1\r\nHost: localhost\r\nCookie: souk_zone=[1,2]\u0000\r\n\r\n',
  'GET //other.example/ HTTP/1.1\r\nHost: localhost\r\n\r\n',
  'GET /\\other.example HTTP/1.1\r\nHost: localhost\r\n\r\n',
  `GET /home HTTP/1.1\r\nHost: localhost\r\nX-Long: ${'y'.repeat(20_000)}\r\n\r\n`,
  'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: localhost\r\nHost: other.example\r\n\r\n',
  'GARBAGE\r\n\r\n',
];

function rawRequest(base: URL, text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(Number(base.port), base.hostname);
    let out = '';
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk) => {
      out += chunk.toString('latin1');
      // one answer is enough (the connection may be kept open)
      if (/\r\n\r\n/.test(out)) socket.end();
    });
    socket.on('close', () => resolve(out));
    socket.on('error', () => resolve(out));
    socket.write(text, 'latin1');
  });
}

async function buildIdOf(base: URL): Promise<string> {
  const page = await send(base, { method: 'GET', path: '/home' });
  return /"buildId":"([^"]+)"/.exec(page.body)?.[1] ?? 'unknown-build';
}

async function assertHealthy(base: URL) {
  expect((await send(base, { method: 'GET', path: '/api/health' })).status).toBe(200);
  expect((await send(base, { method: 'GET', path: '/home' })).status).toBe(200);
  const product = await send(base, { method: 'GET', path: '/api/v1/items/details/1', headers: { zoneId: '[1,2]', moduleId: '1' } });
  expect(product.status).toBe(200);
}

let tried = 0;
let fiveHundreds = 0;

test.afterAll(() => {
  console.log(`hostile inputs tried: ${tried}; answers of 5xx: ${fiveHundreds}`);
});

test('pages and their data routes answer hostile ids, queries, headers and cookies without a 5xx or a leak', async ({ baseURL }) => {
  test.setTimeout(600_000);
  const base = new URL(baseURL ?? 'http://localhost:3100');
  const cases = pageCases(await buildIdOf(base));
  const result = await runAll(base, cases);
  tried += cases.length;
  fiveHundreds += result.fiveHundreds;
  expect(result.failures).toEqual([]);
  await assertHealthy(base);
});

test('the API answers hostile paths, queries, headers and bodies with a 4xx in the contract shape, never a 5xx or a leak', async ({ baseURL }) => {
  test.setTimeout(600_000);
  const base = new URL(baseURL ?? 'http://localhost:3100');
  const cases = apiCases();
  const result = await runAll(base, cases);
  tried += cases.length;
  fiveHundreds += result.fiveHundreds;
  expect(result.failures).toEqual([]);
  // the contract's error shape for what the edge refuses
  const refused = await send(base, { method: 'GET', path: '/api/v1/items/latest?store_id=2147483648', headers: { zoneId: '[1,2]', moduleId: '1' } });
  expect(refused.status).toBe(422);
  expect(JSON.parse(refused.body)).toEqual({ errors: [{ code: 'store_id', message: expect.any(String) }] });
  await assertHealthy(base);
});

test('unusual request targets and malformed requests are refused with 400, never redirected elsewhere', async ({ baseURL }) => {
  const base = new URL(baseURL ?? 'http://localhost:3100');
  for (const text of RAW) {
    const answer = await rawRequest(base, text);
    tried += 1;
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
    if (status >= 500) fiveHundreds += 1;
    const location = /\r\nlocation: ([^\r\n]*)/i.exec(answer)?.[1];
    const label = JSON.stringify(text.slice(0, 60));
    expect(status, label).toBeGreaterThanOrEqual(200);
    expect(status, label).toBeLessThan(500);
    if (location) expect(new URL(location, base.origin).origin, label).toBe(base.origin);
    for (const leak of LEAKS) expect(answer, label).not.toMatch(leak);
  }
  expect(Number(/^HTTP\/1\.1 (\d{3})/.exec(await rawRequest(base, RAW[0] as string))?.[1])).toBe(400);
  expect(Number(/^HTTP\/1\.1 (\d{3})/.exec(await rawRequest(base, RAW[2] as string))?.[1])).toBe(400);
  await assertHealthy(base);
});
