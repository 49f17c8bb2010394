import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { toast } from '@/components/toast';
import { modulesQuery } from '@/api/modules';
import { modulesInZones, needsModuleChoice } from '@/features/modules';
import { useSession } from '@/lib/session-context';
import { useDeliveryLocation, type ChosenLocation } from './useDeliveryLocation';

export type AfterLocation = 'done' | 'choose-module';

/**
 * A new delivery location takes effect: saved, announced, then either the module choice
 * follows (no module yet, or the chosen one is not served in the new zone) or the shopper
 * goes on (to /home, or the current page is rendered again by the server).
 */
export function useApplyLocation() {
  const { session } = useSession();
  const { setDeliveryLocation } = useDeliveryLocation();
  const queryClient = useQueryClient();
  const router = useRouter();
  const { language, moduleId } = session;

  return useCallback(
    async (chosen: ChosenLocation, message: string, then: 'home' | 'reload'): Promise<AfterLocation> => {
      setDeliveryLocation(chosen);
      toast.success(message, { id: 'location-set' });
      const modules = await queryClient
        .fetchQuery(modulesQuery({ lang: language, zoneIds: chosen.zoneIds }))
        .catch(() => []);
      if (needsModuleChoice(moduleId, modulesInZones(modules, chosen.zoneIds))) return 'choose-module';
      if (then === 'home') await router.push('/home');
      else await router.replace(router.asPath, undefined, { scroll: false });
      return 'done';
    },
    [setDeliveryLocation, queryClient, router, language, moduleId],
  );
}
