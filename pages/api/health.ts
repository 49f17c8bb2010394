import type { NextApiRequest, NextApiResponse } from 'next';
import { dispatch } from '@/gateway';
import { pingDatabase } from '@/backend';
import { probe, readiness, type QueueState } from '@/observe/probes';
import { checkHealth, type HealthParts } from '@/server/health';
import { env } from '@/lib/env';

/** How long the database may take to answer the check before the process counts as unable to serve. */
const DATABASE_CHECK_MS = 2000;
/** How long the jobs queue may take to say its depth before it is left out (null). */
const QUEUE_CHECK_MS = 1000;

/** The pool's, the queue's and the live events' state, from the probes they registered (src/observe/probes.ts). */
async function parts(): Promise<HealthParts> {
  const queue = probe('queue');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, QUEUE_CHECK_MS, null)));
  const queued: QueueState | null | undefined = queue ? await Promise.race([queue().catch(() => null), late]).finally(() => clearTimeout(timer)) : undefined;
  const pool = probe('pool')?.();
  const listener = probe('listener')?.();
  return {
    ...(pool ? { pool } : {}),
    ...(queued !== undefined ? { queue: queued } : {}),
    ...(listener ? { events: { listener, streams: probe('streams')?.() ?? 0 } } : {}),
  };
}

/**
 * 200 with the version, whether the API answers and the state of the pool, the queue and the live
 * events; 503 while the database does not answer, and with `?ready=1` also while the process is
 * starting or draining (src/server/health.ts).
 */
export default async function health(req: NextApiRequest, res: NextApiResponse) {
  const embedded = !env('API_BASE_URL');
  const answer = await checkHealth({
    api: () => dispatch({ method: 'GET', path: 'zone/list', search: '', headers: {}, cookies: {}, secure: false, internal: true }),
    ...(embedded ? { database: () => pingDatabase(DATABASE_CHECK_MS), parts } : {}),
    readiness,
    ready: req.query.ready !== undefined && req.query.ready !== '0',
  });
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.status(answer.status).json(answer.body);
}
