/**
 * The process's log: one JSON object a line (pino) on stdout, for a log pipeline to parse; pretty
 * lines when stdout is a terminal. The production server writes one line per request
 * (src/http/request-log.ts); the API, the gateway, the database, the jobs and the server write
 * their failures here too, each with the request id when there is one.
 *
 * Nothing personal reaches it: lines name route patterns, never URLs or bodies, and the fields
 * below are redacted wherever they appear (a test captures the log of a sign-up, a checkout and a
 * chat message: src/backend/__tests__/log-privacy.cases.ts). An error is logged with its first
 * line (errorLine: never a query's parameters) and its stack frames, never sent in an answer.
 *
 * LOG_LEVEL sets the level (default info). Next bundles each page and the API route apart from the
 * server's own modules: the logger lives on globalThis, one per process.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import { errorLine } from './error-line';
import { env, type EnvSource } from '../lib/env';

/** Fields censored in a logged object: at its top and in the objects below (a body, headers…). */
export const PRIVATE_FIELDS = ['password', 'confirm_password', 'token', 'cookie', 'authorization', 'phone', 'email', 'address', 'contact_person_number', 'contact_person_name', 'f_name', 'l_name'];
/** Where a line would carry a caller's values. */
const CONTAINERS = ['body', 'query', 'params', 'headers', 'user', 'customer', 'data'];

// named paths, not wildcards: pino's wildcard redaction (`*.phone`) cost each line some 30 µs more
// than these 96 named paths (under 4 µs more than none), measured on this machine
const REDACT_PATHS = [...PRIVATE_FIELDS.flatMap((f) => [f, ...CONTAINERS.map((c) => `${c}.${f}`)]), 'headers["set-cookie"]'];


/** An error as the log keeps it: its kind, its first line with the reason it wraps, and its stack frames. */
export function serializeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: errorLine(err) };
  // the stack's first lines repeat the message (a failed query's SQL and parameters): frames only
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 20)
    .map((line) => line.trim());
  const code = (err as { code?: unknown }).code;
  return { type: err.name, message: errorLine(err), ...(typeof code === 'string' ? { code } : {}), stack: frames.join('\n') };
}

/** LOG_LEVEL, else info (silent under jest: a test that wants the log captures it, src/testing/log-capture.ts). */
function levelFrom(source?: EnvSource): string {
  return env('LOG_LEVEL', source) ?? ((source ? source.NODE_ENV : process.env.NODE_ENV) === 'test' ? 'silent' : 'info');
}

/**
 * A logger with the project's settings (level, redaction, error serializer, ISO time) writing to
 * `destination`: by default stdout, pretty when it is a terminal (pino-pretty, loaded only then).
 */
export function createLog(destination?: DestinationStream, source?: EnvSource): Logger {
  const options = {
    level: levelFrom(source),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
    formatters: { level: (label: string) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  if (destination) return pino(options, destination);
  if (process.stdout.isTTY && process.env.NODE_ENV !== 'test') {
    // pino-pretty, in a thread of its own, loaded only for a terminal: a pipeline gets the JSON lines
    return pino({ ...options, transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } });
  }
  // written in blocks of 4 KB, and at least every second: a write a line cost each request some
  // 70 µs of CPU in system calls on this machine (docs/deploy.md); pino writes what is left when
  // the process exits, and a process killed outright loses at most that second of lines
  return pino(options, pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 }));
}

const KEY = Symbol.for('souk.observe.log');
type G = typeof globalThis & { [KEY]?: Logger };
const g = globalThis as G;

/** The process's logger (made on first use). */
export function log(): Logger {
  return (g[KEY] ??= createLog());
}

/** Replaces the process's logger (tests capture the log this way); answers the one it replaced. */
export function replaceLog(logger: Logger): Logger | undefined {
  const before = g[KEY];
  g[KEY] = logger;
  return before;
}

/** Writes what is buffered (before the process exits on purpose). */
export function flushLog(): void {
  g[KEY]?.flush();
}
