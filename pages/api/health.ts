import type { NextApiRequest, NextApiResponse } from 'next';
import { dispatch } from '@/gateway';
import { databaseBusy, pingDatabase } from '@/backend';
import { checkHealth } from '@/server/health';

/** How long the database may take to answer the check before the process counts as unable to serve. */
const DATABASE_CHECK_MS = 2000;

/** 200 with the version and whether the API answers; 503 while the database does not (src/server/health.ts). */
export default async function health(_req: NextApiRequest, res: NextApiResponse) {
  const embedded = !process.env.API_BASE_URL;
  const answer = await checkHealth({
    api: () => dispatch({ method: 'GET', path: 'zone/list', search: '', headers: {}, cookies: {}, secure: false, internal: true }),
    ...(embedded ? { database: () => pingDatabase(DATABASE_CHECK_MS), databaseBusy } : {}),
  });
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.status(answer.status).json(answer.body);
}
