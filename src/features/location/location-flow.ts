import { useEffect, useId, useSyncExternalStore } from 'react';

/** The dialog the location flow is showing, if any. */
export type FlowDialog = 'map' | 'modules' | 'permission' | 'address' | null;

/*
 * Why a store and not component state: setting a location changes the header (the location
 * button moves from the header to the top bar once a location exists), so the component that
 * opened a dialog may unmount mid-flow. The flow's state lives here, and whichever location
 * button is mounted first hosts the dialogs. One store per page load; the server only ever
 * sees the empty snapshot.
 */
let dialog: FlowDialog = null;
let hosts: string[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function openFlowDialog(next: Exclude<FlowDialog, null>): void {
  dialog = next;
  emit();
}

export function closeFlowDialog(): void {
  dialog = null;
  emit();
}

/** Is a location button mounted to show the flow's dialogs? */
export function hasFlowHost(): boolean {
  return hosts.length > 0;
}

/** The dialog to show, for the one mounted host (null for every other instance and on the server). */
export function useHostedFlowDialog(): FlowDialog {
  const id = useId();
  useEffect(() => {
    hosts = [...hosts, id];
    emit();
    return () => {
      hosts = hosts.filter((h) => h !== id);
      emit();
    };
  }, [id]);
  return useSyncExternalStore(
    subscribe,
    () => (hosts[0] === id ? dialog : null),
    () => null,
  );
}
