/** @jest-environment node */
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import { timedStatement } from '../backend/db/statement-timing';
import { inSpan, tracer } from '../observe/trace';
import { startTracing } from './tracing';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';

describe('traces', () => {
  it('without a tracer, each hook runs its work alone', async () => {
    expect(tracer()).toBeUndefined();
    await expect(inSpan('GET', {}, async (span) => (span.updateName('GET /x'), 'done'))).resolves.toBe('done');
    await expect(timedStatement('pglite', 'select 1', async () => 1)).resolves.toBe(1);
  });

  it('joins a request, its page data, its API call and its SQL statement in one trace under the caller’s traceparent', async () => {
    const exported = new InMemorySpanExporter();
    const tracing = startTracing({ OTEL_SERVICE_NAME: 'souk-test' }, exported);
    let spans: ReturnType<typeof exported.getFinishedSpans> = [];
    try {
      await inSpan(
        'GET',
        { 'souk.request_id': 'r-42' },
        async (request) => {
          await inSpan('page data', {}, () =>
            inSpan('API GET', { 'souk.request_id': 'r-42' }, async (call) => {
              await timedStatement('pglite', 'SELECT "items"."id" FROM "items" WHERE "items"."id" = $1', async () => [{ id: 1 }]);
              call.updateName('API GET /api/v1/items/details/:id');
            }),
          );
          request.updateName('GET /product/[id]');
          request.setAttributes({ 'http.route': '/product/[id]', 'http.response.status_code': 200 });
        },
        { traceparent: `00-${TRACE}-${CALLER_SPAN}-01` },
      );
      // a statement outside any request (the job queue's polling) makes no span of its own
      await timedStatement('pglite', 'SELECT 1', async () => undefined);
      await tracing.flush();
      spans = exported.getFinishedSpans();
    } finally {
      // (stopping empties the exporter)
      await tracing.stop();
    }
    const byName = new Map(spans.map((s) => [s.name, s]));
    expect([...byName.keys()].sort()).toEqual(['API GET /api/v1/items/details/:id', 'GET /product/[id]', 'SQL SELECT', 'page data']);
    for (const s of spans) expect(s.spanContext().traceId).toBe(TRACE);
    const parent = (name: string) => byName.get(name)?.parentSpanContext?.spanId;
    expect(parent('GET /product/[id]')).toBe(CALLER_SPAN);
    expect(parent('page data')).toBe(byName.get('GET /product/[id]')?.spanContext().spanId);
    expect(parent('API GET /api/v1/items/details/:id')).toBe(byName.get('page data')?.spanContext().spanId);
    expect(parent('SQL SELECT')).toBe(byName.get('API GET /api/v1/items/details/:id')?.spanContext().spanId);
    expect(byName.get('GET /product/[id]')?.attributes).toMatchObject({ 'souk.request_id': 'r-42', 'http.route': '/product/[id]', 'http.response.status_code': 200 });
    // the statement's text with its placeholders, never its values
    expect(byName.get('SQL SELECT')?.attributes).toMatchObject({ 'db.system': 'pglite', 'db.operation.name': 'select', 'db.query.text': 'SELECT "items"."id" FROM "items" WHERE "items"."id" = $1' });
    expect(byName.get('GET /product/[id]')?.resource.attributes['service.name']).toBe('souk-test');
    expect(tracer()).toBeUndefined();
  });
});
