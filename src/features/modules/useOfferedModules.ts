import { useEffect, useMemo, useRef } from 'react';
import { useModules } from '@/api/modules';
import { useSession } from '@/lib/session-context';
import { modulesInZones } from './module-choice';

/**
 * The modules on offer for the saved zones. An empty answer is asked again once (a backend
 * that was still warming up, or a zone whose modules were just activated).
 */
export function useOfferedModules() {
  const { session } = useSession();
  const query = useModules();
  const { data, isSuccess, refetch } = query;
  const retried = useRef(false);
  useEffect(() => {
    if (isSuccess && data.length === 0 && !retried.current) {
      retried.current = true;
      void refetch();
    }
  }, [isSuccess, data, refetch]);
  const modules = useMemo(() => modulesInZones(data ?? [], session.zoneIds), [data, session.zoneIds]);
  const current = modules.find((m) => m.id === session.moduleId) ?? null;
  return { modules, current, isPending: query.isPending, isError: query.isError };
}
