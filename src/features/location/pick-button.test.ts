import { pickButtonState, type PickButtonInput } from './pick-button';

const resolved: PickButtonInput = {
  address: 'Dubai Marina Walk, Dubai Marina, Dubai, United Arab Emirates',
  resolvingAddress: false,
  checkingZone: false,
  zoneIds: [2],
  zoneErrors: [],
};

describe('pickButtonState', () => {
  it('is ready once the address is resolved and the point is inside a zone', () => {
    expect(pickButtonState(resolved)).toEqual({ kind: 'ready' });
  });

  it('stays disabled until an address is resolved', () => {
    expect(pickButtonState({ ...resolved, address: null })).toEqual({ kind: 'disabled', reason: 'no-address' });
    expect(pickButtonState({ ...resolved, address: null, resolvingAddress: true })).toEqual({
      kind: 'disabled',
      reason: 'resolving-address',
    });
  });

  it('is disabled while the zone check runs, even with an address', () => {
    expect(pickButtonState({ ...resolved, checkingZone: true, zoneIds: null })).toEqual({
      kind: 'disabled',
      reason: 'checking-zone',
    });
  });

  it('does not enable before the zone answered', () => {
    expect(pickButtonState({ ...resolved, zoneIds: null }).kind).toBe('disabled');
    expect(pickButtonState({ ...resolved, zoneIds: [] }).kind).toBe('disabled');
  });

  it('turns into an error with the first server message when the point is outside every zone', () => {
    const state = pickButtonState({
      ...resolved,
      zoneIds: null,
      zoneErrors: ['', 'Service not available in this area', 'second'],
    });
    expect(state).toEqual({ kind: 'error', message: 'Service not available in this area' });
  });

  it('shows the zone error even when no address could be resolved', () => {
    expect(pickButtonState({ ...resolved, address: null, zoneIds: null, zoneErrors: ['Out of zone'] })).toEqual({
      kind: 'error',
      message: 'Out of zone',
    });
  });
});
