/**
 * The production server's way to /api/v1: the gateway's route handler, compiled by `next build`
 * (pages/api/v1/[...path].ts), called straight, with gzip as Next would add it. Next's router
 * in between (route matching, its API resolver, tracing) cost 0.8 ms of the main thread per call,
 * over a third of a cart add (bench/NOTES.md). `next dev` still routes to the same handler.
 *
 * SOUK_API_VIA_NEXT=1 sends /api/v1 through Next's router again (for comparison).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { log } from '../observe/log';
import { env, type EnvSource } from '../lib/env';

export const API_PREFIX = '/api/v1/';

export type ApiHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

// loaded with require: the package ships no types, and this is the only shape used of it
const compression = createRequire(__filename)('compression') as () => Middleware;

/**
 * The compiled gateway as a request handler, or null (with a warning) when the build has none,
 * so that Next answers /api/v1 as before.
 * @param root the project's folder
 * @param distDir the build's folder, relative to root
 */
export async function loadApiRoute(root: string, distDir: string, source?: EnvSource): Promise<ApiHandler | null> {
  if (env('SOUK_API_VIA_NEXT', source)) return null;
  const file = join(root, distDir, 'server', 'pages', 'api', 'v1', '[...path].js');
  let compiled: unknown;
  try {
    // the route's module is asynchronous (it imports ES modules): its exports come as a promise
    compiled = await createRequire(__filename)(file);
  } catch (error) {
    log().warn({ err: error }, '/api/v1 goes through Next: the compiled gateway could not be loaded');
    return null;
  }
  const handler: unknown = compiled && typeof compiled === 'object' && 'default' in compiled ? compiled.default : undefined;
  if (typeof handler !== 'function') {
    log().warn({ file }, '/api/v1 goes through Next: the compiled gateway has no default handler');
    return null;
  }
  const route = handler as (req: IncomingMessage, res: ServerResponse) => unknown;
  const gzip = compression();
  return (req, res) =>
    new Promise<void>((resolve, reject) => {
      gzip(req, res, (error) => {
        if (error) reject(error);
        else Promise.resolve(route(req, res)).then(() => resolve(), reject);
      });
    });
}
