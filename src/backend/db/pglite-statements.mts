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
//
// Each statement runs on the plan measured faster for it, PostgreSQL's own choice or its generic
// plan (db/plan-choice.ts). The session's plan_cache_mode is switched, when a statement wants the
// other one, by a SET sent in the same buffer; never inside a transaction, whose end could undo it.
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { afterRun, newPlanChoice, wantedMode, type PlanChoice, type PlanMode } from './plan-choice.js';

const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** PostgreSQL keeps a prepared statement's plan in the session; this bounds how many stay. */
const MAX_STATEMENTS = 400;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];
interface Prepared {
  name: string;
  types: number[];
  head: BackendMessage[];
  plan: PlanChoice;
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

const SET_MODE: Record<PlanMode, string> = { auto: 'SET plan_cache_mode = auto', generic: 'SET plan_cache_mode = force_generic_plan' };

export interface PreparedStatements {
  query: (text: string, params: unknown[], options: QueryOptions) => Promise<Result>;
  /** Before a transaction: the session back on PostgreSQL's own plan choice, which its statements then keep. */
  autoPlans: () => Promise<void>;
}

export function preparedStatements(db: PGlite, parsers: Parsers): PreparedStatements {
  const wire = protocol.serialize;
  /** insertion order is use order (least recently used first) */
  const statements = new Map<string, Prepared>();
  let counter = 0;
  const serializers: Record<number, (value: unknown) => string> = db.serializers ?? {};
  /** the session's plan_cache_mode */
  let session: PlanMode = 'auto';
  // PGlite's parseResults spreads its `parsers` option over the database's own (a hundred-odd
  // types) into a new object on every call: merged here once instead, at the first answer (the
  // database is ready then, its array types read): 13.6 % of the worker's time on a page of items
  let allParsers: Parsers | undefined;

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
      plan: newPlanChoice(),
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
    const wanted = wantedMode(st.plan);
    const switching = !inTransaction && wanted !== session;
    const run = [wire.bind({ statement: st.name, values }), wire.execute({}), wire.sync()];
    let messages: BackendMessage[];
    const started = performance.now();
    try {
      // a switch runs first, as a query of its own in the same buffer
      if (switching) session = wanted;
      ({ messages } = await db.execProtocol(concat(switching ? [wire.query(SET_MODE[wanted]), ...run] : run), { syncToFs: !inTransaction }));
    } catch (err) {
      statements.delete(text);
      await close(st.name);
      // a table changed under the statement ("cached plan must not change result type"): once more, prepared afresh
      if (!retried && !inTransaction && errorCode(err) === STALE_PLAN) return query(text, params, options, true);
      throw err;
    }
    // the switch's own answer (its command and ready-for-query) is not the statement's
    if (switching) messages = messages.slice(messages.findIndex((m) => m.name === 'readyForQuery') + 1);
    allParsers ??= { ...db.parsers, ...parsers };
    const [result] = parse.parseResults([...st.head, ...messages], allParsers, { rowMode });
    st.plan = afterRun(st.plan, session, performance.now() - started);
    return result ?? { rows: [], fields: [] };
  }

  async function autoPlans(): Promise<void> {
    if (session === 'auto') return;
    await db.exec(SET_MODE.auto);
    session = 'auto';
  }

  return { query, autoPlans };
}
