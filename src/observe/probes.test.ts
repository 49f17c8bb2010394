/** @jest-environment node */
import { noteBackend, readiness, setPhase } from './probes';

describe('the process’s readiness', () => {
  it('is ready outside the production server (next dev, tests), which sets no phase', () => {
    expect(readiness()).toEqual({ ready: true, phase: 'serving' });
  });

  it('starts until it listens and its API has started, serves, then drains after SIGTERM', () => {
    setPhase('starting');
    expect(readiness()).toEqual({ ready: false, phase: 'starting' });
    // listening, but the database was unreachable at start: the API is tried again every 5 s
    noteBackend('pending');
    setPhase('serving');
    expect(readiness()).toEqual({ ready: false, phase: 'starting' });
    noteBackend('started');
    expect(readiness()).toEqual({ ready: true, phase: 'serving' });
    setPhase('draining');
    expect(readiness()).toEqual({ ready: false, phase: 'draining' });
  });
});
