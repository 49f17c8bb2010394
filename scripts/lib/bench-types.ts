/** What the bench measures against: a server it started and the pages it visits. */

import type { ChildProcess } from 'node:child_process';

export interface Server {
  base: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

export interface Target {
  name: string;
  path: string;
  /** Sent with every request; any cookie makes the shared page cache step aside. */
  cookie?: string;
  /** Another server's origin, when the page is not the storefront's (the bench's reference page). */
  origin?: string;
  /** The bench's reference (an empty Next.js page): measured, not held to the storefront's budgets. */
  reference?: true;
}
