/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerMetrics, isLoopback } from './metrics-route';

/** A server answering /metrics with `env`; the test's own calls come from loopback. */
async function serve(env: Record<string, string | undefined>): Promise<{ base: string; server: Server }> {
  const server = createServer((req, res) => void answerMetrics(req, res, env));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('/metrics', () => {
  const servers: Server[] = [];
  const open = async (env: Record<string, string | undefined>) => {
    const { base, server } = await serve(env);
    servers.push(server);
    return (headers: Record<string, string> = {}, method = 'GET') => fetch(`${base}/metrics`, { headers, method });
  };
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it('answers a caller on this machine with the figures in Prometheus’s text format', async () => {
    const get = await open({});
    const answer = await get();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = await answer.text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE process_resident_memory_bytes gauge');
  });

  it('behind a trusted proxy, refuses a caller off this machine without the token (401), and answers one with it', async () => {
    const get = await open({ TRUST_PROXY: '1', METRICS_TOKEN: 'a-long-metrics-token-1234' });
    const away = { 'x-forwarded-for': '203.0.113.7' };
    const refused = await get(away);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await refused.json()).toEqual({ errors: [{ code: 'metrics', message: 'The metrics need Authorization: Bearer with the metrics token.' }] });
    expect((await get({ ...away, authorization: 'Bearer not-the-token' })).status).toBe(401);
    expect((await get({ ...away, authorization: 'Bearer a-long-metrics-token-1234' })).status).toBe(200);
    // a proxy on this machine passing on its own loopback caller
    expect((await get({ 'x-forwarded-for': '198.51.100.2, 127.0.0.1' })).status).toBe(200);
  });

  it('with no token set, answers only loopback callers (403 for any other)', async () => {
    const get = await open({ TRUST_PROXY: '1' });
    const refused = await get({ 'x-forwarded-for': '203.0.113.7', authorization: 'Bearer anything-at-all-here' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ errors: [{ code: 'metrics', message: 'The metrics answer callers on this machine only (no metrics token is set).' }] });
  });

  it('without TRUST_PROXY, goes by the socket’s address: a forwarded header does not count', async () => {
    const get = await open({ METRICS_TOKEN: 'a-long-metrics-token-1234' });
    expect((await get({ 'x-forwarded-for': '203.0.113.7' })).status).toBe(200);
  });

  it('answers only GET and HEAD', async () => {
    const get = await open({});
    const posted = await get({}, 'POST');
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
  });

  it('counts 127.0.0.0/8 and ::1, also mapped into IPv6, as loopback, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address)).toBe(true);
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '1127.0.0.1', 'localhost', '', undefined]) expect(isLoopback(address)).toBe(false);
  });
});
