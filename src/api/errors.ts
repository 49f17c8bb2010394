/** The parts of an axios error this module reads (checked structurally, so axios itself stays out of the bundle). */
interface HttpFailure {
  isAxiosError: true;
  message: string;
  response?: { status: number; data?: unknown; headers?: Record<string, unknown> };
}

function isHttpFailure(error: unknown): error is HttpFailure {
  return Boolean(error) && typeof error === 'object' && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

export interface ApiErrorEntry {
  code: string;
  message: string;
}

/** Every failed call, whatever its origin, becomes one of these. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorEntry[];
  readonly retryAfter: number | undefined;

  constructor(status: number, errors: ApiErrorEntry[], retryAfter?: number) {
    super(errors[0]?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.retryAfter = retryAfter;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** The service behind the gateway is down or too slow: worth retrying later. */
  get isUnavailable(): boolean {
    return this.status === 0 || this.status === 502 || this.status === 503 || this.status === 504;
  }
}

function entriesFrom(data: unknown): ApiErrorEntry[] {
  if (!data || typeof data !== 'object') return [];
  const { errors, message } = data as { errors?: unknown; message?: unknown };
  const out: ApiErrorEntry[] = [];
  if (Array.isArray(errors)) {
    for (const entry of errors) {
      if (entry && typeof entry === 'object' && typeof (entry as ApiErrorEntry).message === 'string') {
        const { code, message: text } = entry as ApiErrorEntry;
        out.push({ code: typeof code === 'string' ? code : 'error', message: text });
      }
    }
  }
  if (out.length === 0 && typeof message === 'string' && message) out.push({ code: 'message', message });
  return out;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isHttpFailure(error)) {
    const status = error.response?.status ?? 0;
    const retry = Number(error.response?.headers?.['retry-after']);
    const entries = entriesFrom(error.response?.data);
    if (entries.length === 0) {
      entries.push({
        code: status === 0 ? 'network' : 'http',
        message: status === 0 ? 'The network is unreachable. Please try again.' : `Request failed with status ${status}`,
      });
    }
    return new ApiError(status, entries, Number.isFinite(retry) ? retry : undefined);
  }
  // not a failed call but a fault in our own code: a server error, never "try later"
  return new ApiError(500, [{ code: 'unknown', message: error instanceof Error ? error.message : 'Something went wrong.' }]);
}

/** The messages a shopper should read, de-duplicated, in order. */
export function errorMessages(error: unknown): string[] {
  return [...new Set(toApiError(error).errors.map((e) => e.message))];
}
