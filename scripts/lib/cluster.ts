/**
 * The production shape on one machine (docs/deploy.md): Debian's nginx in front of N storefront
 * processes (src/http/serve.ts, each with DATABASE_URL) on one PostgreSQL server. Used by
 * `npm run cluster` (scripts/cluster.ts) and `npm run test:scale` (scripts/test-scale.ts).
 *
 * nginx balances to the least busy process, retries an idempotent request on another process when
 * one refuses the connection (a process that died), serves Next's files and the seeded media
 * itself, compresses, and keeps the pages asked for without cookies by their own Cache-Control
 * (s-maxage, stale-while-revalidate, stale-if-error) and the optimised pictures. The processes then keep only the renders
 * shared by shoppers with cookies (SHARED_CACHE_ANONYMOUS=0): one cache per page.
 * Open-source nginx checks its upstreams only passively (a refused connection), so the supervisor
 * here asks every running process's readiness (/api/health?ready=1) each second and takes one that
 * answers it with a failure out of rotation (marked `down`, nginx reloaded) while another one
 * answers, at once when it says it is draining (SIGTERM), and back in when it answers again.
 * Each process's /metrics is reachable on its own through nginx at /metrics/<port>.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { freeLoopbackPort } from './postgres.mjs';
import { aptInstall, root, SetupError } from './prepare.mjs';
import { SECURITY_HEADERS as SECURITY_HEADER_LIST } from '../../src/lib/security-policy';

export interface ClusterPlan {
  /** folder for nginx's config, logs, cache and the processes' logs */
  dir: string;
  /** nginx's port */
  port: number;
  /** the storefront processes' ports, one per process */
  upstreams: number[];
  databaseUrl: string;
  /** extra environment of every process */
  env?: Record<string, string>;
  /** tells clients which process answered (X-Souk-Upstream): for test:scale, not for production */
  exposeUpstream?: boolean;
  /** false: nginx keeps no pages and each process keeps its cookieless pages itself (for measuring the choice; docs/deploy.md) */
  frontCache?: boolean;
  /** the user nginx's workers run as when it is started as root (they own the cache and temp folders) */
  workerUser?: string;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** nginx's binary, installing Debian's package first when missing and the command runs as root. */
export function ensureNginx(): string {
  const found = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((p) => existsSync(p));
  if (found) return found;
  if (aptInstall(['--no-install-recommends', 'nginx'], 'for the production shape') && existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  throw new SetupError("No nginx found. Install Debian's package (sudo apt-get install -y nginx).");
}

/** Ports the system says are free, all different. */
export async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) {
    const port = await freeLoopbackPort();
    if (!ports.includes(port)) ports.push(port);
  }
  return ports;
}

/** The security headers of every answer (src/lib/security-policy.js), on the files nginx serves itself. */
const SECURITY_HEADERS = SECURITY_HEADER_LIST.map(({ key, value }) => `add_header ${key} "${value}" always;`);

