/** What the Pick Locations button shows, from the state of the lookups for the map's point. */
export type PickButtonState =
  | { kind: 'disabled'; reason: 'no-address' | 'resolving-address' | 'checking-zone' }
  | { kind: 'ready' }
  | { kind: 'error'; message: string };

export interface PickButtonInput {
  /** The resolved address of the point, or null while unknown. */
  address: string | null;
  resolvingAddress: boolean;
  checkingZone: boolean;
  /** Zone ids of the point once the zone check answered. */
  zoneIds: readonly number[] | null;
  /** The server's error messages when the zone check failed (first one is shown). */
  zoneErrors: readonly string[];
}

/**
 * The spec's rules: disabled until an address is resolved and while the zone check runs;
 * an error button with the first server message when the point is outside every zone.
 */
export function pickButtonState(input: PickButtonInput): PickButtonState {
  if (input.checkingZone) return { kind: 'disabled', reason: 'checking-zone' };
  const firstError = input.zoneErrors.find((m) => m.trim().length > 0);
  if (firstError) return { kind: 'error', message: firstError };
  if (input.resolvingAddress) return { kind: 'disabled', reason: 'resolving-address' };
  if (!input.address) return { kind: 'disabled', reason: 'no-address' };
  if (!input.zoneIds || input.zoneIds.length === 0) return { kind: 'disabled', reason: 'checking-zone' };
  return { kind: 'ready' };
}
