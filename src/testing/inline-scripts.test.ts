/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { inlineScriptHashes } from './inline-scripts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the hashes of the inline scripts a page runs', () => {
  it('hashes the inline scripts a browser runs, not JSON data blocks nor external scripts', () => {
    const loader = '(function(){var s=["/_next/static/a.js"];})()';
    const html = `<!DOCTYPE html><html><head><script>${loader}</script><script src="/_next/static/b.js"></script>
      <script type="application/ld+json">{"@type":"Product"}</script></head><body>
      <script id="__NEXT_DATA__" type="application/json">{"props":{}}</script><script type="module">import("/x.js")</script></body></html>`;
    expect(inlineScriptHashes(html).sort()).toEqual([sha(loader), sha('import("/x.js")')].sort());
  });

  it('keeps script text byte for byte (entities and "<" inside scripts are not decoded)', () => {
    const script = 'if (a < b && c) { x = "&amp;" }';
    expect(inlineScriptHashes(`<script>${script}</script>`)).toEqual([sha(script)]);
  });
});
