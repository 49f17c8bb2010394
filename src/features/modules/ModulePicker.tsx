import { useTranslation } from '@/lib/i18n';
import { useState } from 'react';
import ui from '@/components/controls.module.css';
import { ChevronDownIcon } from '@/components/icons';
import { lazyMui } from '@/theme/lazy-mui';
import { ModuleIcon } from './ModuleIcon';
import { useOfferedModules } from './useOfferedModules';

const ModuleMenu = lazyMui(() => import('./ModuleMenu'));

/** The header's module picker: shown only when two or more modules are on offer. */
export function ModulePicker({ onChosen }: { onChosen?: () => void } = {}) {
  const { t } = useTranslation('location');
  const { modules, current } = useOfferedModules();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (modules.length < 2) return null;
  return (
    <>
      <button
        type="button"
        className={ui.button}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={current ? t('Module: {{name}}', { name: current.module_name }) : t('Choose a module')}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {current ? <ModuleIcon module={current} size={22} /> : null}
        {current ? current.module_name : t('Choose a module')}
        <ChevronDownIcon />
      </button>
      {anchor ? (
        <ModuleMenu
          anchorEl={anchor}
          modules={modules}
          currentId={current?.id ?? null}
          onClose={() => setAnchor(null)}
          onChosen={onChosen}
        />
      ) : null}
    </>
  );
}
