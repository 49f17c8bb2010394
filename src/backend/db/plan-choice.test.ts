/**
 * @jest-environment node
 *
 * A prepared statement of the PGlite worker runs on the plan measured faster for it: PostgreSQL's
 * own choice, or its generic plan when that saves time (db/plan-choice.ts).
 */
import { afterRun, newPlanChoice, RETRY_AFTER, TRIAL_RUNS, wantedMode, type PlanChoice, type PlanMode } from './plan-choice';

/** Runs the statement until its choice settles (or `limit` runs), each run taking what `cost` says for its plan. */
function trial(cost: Record<PlanMode, number>, limit = 500): { choice: PlanChoice; onGeneric: number } {
  let choice = newPlanChoice();
  let onGeneric = 0;
  for (let i = 0; i < limit && choice.phase !== 'settled'; i++) {
    const mode = wantedMode(choice);
    if (mode === 'generic') onGeneric += 1;
    choice = afterRun(choice, mode, cost[mode]);
  }
  return { choice, onGeneric };
}

describe('the plan a prepared statement runs on', () => {
  it('starts on PostgreSQL’s own choice', () => {
    expect(wantedMode(newPlanChoice())).toBe('auto');
  });

  it('keeps the generic plan when it is faster (a statement planned afresh on every run)', () => {
    const { choice, onGeneric } = trial({ auto: 1.1, generic: 0.4 });
    expect(choice).toMatchObject({ phase: 'settled', mode: 'generic' });
    expect(onGeneric).toBe(TRIAL_RUNS + 1);
    expect(wantedMode(choice)).toBe('generic');
  });

  it('goes back to PostgreSQL’s choice when the generic plan is no faster', () => {
    expect(trial({ auto: 1, generic: 1 }).choice).toMatchObject({ phase: 'settled', mode: 'auto' });
    expect(trial({ auto: 1, generic: 1.6 }).choice).toMatchObject({ phase: 'settled', mode: 'auto' });
  });

  it('drops a generic plan that reads far more after a few runs, not after the whole trial', () => {
    // items/popular at 100× on its generic plan: 38 ms a run against 2.5 ms
    const { choice, onGeneric } = trial({ auto: 2.5, generic: 38 });
    expect(choice).toMatchObject({ phase: 'settled', mode: 'auto' });
    expect(onGeneric).toBe(1);
    // twice as slow: after three of its runs
    const slower = trial({ auto: 2.5, generic: 6 });
    expect(slower.choice).toMatchObject({ phase: 'settled', mode: 'auto' });
    expect(slower.onGeneric).toBe(4);
  });

  it('does not count a run made on the other plan (inside a transaction the plan is not switched)', () => {
    let choice = newPlanChoice();
    for (let i = 0; i < 100; i++) choice = afterRun(choice, 'generic', 5);
    expect(choice).toMatchObject({ phase: 'auto', autoCount: 0 });
  });

  it('tries again after many runs, as the data changes', () => {
    let { choice } = trial({ auto: 1, generic: 0.5 });
    for (let i = 0; i < RETRY_AFTER - 1; i++) choice = afterRun(choice, 'generic', 0.5);
    expect(choice.phase).toBe('settled');
    choice = afterRun(choice, 'generic', 0.5);
    expect(choice).toMatchObject({ phase: 'auto', autoCount: 0, genericCount: 0 });
    expect(wantedMode(choice)).toBe('auto');
  });
});
