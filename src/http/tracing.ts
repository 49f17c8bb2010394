/**
 * OpenTelemetry traces, loaded by the production server only when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set (unset, nothing of OpenTelemetry is loaded by this project). Spans go to that OTLP/HTTP
 * collector (`<endpoint>/v1/traces`, JSON), batched; OTEL_SERVICE_NAME names the service (default
 * souk-storefront), and the SDK's other OTEL_* variables (sampler, headers, resource attributes)
 * apply as documented by OpenTelemetry.
 *
 * A request's span (src/http/request-log.ts, the child of the caller's W3C traceparent when it
 * sends one) holds the page's data prefetch (src/server/page.ts), each API call (src/gateway) and
 * each SQL statement (src/backend/db/statement-timing.ts), and Next's own spans of the render;
 * every span of a request carries its request id (`souk.request_id` on the request's and the
 * API calls' spans), and the request's log line its trace id. The hooks live in
 * src/observe/trace.ts; this module installs the tracer behind them.
 */
import { context, propagation, SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanExporter } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import pkg from '../../package.json';
import { env, type EnvSource } from '../lib/env';
import { installTracer, type SpanAttributes } from '../observe/trace';

/** Attributes without their unset values. */
function attributes(from: SpanAttributes): Attributes {
  const out: Attributes = {};
  for (const [name, value] of Object.entries(from)) if (value !== undefined) out[name] = value;
  return out;
}

function failed(span: { recordException(e: Error): void; setStatus(s: { code: SpanStatusCode; message?: string }): void }, error: unknown): void {
  const e = error instanceof Error ? error : new Error(String(error));
  span.recordException(e);
  span.setStatus({ code: SpanStatusCode.ERROR, message: e.message.split('\n')[0] });
}

/**
 * Starts the tracer provider and installs the hooks' tracer; answers how to stop it (the spans
 * still batched are sent first).
 * @param exporter where spans go (tests); by default OTLP over HTTP to OTEL_EXPORTER_OTLP_ENDPOINT
 */
export function startTracing(source?: EnvSource, exporter: SpanExporter = new OTLPTraceExporter()): { flush: () => Promise<void>; stop: () => Promise<void> } {
  const resource = defaultResource()
    .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: env('OTEL_SERVICE_NAME', source) ?? 'souk-storefront', [ATTR_SERVICE_VERSION]: pkg.version }))
    // OTEL_RESOURCE_ATTRIBUTES (and OTEL_SERVICE_NAME) as OpenTelemetry reads them
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(exporter)] });
  // the global provider, AsyncLocalStorage for the current span, W3C traceparent: Next's own spans join ours
  provider.register();
  const tracer = trace.getTracer('souk', pkg.version);
  installTracer({
    inSpan(name, attrs, work, carrier) {
      const parent = carrier ? propagation.extract(context.active(), carrier) : context.active();
      return tracer.startActiveSpan(name, { attributes: attributes(attrs), kind: carrier ? SpanKind.SERVER : SpanKind.INTERNAL }, parent, async (span) => {
        try {
          return await work({ setAttributes: (a) => span.setAttributes(attributes(a)), updateName: (n) => span.updateName(n) });
        } catch (error) {
          failed(span, error);
          throw error;
        } finally {
          span.end();
        }
      });
    },
    childSpan(name, attrs) {
      if (!trace.getActiveSpan()) return null;
      const span = tracer.startSpan(name, { attributes: attributes(attrs), kind: SpanKind.CLIENT });
      return {
        end(error) {
          if (error !== undefined) failed(span, error);
          span.end();
        },
      };
    },
    traceId: () => trace.getActiveSpan()?.spanContext().traceId,
    inject: (headers) => propagation.inject(context.active(), headers),
  });
  return {
    flush: () => provider.forceFlush(),
    stop: async () => {
      installTracer(undefined);
      await provider.shutdown();
    },
  };
}
