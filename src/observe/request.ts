/**
 * What a request's log line and metrics say beyond its method and status: the request id, and
 * facts the layers below note on the response as they learn them (the API router's route pattern,
 * the page cache's answer). Kept on the response object itself, under a well-known symbol, so the
 * server's own modules and Next's bundles of the API route (each with their own copy of this
 * module) read and write the same facts.
 */
import { randomUUID } from 'node:crypto';

export interface ResponseFacts {
  /** the route's pattern (`/product/[id]`, `/api/v1/items/details/:id`), never the raw URL */
  route?: string;
  /** how a cache answered: HIT, MISS, STALE (the page cache) or PASS (not kept) */
  cache?: string;
}

const FACTS = Symbol.for('souk.observe.facts');
type Holder = { [FACTS]?: ResponseFacts };

/** Notes facts about the answer to a request (later notes of a field win). */
export function noteResponse(res: object, facts: ResponseFacts): void {
  const holder = res as Holder;
  holder[FACTS] = { ...holder[FACTS], ...facts };
}

export function responseFacts(res: object): ResponseFacts {
  return (res as Holder)[FACTS] ?? {};
}

/** A request id a caller may choose: a plain token of at most 64 characters. */
export const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** The caller's X-Request-Id when it is a plain token, else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  const own = Array.isArray(header) ? header[0] : header;
  return own && REQUEST_ID.test(own) ? own : randomUUID();
}

/** The label of every path that matches no route: one, whatever was asked. */
export const UNMATCHED_ROUTE = '(unmatched)';
