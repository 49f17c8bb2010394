/**
 * Why something failed, in one line for a log: the error's first line and, when it wraps another
 * (Drizzle's "Failed query: <SQL>" wraps the driver's reason in `cause`), that reason too; never a
 * stack or a dump of the SQL's parameters. The API's, the gateway's and the server's log lines
 * all say it this way (a leaf module: the server imports it without the rest of the API).
 */

const firstLine = (err: unknown): string => ((err instanceof Error ? `${err.name}: ${err.message}` : String(err)).split('\n')[0] ?? '').trim();

/** The innermost `cause` of an error (five levels at most). */
function rootCause(err: unknown): unknown {
  let inner = err;
  for (let depth = 0; depth < 5 && inner instanceof Error && inner.cause !== undefined; depth += 1) inner = inner.cause;
  return inner;
}

/** At most about 300 characters: the error's first line, then `… ← ` and the reason it wraps. */
export function errorLine(err: unknown): string {
  const root = rootCause(err);
  return root === err ? firstLine(err).slice(0, 300) : `${firstLine(err).slice(0, 100)}… ← ${firstLine(root).slice(0, 200)}`;
}
