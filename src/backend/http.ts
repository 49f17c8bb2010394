/** Error and response helpers: every failure leaves the API as `{errors:[{code,message}]}`. */
import type { ZodError } from 'zod';
import type { ApiResponse } from './types';

export interface ErrorEntry {
  code: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorEntry[];
  readonly extra: Record<string, unknown>;
  /** Response headers the answer carries (e.g. Retry-After). */
  headers: Record<string, string> = {};

  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.errors = [{ code, message }];
    this.extra = extra;
  }

  static many(status: number, errors: ErrorEntry[]): ApiError {
    const e = new ApiError(status, errors[0]?.code ?? 'error', errors[0]?.message ?? 'Error');
    e.errors.splice(0, e.errors.length, ...errors);
    return e;
  }
}

export function errorResponse(status: number, errors: ErrorEntry[], extra: Record<string, unknown> = {}): ApiResponse {
  return { status, body: { ...extra, errors } };
}

export function json(body: unknown, status = 200): ApiResponse {
  return { status, body };
}

/** Validation failures: one entry per field, the field name as the code (as Laravel's error_processor does). */
export function fromZodError(err: ZodError, status = 422): ApiError {
  const errors = err.issues.map((issue) => ({
    code: issue.path.length > 0 ? issue.path.map(String).join('.') : 'validation',
    message: issue.message,
  }));
  return ApiError.many(status, errors.length > 0 ? errors : [{ code: 'validation', message: 'Invalid input.' }]);
}

export const notFound = (code: string, message: string): ApiError => new ApiError(404, code, message);
