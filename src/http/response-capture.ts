/**
 * Capturing what a request handler writes to a response, for the shared cache (which stores it)
 * and the security headers (which add to it).
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { log } from '../observe/log';

/**
 * A ServerResponse method taken off the object (writeHead, write, end…). Written as a method
 * signature so each of those, with its own parameter types, fits (method parameters are
 * compared both ways), while what passes through stays `unknown`.
 */
export type Method = { method(this: ServerResponse, ...args: unknown[]): unknown }['method'];
/** The writeHead and end that reach the client. */
export interface Io {
  writeHead: Method;
  end: Method;
}

export interface InterceptOptions {
  wanted: (status: number, headers: OutgoingHttpHeaders) => boolean;
  finish: (status: number, headers: OutgoingHttpHeaders, body: Buffer, io: Io) => boolean;
  maxBytes: number;
  onPass?: (status: number) => void;
}

type HeaderPair = [string, string | string[] | number];

/**
 * Normalises the headers argument of writeHead to [name, value] pairs, or null for a form
 * the interceptor does not handle (it then passes the response through).
 */
function headerPairs(headers: unknown): HeaderPair[] | null {
  if (headers === undefined || headers === null) return [];
  if (Array.isArray(headers)) {
    if (!headers.every((pair) => Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string')) return null;
    return headers as HeaderPair[];
  }
  if (typeof headers === 'object') return Object.entries(headers as Record<string, string | string[] | number>).filter(([, v]) => v !== undefined);
  return null;
}

/**
 * Intercepts what a handler writes to `res`. When the status and headers are known (the first
 * writeHead, write, end or flushHeaders), `wanted` decides: false lets the response through
 * untouched from then on; true buffers the body, and at the end `finish` gets status, headers
 * and body, and must answer through the `io` it is given (the real writeHead/end); if it
 * throws or declines (returns false), the captured response is sent as it was. A body larger
 * than `maxBytes` stops the buffering and goes through as it was.
 */
export function interceptResponse(res: ServerResponse, { wanted, finish, maxBytes, onPass }: InterceptOptions): void {
  const original: { writeHead: Method; write: Method; end: Method; flushHeaders: Method } = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  let mode: 'undecided' | 'buffer' | 'pass' | 'done' = 'undecided';
  let chunks: Buffer[] = [];
  let size = 0;

  const pass = (status: number) => {
    mode = 'pass';
    onPass?.(status);
  };
  /** Stops buffering: sends the headers and what was buffered, then lets the rest through. */
  const spill = () => {
    pass(res.statusCode);
    original.writeHead.call(res, res.statusCode);
    if (chunks.length) original.write.call(res, Buffer.concat(chunks));
    chunks = [];
  };
  const toBuffer = (chunk: unknown, encoding: unknown): Buffer | null => {
    if (chunk === undefined || chunk === null) return null;
    if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    if (chunk instanceof Uint8Array) return Buffer.from(chunk);
    throw new TypeError('unexpected chunk type');
  };
  const keep = (buffer: Buffer | null) => {
    if (!buffer || !buffer.length) return;
    chunks.push(buffer);
    size += buffer.length;
    if (size > maxBytes) spill();
  };
  /** The implicit header of a write or end before writeHead, as Node's own _implicitHeader does. */
  const implicitHeader = () => {
    if (mode === 'undecided') res.writeHead(res.statusCode);
  };

  const patched = res as unknown as Record<'writeHead' | 'write' | 'end' | 'flushHeaders', Method>;
  patched.writeHead = function writeHead(statusCode: unknown, ...rest: unknown[]) {
    if (mode === 'pass' || mode === 'done') return original.writeHead.call(res, statusCode, ...rest);
    const status = statusCode as number;
    const [first, second] = rest;
    const reason = typeof first === 'string' ? first : undefined;
    const pairs = headerPairs(typeof first === 'string' ? second : first);
    if (mode === 'undecided') {
      let want = false;
      if (pairs) {
        try {
          const view: OutgoingHttpHeaders = { ...res.getHeaders() };
          for (const [name, value] of pairs) view[name.toLowerCase()] = value;
          want = wanted(status, view);
        } catch {
          want = false;
        }
      }
      if (!want) {
        pass(status);
        return original.writeHead.call(res, statusCode, ...rest);
      }
      mode = 'buffer';
    }
    res.statusCode = status;
    if (reason) res.statusMessage = reason;
    for (const [name, value] of pairs ?? []) res.setHeader(name, value);
    return res;
  };
  patched.write = function write(chunk: unknown, encoding?: unknown, callback?: unknown) {
    implicitHeader();
    if (mode !== 'buffer') return original.write.call(res, chunk, encoding, callback);
    const cb = typeof encoding === 'function' ? encoding : callback;
    try {
      keep(toBuffer(chunk, encoding));
    } catch {
      spill();
      return original.write.call(res, chunk, encoding, callback);
    }
    if (typeof cb === 'function') process.nextTick(() => cb());
    return true;
  };
  patched.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (typeof chunk === 'function') {
      callback = chunk;
      chunk = undefined;
      encoding = undefined;
    } else if (typeof encoding === 'function') {
      callback = encoding;
      encoding = undefined;
    }
    implicitHeader();
    if (mode !== 'buffer') return original.end.call(res, chunk, encoding, callback);
    try {
      keep(toBuffer(chunk, encoding));
    } catch {
      spill();
      return original.end.call(res, chunk, encoding, callback);
    }
    // keep() may have spilled a body past maxBytes: the rest goes through
    if ((mode as typeof mode) !== 'buffer') return original.end.call(res, callback);
    mode = 'done';
    const body = Buffer.concat(chunks);
    chunks = [];
    let answered = false;
    try {
      answered = finish(res.statusCode, res.getHeaders(), body, { writeHead: original.writeHead, end: original.end });
    } catch (error) {
      log().error({ err: error }, 'shared cache: could not answer from the captured response; passing it through');
      answered = res.headersSent;
    }
    if (!answered) {
      onPass?.(res.statusCode);
      if (!res.headersSent) original.writeHead.call(res, res.statusCode);
      if (!res.writableEnded) original.end.call(res, body);
    }
    if (typeof callback === 'function') {
      const done = callback as () => void;
      process.nextTick(() => done());
    }
    return res;
  };
  patched.flushHeaders = function flushHeaders() {
    implicitHeader();
    if (mode === 'pass') original.flushHeaders.call(res);
  };
}
