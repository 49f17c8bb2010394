/**
 * Where spans arise (a request, a page's data, an API call, an SQL statement), without
 * OpenTelemetry: with OTEL_EXPORTER_OTLP_ENDPOINT set, the production server loads
 * src/http/tracing.ts, which installs its tracer here; unset, nothing is installed and each hook
 * runs its work as it is, with nothing of OpenTelemetry loaded. On globalThis, so Next's bundles
 * of pages and the API route reach the server's tracer.
 */

export type SpanAttributes = Record<string, string | number | boolean | undefined>;

export interface Span {
  setAttributes(attributes: SpanAttributes): void;
  updateName(name: string): void;
}

export interface Tracer {
  /**
   * Runs `work` in a new span, the child of the current one; with `carrier` (an incoming
   * request's headers), the child of the caller's W3C traceparent when it sends one.
   */
  inSpan<T>(name: string, attributes: SpanAttributes, work: (span: Span) => Promise<T>, carrier?: Record<string, string | string[] | undefined>): Promise<T>;
  /** A span started now and ended by the caller (an SQL statement), only inside a current span. */
  childSpan(name: string, attributes: SpanAttributes): { end(error?: unknown): void } | null;
  /** The current trace's id (for the log line), if any. */
  traceId(): string | undefined;
  /** Adds the current context's traceparent to headers going to another service. */
  inject(headers: Record<string, string>): void;
}

const KEY = Symbol.for('souk.observe.tracer');
type G = typeof globalThis & { [KEY]?: Tracer };
const g = globalThis as G;

const NO_SPAN: Span = { setAttributes: () => undefined, updateName: () => undefined };

export function installTracer(tracer: Tracer | undefined): void {
  g[KEY] = tracer;
}

export function tracer(): Tracer | undefined {
  return g[KEY];
}

/** `work` in a span when tracing is on; else `work` alone. */
export function inSpan<T>(name: string, attributes: SpanAttributes, work: (span: Span) => Promise<T>, carrier?: Record<string, string | string[] | undefined>): Promise<T> {
  const t = g[KEY];
  return t ? t.inSpan(name, attributes, work, carrier) : work(NO_SPAN);
}
