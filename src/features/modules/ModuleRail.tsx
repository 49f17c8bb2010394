import { useTranslation } from '@/lib/i18n';
import { ModuleIcon } from './ModuleIcon';
import css from './modules.module.css';
import { useChooseModule } from './useChooseModule';
import { useOfferedModules } from './useOfferedModules';

/**
 * The fixed switcher on the right edge (the left in Arabic): one button per module (named for
 * assistive technology) with its name in a tooltip on hover and focus, the chosen one
 * highlighted. Hidden on small screens, and when there is nothing to switch between.
 */
export function ModuleRail() {
  const { t } = useTranslation('location');
  const { modules, current } = useOfferedModules();
  const { chooseModule, choosing } = useChooseModule();
  if (modules.length < 2) return null;
  return (
    <nav aria-label={t('Switch module')} className={css.rail}>
      {modules.map((module) => {
        const active = module.id === current?.id;
        return (
          <div key={module.id} className={css.railItem}>
            <button
              type="button"
              className={css.railButton}
              aria-label={module.module_name}
              aria-current={active ? 'true' : undefined}
              disabled={choosing}
              onClick={() => {
                if (!active) void chooseModule(module);
              }}
            >
              <ModuleIcon module={module} size={30} />
            </button>
            <span aria-hidden="true" className={css.railTip}>
              {module.module_name}
            </span>
          </div>
        );
      })}
    </nav>
  );
}
