import { expect, test } from './fixtures';
import { aStoreAndProduct } from './catalogue-helpers';

/**
 * What an operator sees of a running production server (issue 54): each answer names its request,
 * and /metrics answers this machine with the figures of what was asked, by route pattern.
 */
test.describe('operating the server', () => {
  test('/metrics counts pages, their renders and API calls by route pattern, with the page cache, the pool, the queue and the process’s own figures', async ({ request }) => {
    const { store, product } = await aStoreAndProduct(request);
    for (const path of [`/product/${product.id}`, `/ar/product/${product.id}`, `/store/${store.id}`, `/api/v1/items/details/${product.id}`]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    const answer = await request.get('/metrics');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    for (const series of [
      /^http_request_duration_seconds_count\{method="GET",route="\/product\/\[id\]",status="200"\} \d+$/m,
      /^http_request_duration_seconds_count\{method="GET",route="\/store\/\[id\]",status="200"\} \d+$/m,
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/items\/details\/:id",status="200"\} \d+$/m,
      /^souk_page_render_duration_seconds_count\{route="\/product\/\[id\]"\} \d+$/m,
      /^souk_page_cache_requests_total\{cache="shared",result="(miss|hit|stale)"\} \d+$/m,
      /^souk_page_cache_bytes\{cache="shared"\} \d+$/m,
      /^souk_db_pool_connections\{database="pglite",state="(total|idle|waiting)"\} \d+$/m,
      /^souk_db_query_duration_seconds_count\{database="pglite",operation="select"\} \d+$/m,
      /^souk_jobs_queued\{queue="order-lifecycle"\} \d+$/m,
      /^souk_event_streams_open \d+$/m,
      /^nodejs_eventloop_lag_seconds \d/m,
      /^process_resident_memory_bytes \d+$/m,
    ]) {
      expect(text).toMatch(series);
    }
    // a route is a pattern: no id, no query, whatever was asked
    const routes = [...new Set([...text.matchAll(/route="([^"]*)"/g)].map((m) => m[1] ?? ''))];
    expect(routes).toContain('/product/[id]');
    for (const route of routes) expect(route, route).not.toMatch(/\/\d+(\/|\.json$|$)|[?=]/);
  });

  test('every answer names its request: the caller’s X-Request-Id when it sends one, a new one otherwise', async ({ request }) => {
    const own = await request.get('/about-us', { headers: { 'X-Request-Id': 'operator-check-1' } });
    expect(own.headers()['x-request-id']).toBe('operator-check-1');
    const fresh = await request.get('/about-us');
    expect(fresh.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // a value that is not a plain token is replaced
    const odd = await request.get('/api/v1/zone/list', { headers: { 'X-Request-Id': 'has spaces and <tags>' } });
    expect(odd.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('/api/health says why: the pool, the queue and the live events, and is ready while serving', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({
      status: 'ok',
      phase: 'serving',
      pool: { kind: 'pglite', total: 1 },
      queue: { working: true, queued: expect.objectContaining({ 'order-lifecycle': expect.any(Number) }) },
      events: { listener: expect.stringMatching(/^(idle|listening)$/), streams: expect.any(Number) },
    });
    expect((await request.get('/api/health?ready=1')).status()).toBe(200);
  });
});
