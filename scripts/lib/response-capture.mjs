// @ts-check
/**
 * Capturing what a request handler writes to a response, for the shared cache (which stores it)
 * and the security headers (which add to it); shared-cache.mjs re-exports `interceptResponse`.
 */

/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders */
/**
 * A ServerResponse method taken off the object (writeHead, write, end…). Written as a method
 * signature so each of those, with its own parameter types, fits (method parameters are
 * compared both ways), while what passes through stays `unknown`.
 * @typedef {{ method(this: ServerResponse, ...args: unknown[]): unknown }['method']} Method
 */
/** @typedef {{ writeHead: Method, end: Method }} Io the writeHead and end that reach the client */

/**
 * Normalises the headers argument of writeHead to [name, value] pairs, or null for a form
 * the interceptor does not handle (it then passes the response through).
 * @param {unknown} headers
 * @returns {[string, string | string[] | number][] | null}
 */
function headerPairs(headers) {
  if (headers === undefined || headers === null) return [];
  if (Array.isArray(headers)) {
    if (!headers.every((pair) => Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string')) return null;
    return /** @type {[string, string][]} */ (headers);
  }
  if (typeof headers === 'object') return Object.entries(/** @type {Record<string, string | string[] | number>} */ (headers)).filter(([, v]) => v !== undefined);
  return null;
}

/**
 * Intercepts what a handler writes to `res`. When the status and headers are known (the first
 * writeHead, write, end or flushHeaders), `wanted` decides: false lets the response through
 * untouched from then on; true buffers the body, and at the end `finish` gets status, headers
 * and body, and must answer through the `io` it is given (the real writeHead/end); if it
 * throws or declines (returns false), the captured response is sent as it was. A body larger
 * than `maxBytes` stops the buffering and goes through as it was.
 * @param {ServerResponse} res
 * @param {{ wanted: (status: number, headers: OutgoingHttpHeaders) => boolean, finish: (status: number, headers: OutgoingHttpHeaders, body: Buffer, io: Io) => boolean, maxBytes: number, onPass?: (status: number) => void }} options
 */
export function interceptResponse(res, { wanted, finish, maxBytes, onPass }) {
  /** @type {{ writeHead: Method, write: Method, end: Method, flushHeaders: Method }} */
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  /** @type {'undecided' | 'buffer' | 'pass' | 'done'} */
  let mode = 'undecided';
  /** @type {Buffer[]} */
  let chunks = [];
  let size = 0;

  /** @param {number} status */
  const pass = (status) => {
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
  /**
   * @param {unknown} chunk
   * @param {unknown} encoding
   */
  const toBuffer = (chunk, encoding) => {
    if (chunk === undefined || chunk === null) return null;
    if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
    if (chunk instanceof Uint8Array) return Buffer.from(chunk);
    throw new TypeError('unexpected chunk type');
  };
  /** @param {Buffer | null} buffer */
  const keep = (buffer) => {
    if (!buffer || !buffer.length) return;
    chunks.push(buffer);
    size += buffer.length;
    if (size > maxBytes) spill();
  };
  /** The implicit header of a write or end before writeHead, as Node's own _implicitHeader does. */
  const implicitHeader = () => {
    if (mode === 'undecided') res.writeHead(res.statusCode);
  };

  const patched = /** @type {Record<string, Method>} */ (/** @type {unknown} */ (res));
  /**
   * @param {number} statusCode
   * @param {unknown[]} rest
   */
  patched.writeHead = function writeHead(statusCode, ...rest) {
    if (mode === 'pass' || mode === 'done') return original.writeHead.call(res, statusCode, ...rest);
    const [first, second] = rest;
    const reason = typeof first === 'string' ? first : undefined;
    const pairs = headerPairs(typeof first === 'string' ? second : first);
    if (mode === 'undecided') {
      let want = false;
      if (pairs) {
        try {
          const view = { ...res.getHeaders() };
          for (const [name, value] of pairs) view[name.toLowerCase()] = value;
          want = wanted(statusCode, view);
        } catch {
          want = false;
        }
      }
      if (!want) {
        pass(statusCode);
        return original.writeHead.call(res, statusCode, ...rest);
      }
      mode = 'buffer';
    }
    res.statusCode = statusCode;
    if (reason) res.statusMessage = reason;
    for (const [name, value] of pairs ?? []) res.setHeader(name, value);
    return res;
  };
  /**
   * @param {unknown} chunk
   * @param {unknown} [encoding]
   * @param {unknown} [callback]
   */
  patched.write = function write(chunk, encoding, callback) {
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
  /**
   * @param {unknown} [chunk]
   * @param {unknown} [encoding]
   * @param {unknown} [callback]
   */
  patched.end = function end(chunk, encoding, callback) {
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
    if (mode !== 'buffer') return original.end.call(res, callback);
    mode = 'done';
    const body = Buffer.concat(chunks);
    chunks = [];
    let answered = false;
    try {
      answered = finish(res.statusCode, res.getHeaders(), body, { writeHead: original.writeHead, end: original.end });
    } catch (error) {
      console.error('[shared-cache] could not answer from the captured response; passing it through:', error);
      answered = res.headersSent;
    }
    if (!answered) {
      onPass?.(res.statusCode);
      if (!res.headersSent) original.writeHead.call(res, res.statusCode);
      if (!res.writableEnded) original.end.call(res, body);
    }
    if (typeof callback === 'function') process.nextTick(() => /** @type {() => void} */ (callback)());
    return res;
  };
  patched.flushHeaders = function flushHeaders() {
    implicitHeader();
    if (mode === 'pass') original.flushHeaders.call(res);
  };
}

