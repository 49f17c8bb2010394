// Named prepared statements for PGlite (used by db/pglite-worker.mts).
//
// PGlite's query() parses, plans and describes every statement afresh and takes six trips into
// the WASM engine per call (parse, describe, bind, describe, execute, sync). The storefront sends
// the same few dozen statement texts again and again, so each text is prepared once under a name
// (Parse + Describe + Sync), and each call is then one trip: Bind + Execute + Sync in one buffer,
// with PostgreSQL's own plan cache deciding between custom and generic plans, as it does for any
// client that prepares. The results are parsed by PGlite's own parser, with its own serializers
// for the parameters, so rows are what query() gives.
//
// Only plain DML and SELECT are prepared; anything else (DDL, SET, utility statements) goes
// through query() as before. A statement that fails is closed and forgotten, so a changed schema
// (the tests' reset drops every table) is prepared again on its next use.
import { parse, protocol, type PGlite } from '@electric-sql/pglite';

const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** PostgreSQL keeps a prepared statement's plan in the session; this bounds how many stay. */
const MAX_STATEMENTS = 400;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];
interface Prepared {
  name: string;
  types: number[];
  head: BackendMessage[];
}
export interface Result {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
export type Parsers = Record<number, (value: string) => unknown>;
export interface QueryOptions {
  rowMode?: 'array' | 'object';
  inTransaction: boolean;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const STALE_PLAN = '0A000';
const errorCode = (err: unknown): string => (err && typeof err === 'object' && 'code' in err ? String(err.code) : '');

export function preparedStatements(db: PGlite, parsers: Parsers): { query: (text: string, params: unknown[], options: QueryOptions) => Promise<Result> } {
  const wire = protocol.serialize;
  /** insertion order is use order (least recently used first) */
  const statements = new Map<string, Prepared>();
  let counter = 0;
  const serializers: Record<number, (value: unknown) => string> = db.serializers ?? {};

  async function close(name: string): Promise<void> {
    await db.execProtocol(concat([wire.close({ type: 'S', name }), wire.sync()]), { syncToFs: false, throwOnError: false }).catch(() => undefined);
  }

  async function prepare(text: string): Promise<Prepared> {
    const known = statements.get(text);
    if (known) {
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    counter += 1;
    const name = `souk_${counter}`;
    const { messages } = await db.execProtocol(concat([wire.parse({ name, text, types: [] }), wire.describe({ type: 'S', name }), wire.sync()]), { syncToFs: false });
    const made: Prepared = {
      name,
      types: parse.parseDescribeStatementResults(messages),
      head: messages.filter((m) => m.name === 'rowDescription'),
    };
    statements.set(text, made);
    if (statements.size > MAX_STATEMENTS) {
      const [oldest, old] = statements.entries().next().value ?? [];
      if (oldest !== undefined && old) {
        statements.delete(oldest);
        await close(old.name);
      }
    }
    return made;
  }

  /** The same answer as `db.query(text, params, options)`. */
  async function query(text: string, params: unknown[], options: QueryOptions, retried = false): Promise<Result> {
    const { rowMode, inTransaction } = options;
    if (!PREPARABLE.test(text)) return db.query(text, params, { rowMode, parsers });
    const st = await prepare(text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = serializers[st.types[i] ?? 0];
      return serialize ? serialize(value) : String(value);
    });
    let messages: BackendMessage[];
    try {
      ({ messages } = await db.execProtocol(concat([wire.bind({ statement: st.name, values }), wire.execute({}), wire.sync()]), { syncToFs: !inTransaction }));
    } catch (err) {
      statements.delete(text);
      await close(st.name);
      // a table changed under the statement ("cached plan must not change result type"): once more, prepared afresh
      if (!retried && !inTransaction && errorCode(err) === STALE_PLAN) return query(text, params, options, true);
      throw err;
    }
    const [result] = parse.parseResults([...st.head, ...messages], db.parsers, { rowMode, parsers });
    return result ?? { rows: [], fields: [] };
  }

  return { query };
}
