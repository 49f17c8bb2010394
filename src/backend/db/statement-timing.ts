/**
 * Every SQL statement's time in `souk_db_query_duration_seconds` (by database and operation) and,
 * with tracing on, a span of its own under the call that ran it (its text with `$1` placeholders,
 * never the values). The `pg` pool's clients and the PGlite worker's client send their statements
 * through here (db/client.ts, db/pglite-client.ts).
 */
import { observeQuery, sqlOperation } from '../../observe/metrics';
import { tracer } from '../../observe/trace';

export type Database = 'postgres' | 'pglite';

/** Starts timing a statement; call the answer once it has ended (with its error, if it failed). */
export function startStatement(database: Database, text: string): (error?: unknown) => void {
  const started = performance.now();
  const operation = sqlOperation(text);
  const span = tracer()?.childSpan(`SQL ${operation.toUpperCase()}`, {
    'db.system': database === 'postgres' ? 'postgresql' : 'pglite',
    'db.operation.name': operation,
    'db.query.text': text.length > 2000 ? `${text.slice(0, 2000)}…` : text,
  });
  return (error) => {
    observeQuery(database, operation, (performance.now() - started) / 1000);
    span?.end(error);
  };
}

/** `pending`, calling `end` once it has settled (with its error, if it failed). */
function endWhenSettled<T>(pending: Promise<T>, end: (error?: unknown) => void): Promise<T> {
  return pending.then(
    (value) => {
      end();
      return value;
    },
    (error: unknown) => {
      end(error);
      throw error;
    },
  );
}

/** A statement's promise, timed. */
export function timedStatement<T>(database: Database, text: string, run: () => Promise<T>): Promise<T> {
  const end = startStatement(database, text);
  let pending: Promise<T>;
  try {
    pending = run();
  } catch (error) {
    end(error);
    throw error;
  }
  return endWhenSettled(pending, end);
}

type Query = (...args: unknown[]) => unknown;

function statementText(first: unknown): string | null {
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && typeof (first as { text?: unknown }).text === 'string') return (first as { text: string }).text;
  return null;
}

/**
 * A `pg` client's query(), timed in each of its forms: a promise, or a callback (pg-pool's own
 * calls). A submittable (a cursor, a stream) goes through untimed.
 */
export function timedPgQuery(query: Query): Query {
  return function timedQuery(this: unknown, ...args: unknown[]): unknown {
    const text = statementText(args[0]);
    if (text === null) return query.apply(this, args);
    const end = startStatement('postgres', text);
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        end(error ?? undefined);
        (last as (error: unknown, result: unknown) => void)(error, result);
      };
      return query.apply(this, args);
    }
    let result: unknown;
    try {
      result = query.apply(this, args);
    } catch (error) {
      end(error);
      throw error;
    }
    if (result && typeof (result as Promise<unknown>).then === 'function') return endWhenSettled(result as Promise<unknown>, end);
    end();
    return result;
  };
}
