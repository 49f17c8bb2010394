/** The throughput part of `npm run bench`: autocannon against one page, with the server's peak memory. */
import { readFileSync, readdirSync } from 'node:fs';
import autocannon from 'autocannon';
import type { Server, Target } from './bench-types';
import { loadRun, type LoadRun } from './bench-stats';

/** Resident memory of a process and its children, in bytes (Linux /proc). */
export function treeRss(pid: number): number {
  let total = 0;
  const visit = (p: number) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      const match = /VmRSS:\s+(\d+) kB/.exec(status);
      if (match?.[1]) total += Number(match[1]) * 1024;
      for (const task of readdirSync(`/proc/${p}/task`)) {
        const children = readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').trim();
        for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
      }
    } catch {
      // the process ended
    }
  };
  visit(pid);
  return total;
}

export interface LoadFigures extends LoadRun {
  page: string;
  url: string;
  connections: number;
  durationS: number;
  peakRssMb: number;
  ratioToFloor?: number;
}


export async function measureLoad(server: Server, target: Target, connections: number, duration: number): Promise<LoadFigures> {
  const times: number[] = [];
  let peak = treeRss(server.process.pid ?? 0);
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRss(server.process.pid ?? 0));
  }, 250);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${server.base}${target.path}`,
        connections,
        duration,
        headers: { Accept: 'text/html', ...(target.cookie ? { Cookie: target.cookie } : {}) },
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  clearInterval(sampler);
  const figures: LoadFigures = {
    page: target.name,
    url: target.path,
    connections,
    durationS: duration,
    ...loadRun(result, times),
    peakRssMb: Math.round(peak / (1024 * 1024)),
  };
  console.log(`  load ${target.name} @${connections}: ${figures.rps} req/s p50 ${figures.p50Ms} ms p95 ${figures.p95Ms} ms p99 ${figures.p99Ms} ms non-2xx ${figures.non2xx} RSS ${figures.peakRssMb} MB`);
  return figures;
}
