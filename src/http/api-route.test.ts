import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captureLog, type CapturedLog } from '../testing/log-capture';
import { loadApiRoute } from './api-route';

describe('loadApiRoute', () => {
  const root = mkdtempSync(join(tmpdir(), 'souk-api-route-'));
  const routeDir = join(root, 'dist', 'server', 'pages', 'api', 'v1');
  mkdirSync(routeDir, { recursive: true });
  let log: CapturedLog;
  beforeEach(() => {
    log = captureLog();
  });
  afterEach(() => log.restore());
  /** the log's warning lines */
  const warnings = () => log.records().filter((line) => line.level === 'warn').map((line) => String(line.msg));

  it('leaves /api/v1 to Next when the build has no compiled gateway, and says so', async () => {
    expect(await loadApiRoute(root, 'no-such-build', {})).toBeNull();
    expect(warnings()).toEqual([expect.stringContaining('/api/v1 goes through Next')]);
  });

  it('leaves /api/v1 to Next when asked to (SOUK_API_VIA_NEXT=1), without looking for the build', async () => {
    expect(await loadApiRoute(root, 'no-such-build', { SOUK_API_VIA_NEXT: '1' })).toBeNull();
    expect(warnings()).toEqual([]);
  });

  it('calls the compiled handler, whose exports arrive as a promise, and refuses a module without one', async () => {
    writeFileSync(join(routeDir, '[...path].js'), 'module.exports = Promise.resolve({ default: async (req, res) => { res.end("answered " + req.url); } });');
    const handler = await loadApiRoute(root, 'dist', {});
    expect(handler).not.toBeNull();
    const ended: string[] = [];
    const res = { end: (text: string) => ended.push(text), getHeader: () => undefined, setHeader: () => undefined, on: () => undefined, once: () => undefined, writeHead: () => undefined } as never;
    await handler?.({ url: '/api/v1/module', headers: {}, method: 'GET' } as never, res);
    expect(ended).toEqual(['answered /api/v1/module']);

    const other = mkdtempSync(join(tmpdir(), 'souk-api-route-'));
    mkdirSync(join(other, 'dist', 'server', 'pages', 'api', 'v1'), { recursive: true });
    writeFileSync(join(other, 'dist', 'server', 'pages', 'api', 'v1', '[...path].js'), 'module.exports = { config: {} };');
    expect(await loadApiRoute(other, 'dist', {})).toBeNull();
    expect(warnings()).toEqual([expect.stringContaining('has no default handler')]);
  });
});
