import { useModules } from '@/api/modules';
import type { Module } from '@/api/types';
import { useSession } from '@/lib/session-context';
import { headerActions, type HeaderActions } from './header-rules';

/** The chosen module, from the module list the server prefetched for every page. */
export function useCurrentModule(): Module | null {
  const { session } = useSession();
  const { data: modules } = useModules();
  if (!session.moduleId) return null;
  return modules?.find((module) => module.id === session.moduleId) ?? null;
}

/** What the header shows for this shopper right now. */
export function useHeaderActions(): HeaderActions {
  const { session } = useSession();
  const current = useCurrentModule();
  return headerActions({
    signedIn: session.signedIn,
    moduleType: current?.module_type ?? null,
    hasLocation: Boolean(session.location),
    hasZone: Boolean(session.zoneIds?.length),
  });
}
