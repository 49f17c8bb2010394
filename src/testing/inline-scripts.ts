import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);

/**
 * The `'sha256-…'` sources a Content-Security-Policy needs for the inline scripts a browser
 * would run in this HTML: scripts without src whose type is JavaScript (JSON data blocks such as
 * __NEXT_DATA__ or the script loader's list are not run). The browser tests compare them with a
 * page's policy.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  let text: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== 'script') return;
        const type = (attributes.type ?? '').trim().toLowerCase();
        text = attributes.src === undefined && EXECUTABLE_TYPES.has(type) ? '' : null;
      },
      ontext(data) {
        if (text !== null) text += data;
      },
      onclosetag(name) {
        if (name !== 'script' || text === null) return;
        hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
        text = null;
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  return [...hashes];
}
