/**
 * Runs once when the Next.js server starts: with the embedded API, open (and, when empty,
 * migrate and seed) the database before the first request, so the first shopper does not
 * wait on PGlite's start-up and meet the gateway's time-out.
 */
export async function register(): Promise<void> {
  // written as a block on NEXT_RUNTIME, so the edge build (compiled in development too) drops
  // the import of the database drivers instead of failing to resolve Node's modules
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { env } = await import('./src/lib/env');
    if (env('API_BASE_URL')) return;
    const { startBackend } = await import('./src/backend');
    // the order lifecycle's jobs (pg-boss, kept in the database); SOUK_ORDER_WORKER=0 leaves them to other processes.
    // A database not reachable yet does not stop the server: it answers 503 until it is (src/backend/index.ts)
    await startBackend(env('SOUK_ORDER_WORKER') ?? true);
  }
}
