/**
 * Which plan a prepared statement runs on in the PGlite worker (db/pglite-statements.mts), chosen
 * by its measured time.
 *
 * PostgreSQL's plan cache plans a prepared statement afresh for its first five runs, then keeps
 * its generic plan only when that plan's estimated cost is no higher than the fresh ones'. A
 * statement over a list of zones (`zone_id = ANY($1)`) has a generic plan estimated for ten zones
 * of unknown size, so on a large catalogue it is planned afresh on every run, even when the plan
 * made is the same: a few tenths of a millisecond of native planning, 0.7 ms in PGlite's
 * WebAssembly, which was half of a store search's database time at 100×. So each statement
 * is timed both ways, on PostgreSQL's own choice (`auto`) and on its generic plan (`generic`), and
 * runs on the faster; a generic plan that proves slow is dropped after a few runs (one reads a
 * whole table where the fresh plans read a page). The trial is made again every RETRY_AFTER runs,
 * as the data changes. Only what the plan costs is chosen: the rows are the same either way.
 */

export type PlanMode = 'auto' | 'generic';

export interface PlanChoice {
  /** `auto`, then `generic`: the trial's two halves; `settled`: running on `mode` */
  phase: 'auto' | 'generic' | 'settled';
  mode: PlanMode;
  /** runs in this phase (all of them, counted or not) */
  runs: number;
  /** measured runs and their milliseconds, each half of the trial */
  autoCount: number;
  autoMs: number;
  genericCount: number;
  genericMs: number;
}

/** Runs timed on each plan (after the first runs, which plan and so say nothing of the plan kept). */
export const TRIAL_RUNS = 30;
/** PostgreSQL plans a statement afresh for its first five runs, then compares: these are not timed. */
const AUTO_UNTIMED = 6;
/** The generic plan's first run makes it. */
const GENERIC_UNTIMED = 1;
/** After this many of its runs a generic plan slower than twice PostgreSQL's own choice is dropped. */
const GENERIC_GIVE_UP_AFTER = 3;
/** A generic plan whose first run (its planning included) takes four times as long, and a millisecond more, is dropped at once. */
const FAR_SLOWER = (auto: number): number => 4 * auto + 1;
/** A settled statement is tried again after this many runs. */
export const RETRY_AFTER = 10_000;
/** A generic plan is kept when it is at least this much faster (planning less is its only gain). */
const GENERIC_GAIN = 0.95;

export const newPlanChoice = (): PlanChoice => ({ phase: 'auto', mode: 'auto', runs: 0, autoCount: 0, autoMs: 0, genericCount: 0, genericMs: 0 });

/** The plan the statement's next run asks for. */
export function wantedMode(choice: PlanChoice): PlanMode {
  return choice.phase === 'generic' ? 'generic' : choice.phase === 'auto' ? 'auto' : choice.mode;
}

const mean = (ms: number, count: number): number => (count ? ms / count : Number.POSITIVE_INFINITY);

/**
 * The choice after one run of `ms` milliseconds on `ranOn`. A run on another plan than the one
 * asked for (inside a transaction the plan is not switched) counts only as a run.
 */
export function afterRun(choice: PlanChoice, ranOn: PlanMode, ms: number): PlanChoice {
  const next = { ...choice, runs: choice.runs + 1 };
  if (next.phase === 'settled') return next.runs >= RETRY_AFTER ? newPlanChoice() : next;
  if (ranOn !== wantedMode(choice)) return next;
  if (next.phase === 'auto') {
    if (next.runs > AUTO_UNTIMED) {
      next.autoCount += 1;
      next.autoMs += ms;
    }
    return next.autoCount >= TRIAL_RUNS ? { ...next, phase: 'generic', runs: 0 } : next;
  }
  const auto = mean(next.autoMs, next.autoCount);
  if (next.runs <= GENERIC_UNTIMED && ms > FAR_SLOWER(auto)) return { ...next, phase: 'settled', mode: 'auto', runs: 0 };
  if (next.runs > GENERIC_UNTIMED) {
    next.genericCount += 1;
    next.genericMs += ms;
  }
  const generic = mean(next.genericMs, next.genericCount);
  if (next.genericCount >= GENERIC_GIVE_UP_AFTER && generic > 2 * auto) return { ...next, phase: 'settled', mode: 'auto', runs: 0 };
  if (next.genericCount < TRIAL_RUNS) return next;
  return { ...next, phase: 'settled', mode: generic <= auto * GENERIC_GAIN ? 'generic' : 'auto', runs: 0 };
}