/** nginx's configuration for the plan; `down` lists the ports taken out of rotation. */
export function nginxConfig(plan: ClusterPlan, down: ReadonlySet<number> = new Set()): string {
  const d = plan.dir;
  const servers = plan.upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s${down.has(p) ? ' down' : ''};`);
  const proxied = [
    'proxy_pass http://souk;',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Forwarded-Host $host;',
    // the request id is born here (or is the caller's plain one) and the process logs it; the
    // answer carries this request's, not the one stored with a page in the front cache
    'proxy_set_header X-Request-Id $souk_request_id;',
    'proxy_hide_header X-Request-Id;',
    'add_header X-Request-Id $souk_request_id always;',
    ...(plan.exposeUpstream ? ['add_header X-Souk-Upstream $upstream_addr always;'] : []),
  ];
  const indent = (lines: string[], n: number) => lines.map((l) => `${' '.repeat(n)}${l}`).join('\n');
  return `# written by scripts/lib/cluster.ts: the production shape on one machine (docs/deploy.md)
${plan.workerUser ? `user ${plan.workerUser};\n` : ''}worker_processes 1;
daemon off;
pid ${d}/nginx.pid;
error_log ${d}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  server_tokens off;
  client_body_temp_path ${d}/tmp/body;
  proxy_temp_path ${d}/tmp/proxy;
  fastcgi_temp_path ${d}/tmp/fastcgi;
  uwsgi_temp_path ${d}/tmp/uwsgi;
  scgi_temp_path ${d}/tmp/scgi;
  client_max_body_size 25m;
  sendfile on;
  keepalive_timeout 65s;
  gzip on;
  gzip_comp_level 5;
  gzip_min_length 512;
  gzip_proxied any;
  gzip_vary on;
  gzip_types text/css text/plain text/xml application/javascript application/json application/xml image/svg+xml application/manifest+json;
  gunzip on;

  upstream souk {
    least_conn;
${servers.join('\n')}
    keepalive 64;
  }
  # pages asked for without cookies, kept by their own Cache-Control; Next's optimised images
  proxy_cache_path ${d}/cache/pages levels=1:2 keys_zone=souk_pages:16m max_size=256m inactive=30m use_temp_path=off;
  proxy_cache_path ${d}/cache/images levels=1:2 keys_zone=souk_images:8m max_size=512m inactive=7d use_temp_path=off;
  # the caller's X-Request-Id when it is a plain token (as the processes accept it), else nginx's own
  map $http_x_request_id $souk_request_id {
    "~^[\\w.:-]{1,64}$" $http_x_request_id;
    default $request_id;
  }
  # a shopper's own request (cookies or a token) is never answered from, or stored in, the front cache
  map "$http_cookie$http_authorization" $souk_personal {
    "" 0;
    default 1;
  }

  server {
    listen 127.0.0.1:${plan.port} backlog=4096;
    server_name _;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    # a process that refuses or drops the connection: an idempotent request goes to the next one
    # (nginx never resends a POST whose request was already sent)
    proxy_next_upstream error timeout;
    proxy_next_upstream_tries 2;
    proxy_connect_timeout 2s;
    proxy_read_timeout 60s;

    location /_next/static/ {
      alias ${root}/${process.env.NEXT_DIST_DIR || '.next'}/static/;
      add_header Cache-Control "public, max-age=31536000, immutable";
${indent(SECURITY_HEADERS, 6)}
    }
    location /media/ {
      # the seeded media's names are not content hashes: cached for a week, as the app says
      alias ${root}/public/media/;
      add_header Cache-Control "public, max-age=604800, stale-while-revalidate=86400";
${indent(SECURITY_HEADERS, 6)}
    }
    # Next's optimised pictures
    location ~ ^/_next/image {
${indent(proxied, 6)}
      proxy_cache souk_images;
      proxy_cache_key "$request_uri|$http_accept";
      proxy_ignore_headers Set-Cookie Vary;
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
      proxy_cache_lock on;
    }
    location = /api/health {
      proxy_next_upstream off;
${indent(proxied, 6)}
    }
    # each process's own figures (Prometheus scrapes them one by one; docs/deploy.md, "Metrics, logs and traces")
${plan.upstreams.map((p) => `    location = /metrics/${p} {\n${indent([...proxied.filter((l) => !l.startsWith('proxy_pass')), `proxy_pass http://127.0.0.1:${p}/metrics;`], 6)}\n    }`).join('\n')}
    location /api/v1/customer/event-stream {
${indent(proxied, 6)}
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
    location /api/ {
${indent(proxied, 6)}
    }
    location / {
${indent(proxied, 6)}
      # one encoding in the front cache (gzip; nginx unzips for the rare client without it)
      proxy_set_header Accept-Encoding gzip;
      proxy_cache ${plan.frontCache === false ? 'off' : 'souk_pages'};
      proxy_cache_key "$scheme$host$request_uri";
      proxy_cache_bypass $souk_personal;
      proxy_no_cache $souk_personal;
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
      proxy_cache_background_update on;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 10s;
      add_header X-Souk-Front-Cache $upstream_cache_status always;
    }
  }
}
`;
}

/** The command and environment of one storefront process. */
export function processCommand(plan: ClusterPlan, port: number): { command: string; args: string[]; env: NodeJS.ProcessEnv } {
  return {
    command: process.execPath,
    args: ['--require', 'tsx/cjs', join(root, 'src', 'http', 'serve.ts'), '-p', String(port), '-H', '127.0.0.1'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: plan.databaseUrl,
      TRUST_PROXY: '1',
      SHARED_CACHE_ANONYMOUS: plan.frontCache === false ? '1' : '0',
      // after SIGTERM a process says it drains (/api/health?ready=1 answers 503) for 2 s before it
      // stops taking connections: the supervisor takes it out of rotation meanwhile
      SHUTDOWN_GRACE_MS: '2000',
      ...plan.env,
    },
  };
}

/** One GET on loopback: its status, or 0 when nothing answered within the time. */
export async function probe(port: number, path: string, timeoutMs = 2000): Promise<number> {
  return (await probeAnswer(port, path, timeoutMs)).status;
}

/** One GET on loopback: its status (0 when nothing answered within the time) and its body. */
export function probeAnswer(port: number, path: string, timeoutMs = 2000): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, timeout: timeoutMs, headers: { accept: 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.end();
  });
}

/** The readiness check of a storefront process (src/server/health.ts). */
export const READY_PATH = '/api/health?ready=1';

export class Cluster {
  readonly plan: ClusterPlan;
  private readonly nginxBin: string;
  private nginx: ChildProcess | null = null;
  private readonly children = new Map<number, ChildProcess>();
  private readonly down = new Set<number>();
  /** processes that have answered /api/health since they started, until they exit */
  private readonly ready = new Set<number>();
  private supervising: NodeJS.Timeout | null = null;
  private readonly failures = new Map<number, number>();
  /** what the supervisor did, with the time it did it */
  readonly log: { at: number; what: string }[] = [];

  constructor(plan: ClusterPlan) {
    this.nginxBin = ensureNginx();
    for (const sub of ['tmp', 'cache']) mkdirSync(join(plan.dir, sub), { recursive: true });
    // started as root, nginx runs its workers as an unprivileged user (Debian's www-data), who
    // must own the cache and the temporary files
    const worker = isRoot() ? spawnSync('id', ['-u', 'www-data'], { encoding: 'utf8' }) : null;
    if (worker?.status === 0) {
      const uid = Number(worker.stdout.trim());
      const gid = Number(spawnSync('id', ['-g', 'www-data'], { encoding: 'utf8' }).stdout.trim());
      chmodSync(plan.dir, 0o755);
      for (const sub of ['tmp', 'cache']) chownSync(join(plan.dir, sub), uid, gid);
      this.plan = { ...plan, workerUser: 'www-data' };
    } else this.plan = plan;
  }

  private note(what: string): void {
    this.log.push({ at: Date.now(), what });
  }

  /** Starts one storefront process and waits until its /api/health answers 200. */
  async startProcess(port: number, readyWithinMs = 120_000): Promise<void> {
    const { command, args, env } = processCommand(this.plan, port);
    const out = openSync(join(this.plan.dir, `process-${port}.log`), 'a');
    const child = spawn(command, args, { env, cwd: root, stdio: ['ignore', out, out] });
    this.children.set(port, child);
    child.once('exit', () => {
      if (this.children.get(port) !== child) return;
      this.children.delete(port);
      this.ready.delete(port);
    });
    const until = Date.now() + readyWithinMs;
    while (Date.now() < until) {
      if (child.exitCode !== null) throw new SetupError(`The storefront process on port ${port} stopped at start (see ${join(this.plan.dir, `process-${port}.log`)}).`);
      if ((await probe(port, READY_PATH)) === 200) {
        this.ready.add(port);
        this.note(`process ${port} ready`);
        return;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new SetupError(`The storefront process on port ${port} did not answer /api/health within ${readyWithinMs / 1000} s.`);
  }

  /** Sends a signal to one process (SIGKILL by default) and waits until it has gone. */
  async kill(port: number, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.children.get(port);
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await gone;
    this.note(`process ${port} ${signal}`);
  }

  private writeConfig(): string {
    const file = join(this.plan.dir, 'nginx.conf');
    writeFileSync(file, nginxConfig(this.plan, this.down));
    return file;
  }

  /** Starts every process, then nginx in front of them. */
  async start(): Promise<void> {
    await Promise.all(this.plan.upstreams.map((p) => this.startProcess(p)));
    const file = this.writeConfig();
    const test = spawnSync(this.nginxBin, ['-t', '-q', '-c', file, '-p', this.plan.dir], { encoding: 'utf8' });
    if (test.status !== 0) throw new SetupError(`nginx refused its configuration: ${test.stderr.trim()}`);
    const log = openSync(join(this.plan.dir, 'nginx.log'), 'a');
    this.nginx = spawn(this.nginxBin, ['-c', file, '-p', this.plan.dir], { stdio: ['ignore', log, log] });
    const until = Date.now() + 10_000;
    while ((await probe(this.plan.port, '/api/health')) !== 200) {
      if (Date.now() > until || this.nginx.exitCode !== null) throw new SetupError(`nginx did not answer on port ${this.plan.port} (see ${join(this.plan.dir, 'nginx-error.log')}).`);
      await new Promise((r) => setTimeout(r, 100));
    }
    this.note('nginx ready');
  }

  private reload(): void {
    this.writeConfig();
    spawnSync(this.nginxBin, ['-c', join(this.plan.dir, 'nginx.conf'), '-p', this.plan.dir, '-s', 'reload'], { stdio: 'ignore' });
  }

  /**
   * Asks each process's /api/health every second. A running process that fails it twice in a row
   * (it answers 503: its database is unreachable) is taken out of rotation while another process
   * answers; one 200 brings it back. A process starting, or one that has exited, is left to nginx's own passive
   * check (max_fails=1, proxy_next_upstream), which sends its requests to the others at once: no
   * reload for it, as a reload's old worker closes the clients' kept-alive connections, and a
   * request going out on one just then is lost. With `restart`, an exited process is started again.
   */
  supervise({ restart = false }: { restart?: boolean } = {}): void {
    let busy = false;
    this.supervising = setInterval(() => {
      if (busy) return;
      busy = true;
      void (async () => {
        const states = await Promise.all(
          this.plan.upstreams.map(async (p) => {
            const answer = await probeAnswer(p, READY_PATH, 1500);
            return { port: p, ok: answer.status === 200, draining: answer.status === 503 && answer.body.includes('"draining"'), running: this.ready.has(p) };
          }),
        );
        let changed = false;
        for (const { port, ok, draining, running } of states) {
          const unhealthy = !ok && running;
          const fails = unhealthy ? (this.failures.get(port) ?? 0) + 1 : 0;
          this.failures.set(port, fails);
          const othersUp = states.some((s) => s.port !== port && s.ok);
          // a process that drains goes at once: it stops taking connections a moment later
          if (unhealthy && (fails >= 2 || draining) && othersUp && !this.down.has(port)) {
            this.down.add(port);
            changed = true;
            this.note(`process ${port} out of rotation${draining ? ' (draining)' : ''}`);
          } else if ((ok || !othersUp) && this.down.has(port)) {
            this.down.delete(port);
            changed = true;
            this.note(`process ${port} back in rotation`);
          }
          if (restart && !this.children.has(port)) {
            this.note(`process ${port} restarting`);
            await this.startProcess(port).catch((e: unknown) => this.note(`process ${port} did not restart: ${String(e)}`));
          }
        }
        if (changed) this.reload();
      })().finally(() => {
        busy = false;
      });
    }, 1000);
  }

  /** Whether nginx currently sends requests to the process. */
  inRotation(port: number): boolean {
    return !this.down.has(port);
  }

  async stop(): Promise<void> {
    if (this.supervising) clearInterval(this.supervising);
    this.nginx?.kill('SIGQUIT');
    await Promise.all([...this.children.keys()].map((p) => this.kill(p, 'SIGTERM')));
  }
}
