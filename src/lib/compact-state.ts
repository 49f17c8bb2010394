import type { DehydratedState, QueryState } from '@tanstack/react-query';

/**
 * The server's query data in the page, compactly (issue 37: a module home's data within 40 KB).
 * TanStack's dehydrated form repeats, for every query, its key twice (the key and its hash) and a
 * dozen state fields that are the same for every query a page renders; and every list repeats
 * each field name in each of its rows. Here a query is its key, its data and when it was fetched,
 * and a list of objects is written as its rows' field names once (a "shape") and the rows' values;
 * `expandState` gives TanStack back exactly what `dehydrate` made of those queries.
 */
export interface CompactState {
  /** per query: [queryKey, data, dataUpdatedAt, whether the data is packed (1) or as it was (0), what else it had] */
  q: CompactQuery[];
}

type DehydratedQuery = DehydratedState['queries'][number];

/** What a query had besides the usual: state fields of other values, its meta, its type (infinite). */
interface Extra {
  s?: Partial<QueryState>;
  m?: DehydratedQuery['meta'];
  t?: DehydratedQuery['queryType'];
}

type CompactQuery = [unknown[], unknown, number, 0 | 1] | [unknown[], unknown, number, 0 | 1, Extra];

/** The state of a query fetched once without a failure: what every such query has. */
const USUAL_STATE = {
  dataUpdateCount: 1,
  error: null,
  errorUpdateCount: 0,
  errorUpdatedAt: 0,
  fetchFailureCount: 0,
  fetchFailureReason: null,
  fetchMeta: null,
  isInvalidated: false,
  status: 'success',
  fetchStatus: 'idle',
} as const;

type Plain = Record<string, unknown>;

/** The key a packed list is marked with (data holding it anywhere is left unpacked). */
const MARK = '~';

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

function holdsMark(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsMark);
  if (!isPlain(value)) return false;
  return MARK in value || Object.values(value).some(holdsMark);
}

/** A list of two or more plain objects as `{ '~': [shapes, rows] }`, each row its shape's index then its values. */
export function pack(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(pack);
    if (items.length < 2 || !items.every(isPlain)) return items;
    const shapes: string[][] = [];
    const index = new Map<string, number>();
    const rows = items.map((item) => {
      const keys = Object.keys(item);
      const signature = keys.join('\n');
      let shape = index.get(signature);
      if (shape === undefined) {
        shape = shapes.push(keys) - 1;
        index.set(signature, shape);
      }
      return [shape, ...keys.map((key) => item[key])];
    });
    return { [MARK]: [shapes, rows] };
  }
  if (!isPlain(value)) return value;
  const out: Plain = {};
  for (const [key, child] of Object.entries(value)) out[key] = pack(child);
  return out;
}

export function unpack(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unpack);
  if (!isPlain(value)) return value;
  const packed = value[MARK] as [string[][], unknown[][]] | undefined;
  if (packed) {
    const [shapes, rows] = packed;
    return rows.map(([shape, ...values]) => {
      const item: Plain = {};
      (shapes[shape as number] ?? []).forEach((key, i) => (item[key] = unpack(values[i])));
      return item;
    });
  }
  const out: Plain = {};
  for (const [key, child] of Object.entries(value)) out[key] = unpack(child);
  return out;
}

/** The page's form of `dehydrate(queryClient)`: its settled queries (a page dehydrates no other). */
export function compactState(state: DehydratedState): CompactState {
  return {
    q: state.queries
      .filter((query) => query.state.status === 'success' && !query.promise)
      .map((query): CompactQuery => {
        const { data, dataUpdatedAt, ...rest } = query.state;
        const unusual = Object.entries(rest).filter(([key, value]) => USUAL_STATE[key as keyof typeof USUAL_STATE] !== value);
        const extra: Extra = {
          ...(unusual.length ? { s: Object.fromEntries(unusual) as Partial<QueryState> } : {}),
          ...(query.meta ? { m: query.meta } : {}),
          ...(query.queryType ? { t: query.queryType } : {}),
        };
        const packed = !holdsMark(data);
        const head: [unknown[], unknown, number, 0 | 1] = [[...query.queryKey], packed ? pack(data) : data, dataUpdatedAt, packed ? 1 : 0];
        return Object.keys(extra).length ? [...head, extra] : head;
      }),
  };
}

/** TanStack's dehydrated state again, as `dehydrate` wrote it. */
export function expandState(compact: CompactState | undefined, hash: (key: readonly unknown[]) => string): DehydratedState {
  return {
    mutations: [],
    queries: (compact?.q ?? []).map(([queryKey, data, dataUpdatedAt, packed, extra]): DehydratedQuery => ({
      queryKey,
      queryHash: hash(queryKey),
      dehydratedAt: dataUpdatedAt,
      state: { ...USUAL_STATE, ...extra?.s, data: packed ? unpack(data) : data, dataUpdatedAt },
      ...(extra?.m ? { meta: extra.m } : {}),
      ...(extra?.t ? { queryType: extra.t } : {}),
    })),
  };
}
