import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { toast } from '@/components/toast';
import { interestCategoriesQuery } from '@/api/interest';
import type { Module } from '@/api/types';
import { saveModule } from '@/lib/cookies-client';
import { useSession } from '@/lib/session-context';
import { routeAfterModuleChoice } from './module-choice';
import { rememberChoice, wasChosenBefore } from './module-history';

/**
 * Choosing a module: the `souk_module` cookie (so the server renders that module next), the
 * spec's `module` key, the session, 'A module has been selected.', then /interest or /home.
 */
export function useChooseModule() {
  const { t } = useTranslation('location');
  const { session, update } = useSession();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [choosing, setChoosing] = useState(false);
  const { language, zoneIds } = session;

  const chooseModule = useCallback(
    async (module: Module, options: { straightHome?: boolean } = {}) => {
      setChoosing(true);
      const chosenBefore = wasChosenBefore(module.id);
      saveModule(module.id, module);
      rememberChoice(module.id);
      update({ moduleId: module.id });
      toast.success(t('A module has been selected.'), { id: 'module-selected' });
      let interestCategoryCount = 0;
      if (!options.straightHome && module.module_type !== 'parcel' && !chosenBefore && zoneIds) {
        const scope = { lang: language, zoneIds, moduleId: module.id };
        interestCategoryCount = await queryClient
          .fetchQuery(interestCategoriesQuery(scope))
          .then((list) => list.length)
          .catch(() => 0);
      }
      const route = routeAfterModuleChoice({
        moduleType: module.module_type,
        chosenBefore,
        interestCategoryCount,
        hasZone: Boolean(zoneIds?.length),
      });
      try {
        await router.push(route);
      } finally {
        setChoosing(false);
      }
    },
    [language, zoneIds, queryClient, router, t, update],
  );

  return { chooseModule, choosing };
}
